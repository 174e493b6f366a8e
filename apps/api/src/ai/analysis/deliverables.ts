import type { Category } from './categories.js';

/**
 * What clients hire for, in our own words. A post is matched against these on its title before its body;
 * the entry then says how to name the work without quoting the post.
 */
export type DeliverableKind = {
  pattern: RegExp;
  /** The thing delivered, as we would say it: "pitch deck", "blog articles", "bookkeeping". */
  noun: string;
  /** How the noun counts: one thing ("a logo"), several ("blog articles") or an amount ("bookkeeping"). */
  count: 'one' | 'many' | 'mass';
  category: Category;
  /** What a freelancer does to it when the post gives no other action. */
  verb: string;
  /** The usual lowest sensible fixed price, in dollars; a fixed budget far under it is a red flag. */
  minBudget?: number;
  /** The noun already names its platform ("Google Ads account"), so no platform is put in front. */
  named?: boolean;
  /** A word posts also use in passing ("our website"): it names the work only when nothing else does. */
  generic?: boolean;
  /** The pattern is safe on posts in other languages ("logo", "WordPress", "tradução"). */
  international?: boolean;
  /** The only platforms that may stand in front of the noun ("a Node.js backend", never "a React backend"). */
  platforms?: string[];
  /** A more exact name from the words that matched and the text around them ("Chrome extension"). */
  name?: (matched: string, text: string) => string;
};

type Extra = Partial<Pick<DeliverableKind, 'minBudget' | 'named' | 'generic' | 'international' | 'name' | 'platforms'>>;

// Platforms a server is built on: what may stand before "backend".
const SERVER_PLATFORMS =
  'Node.js Express NestJS Python Django Flask FastAPI Ruby Rails PHP Laravel Java Spring Kotlin Go Rust C# .NET Firebase Supabase'.split(
    ' ',
  );
const one = (pattern: RegExp, noun: string, category: Category, verb: string, extra: Extra = {}): DeliverableKind => ({
  pattern,
  noun,
  count: 'one',
  category,
  verb,
  ...extra,
});
const many = (pattern: RegExp, noun: string, category: Category, verb: string, extra: Extra = {}): DeliverableKind => ({
  ...one(pattern, noun, category, verb, extra),
  count: 'many',
});
const mass = (pattern: RegExp, noun: string, category: Category, verb: string, extra: Extra = {}): DeliverableKind => ({
  ...one(pattern, noun, category, verb, extra),
  count: 'mass',
});

export const DELIVERABLES: DeliverableKind[] = [
  // development
  one(/\b(?:chrome|browser|firefox) (?:extension|add-?on|plugin)\b/i, 'browser extension', 'development', 'build', {
    minBudget: 150,
    international: true,
    name: (m) => (/chrome/i.test(m) ? 'Chrome extension' : /firefox/i.test(m) ? 'Firefox add-on' : 'browser extension'),
  }),
  one(/\b(?:discord|telegram|slack|whatsapp) bot\b/i, 'bot', 'development', 'build', {
    minBudget: 100,
    international: true,
    name: (m) => `${m.split(/\s+/)[0]?.replace(/^\w/, (c) => c.toUpperCase()) ?? ''} bot`.trim(),
  }),
  one(/\bchat ?bot|\bAI (?:agent|assistant)\b|\bRAG\b/i, 'AI assistant', 'development', 'build', {
    minBudget: 300,
    international: true,
    name: (m, text) =>
      /chat ?bot|rag/i.test(`${m} ${text}`) ? 'AI chatbot' : /agent/i.test(m) ? 'AI agent' : 'AI assistant',
  }),
  one(/\bshopify (?:theme|store speed)\b|\btheme (?:speed|optimi[sz])/i, 'Shopify theme', 'development', 'build', {
    named: true,
    minBudget: 150,
  }),
  one(/\bshopify app\b/i, 'Shopify app', 'development', 'build', { named: true, minBudget: 500 }),
  one(/\bwordpress (?:plugin|theme)\b/i, 'WordPress plugin', 'development', 'build', {
    named: true,
    minBudget: 150,
    international: true,
  }),
  one(
    /\b(?:shopify|woocommerce|magento(?: 2)?|bigcommerce|e-?commerce|online) (?:store|shop|site|website)\b|\be-?commerce\b|\btienda online\b|\bboutique en ligne\b|\bonline-?shop\b|\bloja virtual\b/i,
    'online store',
    'development',
    'build',
    {
      minBudget: 400,
      international: true,
      name: (m) =>
        /shopify/i.test(m)
          ? 'Shopify store'
          : /woocommerce/i.test(m)
            ? 'WooCommerce store'
            : /magento/i.test(m)
              ? 'Magento store'
              : /bigcommerce/i.test(m)
                ? 'BigCommerce store'
                : 'online store',
    },
  ),
  // "A/B test analysis for pricing experiment": the numbers of a test, not the page it ran on.
  one(
    /\ba\/b test(?:ing)? (?:analysis|results)\b|\banaly[sz]\w* (?:the |our |an? )?(?:a\/b|split) tests?\b|\bexperiment (?:analysis|results)\b/i,
    'A/B test analysis',
    'data',
    'run',
    { minBudget: 100, named: true },
  ),
  // "Landing page CRO audit": how many visitors act, a marketer's measure, whatever page it is on.
  one(
    /\b(?:(?:landing|sales|pricing) page |website |site )?(?:cro|conversion rate optimi[sz]ation)\b/i,
    'conversion rate',
    'marketing',
    'improve',
    {
      minBudget: 150,
      name: (_, text) => (/\blanding page\b/i.test(text) ? 'landing page conversion rate' : 'conversion rate'),
    },
  ),
  // "Landing page design in Figma": a designer's screens, which the client's developer builds.
  one(
    /\b(?:landing|pricing|sales) ?page (?:design|mock-?ups?|ui)\b|\bdesign (?:a |an |our |the |my )?(?:new )?(?:landing|pricing|sales) ?page\b|\b(?:landing|pricing|sales) ?page\b[^.\n]{0,30}\b(?:in|on) figma\b/i,
    'landing page',
    'design',
    'design',
    {
      minBudget: 150,
      international: true,
      name: (matched) => `${/pricing/i.test(matched) ? 'pricing' : /sales/i.test(matched) ? 'sales' : 'landing'} page`,
    },
  ),
  // A pricing or sales page is one page like a landing page, named as the post names it.
  one(/\b(?:landing|pricing|sales) ?page\b/i, 'landing page', 'development', 'build', {
    minBudget: 150,
    international: true,
    name: (matched) => `${matched.toLowerCase().replace(/\s*page$/, '')} page`,
  }),
  one(
    /\breact native\b|\bflutter\b|\b(?:ios|android|mobile) (?:app|application)s?\b|\bios (?:and|&|\+|\/) android\b|\bapp store\b|\bplay store\b/i,
    'mobile app',
    'development',
    'build',
    { minBudget: 1500, international: true },
  ),
  // A tool for the client's own team ("CSV upload -> cleaned report"), not a site its customers visit.
  one(
    /\binternal (?:tool|app|web app|dashboard|portal)s?\b|\b(?:small|simple|custom) (?:web |internal )?(?:tool|utility)\b|\bweb tool\b/i,
    'internal tool',
    'development',
    'build',
    { minBudget: 300, international: true },
  ),
  // "Fix Stripe webhook failing in production": the endpoint that hears from another service.
  one(/\bwebhooks?\b(?! (?:processing|handling|events?)\b)/i, 'webhook', 'development', 'build', { minBudget: 100 }),
  // "Custom product configurator" for a store: built into the product page, not an app of its own.
  one(
    /\b(?:product |custom |sign |3d )?(?:configurator|customi[sz]er)\b/i,
    'product configurator',
    'development',
    'build',
    {
      minBudget: 500,
    },
  ),
  // "Uploading 120 products to our Shopify store": listings entered in a store that exists.
  many(
    /\b(?:upload\w*|add\w*|list\w*|enter\w*|import\w*) (?:about |around |over )?(?:\d[\d,]* |all (?:of )?(?:our |the )?|our |the )(?:new )?products\b|\bproduct (?:uploads?|data entry)\b/i,
    'product listings',
    'admin',
    'upload',
    { minBudget: 50 },
  ),
  // "A 25-page business plan for a bank loan": a document for lenders or investors.
  one(/\bbusiness plans?\b/i, 'business plan', 'writing', 'write', { minBudget: 100 }),
  // "Rewrite my resume and LinkedIn profile": a document about the client, written for recruiters.
  one(/\b(?:resum[eé]s?|cvs?|curriculum vitae|cover letters?)\b/i, 'resume', 'writing', 'write', {
    minBudget: 50,
    name: (_, text) =>
      /\blinkedin (?:profile|headline|about)\b/i.test(text) ? 'resume and LinkedIn profile' : 'resume',
  }),
  // "Optimize slow queries (Postgres)": the database's work, measured in its query plans.
  one(
    /\b(?:slow|optimi[sz]e|tun(?:e|ing)|speed up)\s+(?:the\s+|our\s+|\d+\s+)?(?:[\w-]+\s+)?(?:sql\s+)?queries\b|\bquery (?:optimi[sz]ation|performance|tuning)\b/i,
    'database queries',
    'data',
    'speed up',
    { minBudget: 150 },
  ),
  one(
    // An MVP is a stage, not a platform: "MVP … (React Native)" is a mobile app.
    // "SaaS company", "our SaaS website": the client's kind of business, not a thing to build.
    /\b(?:web|saas) (?:app|application|platform)\b|(?<!\bfor (?:an? |our |my )?(?:[\w-]+ ){0,3})\bsaas\b(?!\s+(?:company|companies|startup|business|brand|clients?|founders?|firm|team|website|site|blog|marketing|product pages?|pricing pages?))|\bmvp\b(?![^.\n]*\b(?:react native|flutter|ios|android|mobile)\b)|\bmarketplace (?:app|platform|website)\b/i,
    'web app',
    'development',
    'build',
    { minBudget: 1000, international: true },
  ),
  one(/\b(?:scraper|scraping|crawler)\b|\bscrape\b/i, 'web scraper', 'development', 'build', {
    minBudget: 50,
    international: true,
  }),
  // "Python script to download invoices": one program that runs on its own, not an app with screens.
  one(
    /\b(?:python|node(?:\.js)?|bash|powershell|google apps|apps) scripts?\b|\bscripts? (?:to|that) (?:download|upload|export|import|rename|move|sync|pull|fetch|send|convert|process)\b/i,
    'script',
    'development',
    'write',
    {
      minBudget: 50,
      name: (matched) => {
        const language = /\b(python|node(?:\.js)?|bash|powershell|google apps)\b/i.exec(matched)?.[1];
        if (!language) return 'script';
        return `${language.toLowerCase() === 'node' ? 'Node.js' : language.replace(/^./, (c) => c.toUpperCase()).replace(/^Google apps$/i, 'Google Apps')} script`;
      },
    },
  ),
  many(
    /\b(?:zapier|make\.com|n8n|integromat)\b|\bautomat(?:e|ion|ions)\b.*\b(?:workflow|zap)s?\b/i,
    'automations',
    'development',
    'set up',
    { minBudget: 50, international: true },
  ),
  one(
    /\b(?:subscription billing|stripe (?:billing|integration|checkout|subscriptions?|connect)|payment (?:integration|gateway|processing))\b/i,
    'billing integration',
    'development',
    'build',
    { minBudget: 300 },
  ),
  one(/\bapi\b.*\bintegrat|\bintegrat\w*\b.*\bapi\b/i, 'API integration', 'development', 'build', { minBudget: 200 }),
  one(/\b(?:rest|graphql) api\b|\bbackend\b|\bback-end\b/i, 'backend', 'development', 'build', {
    minBudget: 500,
    platforms: SERVER_PLATFORMS,
  }),
  one(
    /\b(?:video ?game|mobile game|browser game|unity game|game dev\w*|indie game)\b/i,
    'game',
    'development',
    'build',
    { minBudget: 500, international: true },
  ),
  one(/\bsmart contracts?\b|\bsolidity\b|\bweb3\b/i, 'smart contract', 'development', 'build', {
    minBudget: 500,
    international: true,
  }),
  // "Automate weekly report from Shopify + Google Ads": the report, not the ad account it draws on.
  one(
    /\bautomat\w* (?:(?:our|my|the|a|weekly|monthly|daily)\s+){0,2}(?:(?:sales|marketing|finance|kpi|ads?|inventory|ops)\s+)?(?:reports?|reporting)\b|\breport(?:ing)? automation\b/i,
    'report',
    'data',
    'automate',
    { minBudget: 100, international: true },
  ),
  mass(/\b(?:apps? script|vba|macros?|excel automation)\b/i, 'spreadsheet automation', 'data', 'build', {
    minBudget: 50,
  }),
  // A site moving between builders ("from Wix to WordPress") is the site, whatever the post says of its SEO.
  one(
    /\b(?:wix|squarespace|webflow|wordpress|weebly|godaddy|joomla|drupal|shopify|woocommerce) to (?:wordpress|webflow|shopify|framer|wix|squarespace|next\.?js|woocommerce)\b/i,
    'website',
    'development',
    'build',
    { minBudget: 300, international: true },
  ),
  // A site named by its build or its pages: "Figma to Webflow", "6-page marketing site".
  one(
    /\bfigma to (?:webflow|wordpress|framer|html|code|react|next\.?js)\b|\b(?:\d+|multi|one|single)[- ]page (?:marketing |company |business |portfolio )?(?:site|website)\b|\bmarketing (?:site|website)\b/i,
    'website',
    'development',
    'build',
    { minBudget: 300, international: true },
  ),
  one(
    /\b(?:website|web site|webpage|web page|webflow|wordpress|wix|squarespace|framer|site web|sitio web|webseite|site)\b/i,
    'website',
    'development',
    'build',
    { minBudget: 300, generic: true, international: true },
  ),
  one(/\bapps?\b|\b(?:mobile|web|desktop) applications?\b/i, 'app', 'development', 'build', {
    minBudget: 1000,
    generic: true,
    international: true,
  }),

  // design
  // "A 10-slide summary deck" of a survey's findings is how an analysis is delivered, not a deck to pitch.
  one(
    /\bpitch ?deck|\binvestor deck|(?<!(?:summary|results|findings|report|analysis)\s)\bdeck\b/i,
    'pitch deck',
    'design',
    'design',
    {
      minBudget: 150,
    },
  ),
  // "Redesign our checkout flow": the steps a buyer goes through, designed before a developer builds them.
  one(
    /\b(?:redesign|design|ux|ui)\w*\s+(?:of\s+)?(?:our |the |your |a |an )?(?:mobile |new )?checkout(?: flow| experience| process)?\b|\bcheckout (?:flow|experience|ux|ui) (?:re)?design\b/i,
    'checkout flow',
    'design',
    'design',
    { minBudget: 300 },
  ),
  one(/\b(?:presentation|slides|powerpoint|keynote)\b(?! (?:talk|speech))/i, 'presentation', 'design', 'design', {
    minBudget: 100,
  }),
  // "Redesign email newsletter template": how the email looks, not what it says.
  one(/\b(?:email|newsletter)(?: newsletter)? (?:template|design|layout)s?\b/i, 'email template', 'design', 'design', {
    minBudget: 80,
  }),
  mass(
    /\bpackaging|\blabel design|\blabels?\b.*\b(?:bottle|jar|bag|can|box|product)|\bbox design|\bbag (?:design|label)/i,
    'packaging',
    'design',
    'design',
    { minBudget: 150 },
  ),
  // "Logo + brand kit" asks for both: the logo is part of the identity, and the name says it first.
  one(
    /\blogos?\s*(?:and|\+|&|\/|,)\s*(?:a\s+)?(?:brand(?:ing)?|visual identity|identity)\b|\bbrand (?:identity|kit|guide|guidelines|book)|\bbranding\b|\bvisual identity\b|\brebrand|\bidentité visuelle\b|\bidentidad (?:visual|corporativa)\b|\bcharte graphique\b/i,
    'brand identity',
    'design',
    'design',
    {
      minBudget: 300,
      international: true,
      name: (matched) =>
        /^logo/i.test(matched)
          ? 'logo and brand identity'
          : /guide|book/i.test(matched)
            ? 'brand guide'
            : 'brand identity',
    },
  ),
  one(/\blogo(?:tipo|type)?s?\b/i, 'logo', 'design', 'design', { minBudget: 50, international: true }),
  one(
    /\b(?:app |user |mobile )?onboarding (?:flow|screens?|experience|drop-?off|funnel|\()|\bapp onboarding\b|\b(?:b2[bc] )?(?:saas|product|trial) onboarding\b|\bfix (?:our |the )?onboarding\b/i,
    'onboarding flow',
    'design',
    'redesign',
    { minBudget: 300 },
  ),
  // "Convert Figma designs to React components": the designs exist; the work is the code built from them.
  one(
    /\b(?:convert|turn|implement|code|build)\s+(?:(?:our|the|my)\s+)?(?:figma|xd|sketch|psd)(?:\s+(?:designs?|files?|mockups?|screens?))?\s+(?:to|into|in)\s+[\w.+]+/i,
    'front end',
    'development',
    'build',
    {
      minBudget: 300,
      name: (m) => {
        const target = /(?:to|into|in)\s+([\w.+]+)$/i.exec(m)?.[1] ?? '';
        return /^(?:react|vue|angular|svelte|next\.?js|html|tailwind)$/i.test(target)
          ? `${target
              .replace(/^react$/i, 'React')
              .replace(/^html$/i, 'HTML')
              .replace(/^vue$/i, 'Vue')} front end`
          : 'front end';
      },
    },
  ),
  // "Figma to Webflow", "from our Figma": the design exists, and the work is what is built from it.
  one(
    /\b(?:ui|ux|ui\/ux|product) design|\b(?:app|dashboard|saas) (?:design|redesign)\b|(?<!\b(?:from|in) (?:our |the |my |your )?)\bfigma\b(?!\s*(?:to|into|→|->|>)\s)|\bwireframes?|\bprototypes?\b|\bmockups?\b/i,
    'app interface',
    'design',
    'design',
    { minBudget: 500 },
  ),
  one(
    /\b(?:web|website) design|\bredesign (?:of )?(?:(?:our|the|my|a|an)\s+)?(?:[\w-]+\s+){0,2}?(?:website|site)\b|\b(?:website|site) redesign\b/i,
    'website',
    'design',
    'design',
    { minBudget: 300 },
  ),
  many(
    /\b(?:canva|instagram|social media|feed|pinterest|story) (?:carousel )?(?:templates?|posts?|graphics?|designs?)\b|\bcarousel templates?\b/i,
    'social media templates',
    'design',
    'design',
    { minBudget: 50 },
  ),
  one(/\bbook cover\b/i, 'book cover', 'design', 'design', { minBudget: 75 }),
  many(/\bchildren'?s book|\billustrat/i, 'illustrations', 'design', 'create', { minBudget: 100, international: true }),
  // A shop's or a channel's banner is seen on a screen, not printed.
  many(
    /\b(?:flyers?|brochures?|posters?|(?<!(?:shop|store|etsy|youtube|channel|web|site|twitter|linkedin|facebook|profile|cover|header) )banners?(?![^.\n]{0,40}\b(?:etsy|youtube|twitch|channel|website|online)\b)|business cards?|menu design|(?:restaurant|dinner|lunch|drinks?|cafe|café) menus?|infographics?|one-pagers?)\b/i,
    'print materials',
    'design',
    'design',
    { minBudget: 30 },
  ),
  many(/\b(?:t-?shirts?|merch|apparel)\b/i, 'merch designs', 'design', 'create', { minBudget: 30 }),
  many(/\bthumbnails?\b/i, 'thumbnails', 'design', 'design', { minBudget: 10, international: true }),
  many(/\b(?:3d (?:model|render|animation)s?|renders?|blender)\b/i, '3D renders', 'design', 'create', {
    minBudget: 100,
  }),
  one(/\bicon set\b|\bicons\b/i, 'icon set', 'design', 'design', { minBudget: 50 }),
  one(/\bphoto ?shoot|\bproduct photo\w*|\bphotographer\b/i, 'photo shoot', 'design', 'shoot', { minBudget: 150 }),

  // video and audio
  // A voice for a script: the voice is the work, even when it is for someone's explainer.
  one(
    /\bvoice[- ]?over (?:artist|actor|talent|for)\b|\b(?:male|female) (?:[\w-]+ )?voice\b|\bvoice actor\b|^(?:[\w-]+ )?voice[- ]?over\b/i,
    'voice-over',
    'video',
    'record',
    { minBudget: 50, international: true },
  ),
  // A videographer is there on the day; a wedding film to edit arrives as footage.
  one(
    /\bwedding videograph\w*|\bvideograph\w* for (?:our|my|a) wedding|\b(?:film|shoot) (?:our|my) wedding/i,
    'wedding film',
    'video',
    'shoot',
    { minBudget: 300 },
  ),
  one(/\bwedding (?:video(?!graph)|film|highlight)/i, 'wedding film', 'video', 'edit', { minBudget: 150 }),
  one(
    /\bvideographer|\bvideo shoot|\bbrand (?:video|shoot)|\bfilming\b|\bfilm (?:a|our|the) /i,
    'brand video',
    'video',
    'shoot',
    { minBudget: 300 },
  ),
  // "Editor for weekly podcast (video + audio)": the episodes are the work, their video one part of it.
  many(
    /\bpodcast (?:edit|editing|editor|audio|episodes?)|\baudio edit|\bedit(?:or|ing)? for (?:an? |our |my |the )?(?:[\w-]+ ){0,2}podcasts?\b/i,
    'podcast episodes',
    'video',
    'edit',
    { minBudget: 30 },
  ),
  one(
    /\b(?:explainer|animated|animation|motion graphics?|2d animation|lottie)\b/i,
    'animated video',
    'video',
    'create',
    { minBudget: 200 },
  ),
  // "A commercial" is a video; "commercial solar" or "commercial cleaning" is a kind of customer.
  many(
    /\b(?:ugc|video ads?|ad creatives?|(?:a|an|our|the|tv|video|\d+[- ]second) commercial|commercials)\b/i,
    'video ads',
    'video',
    'produce',
    {
      minBudget: 100,
    },
  ),
  mass(/\bcolou?r[- ]?(?:grad\w*|correct\w*)\b/i, 'color grading', 'video', 'handle', {
    minBudget: 100,
    international: true,
  }),
  // "Turn webinar recording into 10 LinkedIn clips": cuts of a long recording, captions or not.
  many(
    /\b(?:\d+ )?(?:short |vertical |social |linkedin |tiktok |instagram )?clips\b|\bturn (?:a |our |my |the )?(?:webinar|podcast|video|interview|recording|livestream)s?(?: recordings?)? into\b/i,
    'video clips',
    'video',
    'cut',
    { minBudget: 50 },
  ),
  // "Interpreter needed for Zoom meetings": spoken, live, in turns; no text to translate.
  mass(/\binterpret(?:er|ers|ing)\b|\binterpretation\b/i, 'interpreting', 'translation', 'provide', {
    minBudget: 50,
  }),
  many(/\b(?:subtitles|captions|subtítulos|legendas|sous-titres)\b/i, 'subtitles', 'translation', 'create', {
    minBudget: 20,
    international: true,
  }),
  many(
    /\b(?:youtube|tiktok|reels?|shorts|v[íi]deos?|footage)\b.*\b(?:edit\w*|edi[çc][ãa]o|montaje|montage|schnitt)\b|\b(?:edit\w*|edi[çc][ãa]o|montaje|montage|schnitt)\b.*\b(?:v[íi]deos?|reels?|shorts|youtube|footage|tiktoks?)\b|\bvideo ?editor\b/i,
    'videos',
    'video',
    'edit',
    {
      minBudget: 30,
      international: true,
      name: (m) =>
        /youtube/i.test(m) ? 'YouTube videos' : /tiktok|reels?|shorts/i.test(m) ? 'short-form videos' : 'videos',
    },
  ),

  // writing (before marketing: "SEO articles" is writing, "SEO audit" marketing)
  one(/\bgrant (?:application|proposal|writ)/i, 'grant application', 'writing', 'write', { minBudget: 200 }),
  // A report to a funder or the public is written, not built from data.
  one(/\b(?:grant|annual|impact|foundation|donor) reports?\b/i, 'report', 'writing', 'write', {
    minBudget: 150,
    name: (matched) => matched.toLowerCase().replace(/s$/, ''),
  }),
  many(/\bshow ?notes\b/i, 'show notes', 'writing', 'write', { minBudget: 20 }),
  many(/\bproduct (?:descriptions?|listings?|copy)\b|\blisting copy\b/i, 'product descriptions', 'writing', 'write', {
    minBudget: 20,
  }),
  mass(
    /\b(?:technical writ|documentation|user (?:manual|guide)|api docs|knowledge base|help (?:center|centre) articles)/i,
    'documentation',
    'writing',
    'write',
    {
      minBudget: 200,
      name: (_, text) =>
        /\bapi\b/i.test(text)
          ? 'API documentation'
          : /user (?:manual|guide)/i.test(text)
            ? 'user guide'
            : 'documentation',
    },
  ),
  // "Ghostwriter" names the role, not the thing: a ghostwriter for LinkedIn posts writes posts.
  one(
    /\b(?:ghostwrit(?!ers?\b)\w*|e-?book|memoir|non-?fiction book|(?:a|my|our) (?:first |new |business |non-?fiction |self-help |short )?book\b(?! ?(?:club|store|shop|keep|cover|launch|tour))|novel|manuscript)\b/i,
    'book',
    'writing',
    'write',
    {
      minBudget: 300,
      name: (m, text) =>
        /e-?book/i.test(`${m} ${text}`)
          ? 'ebook'
          : /business book/i.test(text)
            ? 'business book'
            : /memoir/i.test(text)
              ? 'memoir'
              : 'book',
    },
  ),
  one(/(?<!your )\b(?:resume|cv|cover letter)\b(?! (?:or|and) )/i, 'resume', 'writing', 'write', { minBudget: 30 }),
  one(/\bpress release\b/i, 'press release', 'writing', 'write', { minBudget: 50 }),
  many(/\bcase stud(?:y|ies)|\bwhite ?papers?\b/i, 'case studies', 'writing', 'write', { minBudget: 100 }),
  many(/\b(?:video|youtube) scripts?|\bscriptwrit/i, 'video scripts', 'writing', 'write', { minBudget: 30 }),
  many(
    /\blinkedin (?:posts|content|ghostwrit\w*|thought leadership|messages|message sequences?|sequences?|dms?)/i,
    'LinkedIn posts',
    'writing',
    'write',
    {
      named: true,
      minBudget: 50,
      // "Write LinkedIn messages for our outbound campaign": messages to people, not posts to a feed.
      name: (m) => (/messages?|sequences?|dms?$/i.test(m) ? 'LinkedIn messages' : 'LinkedIn posts'),
    },
  ),
  many(/\bfaqs?\b|\bfrequently asked questions\b/i, 'FAQ answers', 'writing', 'write', { minBudget: 50 }),
  // A talk is written to be said aloud: "Speechwriter for a TEDx talk", "keynote speech".
  one(
    /\bspeech ?writ\w*|\bspeech(?:es)?\b|\b(?:ted|tedx) talks?\b|\bkeynote (?:talk|speech)\b/i,
    'speech',
    'writing',
    'write',
    {
      minBudget: 100,
    },
  ),
  mass(
    /\bnewsletters?\b(?! (?:template|design|layout)s?\b)|\bemail (?:sequence|copy|series)\b/i,
    'email copy',
    'writing',
    'write',
    {
      minBudget: 50,
    },
  ),
  // "Rewrite 10 product pages": the words on pages, not the pages' code.
  mass(
    /\b(?:website|landing page|sales page|web|homepage) copy|\bcopywrit\w*|\b(?:re)?writ\w* (?:(?:the|our|my|\d+)\s+)?(?:[\w-]+\s+)?(?:pages|homepage|landing pages?|sales pages?)\b/i,
    'website copy',
    'writing',
    'write',
    {
      minBudget: 100,
    },
  ),
  many(
    /\b(?:blog|articles?|blog posts?|content writ\w*|seo content|seo writ\w*|artículos|artigos|artikel|articoli)\b/i,
    'blog articles',
    'writing',
    'write',
    { minBudget: 20, international: true },
  ),
  one(
    /\b(?:proofread\w*|copy ?edit\w*|line edit\w*|essay|thesis|dissertation)\b/i,
    'document',
    'writing',
    'proofread',
    {
      minBudget: 20,
      generic: true,
      name: (m, text) =>
        /\b(dissertation|thesis|essay|manuscript|novel)\b/i.exec(`${m} ${text}`)?.[1]?.toLowerCase() ?? 'document',
    },
  ),

  // marketing
  one(
    /\bgoogle ads\b|\badwords\b|\bppc\b|\bperformance max\b|\bsearch ads\b/i,
    'Google Ads account',
    'marketing',
    'manage',
    { named: true, minBudget: 150, international: true },
  ),
  many(
    /\b(?:facebook|meta|instagram|fb) ads?\b|\bpaid social\b|\bmedia buy\w*/i,
    'Meta Ads campaigns',
    'marketing',
    'run',
    {
      named: true,
      minBudget: 150,
      international: true,
      name: (m) =>
        /facebook|fb/i.test(m)
          ? 'Facebook Ads campaigns'
          : /instagram/i.test(m)
            ? 'Instagram Ads campaigns'
            : /paid social|media buy/i.test(m)
              ? 'paid social campaigns'
              : 'Meta Ads campaigns',
    },
  ),
  many(
    /\b(?:tiktok|pinterest|linkedin|snapchat|reddit|x|twitter|youtube) ads?\b/i,
    'TikTok ad campaigns',
    'marketing',
    'run',
    {
      named: true,
      minBudget: 150,
      international: true,
      // The platform as the post writes it: "Pinterest ad campaigns", "LinkedIn ad campaigns".
      name: (m) => {
        const platform = m.split(/\s+/)[0]?.toLowerCase() ?? '';
        const names: Record<string, string> = {
          linkedin: 'LinkedIn',
          tiktok: 'TikTok',
          x: 'X',
          twitter: 'X',
          youtube: 'YouTube',
        };
        return `${names[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1)} ad campaigns`;
      },
    },
  ),
  // "Amazon listing images (7 images)": pictures a designer makes, not a listing to optimise.
  many(
    /\b(?:amazon |product |listing )(?:listing )?(?:images|infographics)\b|\ba\+ content\b/i,
    'listing images',
    'design',
    'design',
    {
      minBudget: 50,
    },
  ),
  many(/\bamazon (?:ppc|ads|listings?|sponsored)/i, 'Amazon listings', 'marketing', 'optimise', {
    named: true,
    minBudget: 100,
    international: true,
    // "Amazon PPC manager" runs the ads, not the listings.
    name: (m) => (/listing/i.test(m) ? 'Amazon listings' : 'Amazon PPC campaigns'),
  }),
  many(
    /\b(?:klaviyo|mailchimp|email marketing|email flows?|drip campaigns?)\b/i,
    'email flows',
    'marketing',
    'set up',
    { minBudget: 150, international: true },
  ),
  mass(
    /\bseo\b(?!\s+(?:blog|content|articles?|writ\w*|copy\w*|friendly))|\bsearch engine optimi[sz]ation\b|\bbacklinks?\b|\bkeyword research\b|\bgoogle (?:my )?business(?: profile)?\b|\bgbp\b/i,
    'SEO',
    'marketing',
    'improve',
    {
      minBudget: 100,
      international: true,
      name: (_, text) =>
        /\blocal seo\b|google (?:my )?business|\bgbp\b|\bmaps\b/i.test(text)
          ? 'local SEO'
          : /technical seo/i.test(text)
            ? 'technical SEO'
            : 'SEO',
    },
  ),
  many(
    /\b(?:social media|instagram|tiktok|linkedin|pinterest|youtube(?: channel)?) (?:manag\w*|market\w*|growth|accounts?)|\bcontent calendar|\bcommunity manag\w*|\bredes sociales\b|\bréseaux sociaux\b|\bredes sociais\b|\bsocial[- ]media[- ]manager\b/i,
    'social media accounts',
    'marketing',
    'manage',
    // "your social media accounts", not "your TikTok social media accounts"; a YouTube channel is one.
    {
      minBudget: 100,
      international: true,
      named: true,
      name: (m) => (/youtube/i.test(m) ? 'YouTube channel' : 'social media accounts'),
    },
  ),
  // "Google Analytics 4 training for our team": the training is the work, the product its subject.
  one(
    // "A financial coaching business" is the client's trade, not a session to run.
    /\b(?:[\w.]+\s+){0,3}?(?:training|workshop|coaching|mentoring|tutoring)(?: sessions?)?\b(?!\s+(?:data|sets?|videos?|materials?|manuals?|programs?|business(?:es)?|company|companies|brand|clients?|practice|firm|agency|platform|app))/i,
    'training session',
    'general',
    'run',
    {
      minBudget: 50,
      name: (matched) => {
        const subject = matched.replace(/\s*\b(?:training|workshop|coaching|mentoring|tutoring)\b.*$/i, '').trim();
        const what =
          matched.match(/\b(?:training|workshop|coaching|mentoring|tutoring)\b/i)?.[0]?.toLowerCase() ?? 'training';
        return subject &&
          !/^(?:a|an|the|our|my|live|online|team|staff)$/i.test(subject) &&
          !/\b(?:for|a|an|the|of|to|in|with|our|my)\b/i.test(subject)
          ? `${subject} ${what} session`
          : `${what} session`;
      },
    },
  ),
  mass(
    /\b(?:ga4|google analytics|tag manager|gtm|conversion tracking|tracking setup)\b/i,
    'conversion tracking',
    'marketing',
    'set up',
    { minBudget: 100 },
  ),
  mass(/\binfluencer\b/i, 'influencer outreach', 'marketing', 'run', { minBudget: 100 }),
  one(
    /\b(?:marketing strategy|go-to-market|gtm strategy|marketing plan|launch plan)\b/i,
    'marketing plan',
    'marketing',
    'write',
    { minBudget: 200 },
  ),

  // data
  one(/\bdashboards?\b|\bpower bi\b|\btableau\b|\blooker\b/i, 'dashboard', 'data', 'build', {
    minBudget: 150,
    international: true,
  }),
  // "CI/CD pipeline with GitHub Actions": how code ships, not how data flows.
  one(
    /\bci\s*\/\s*cd (?:pipelines?|setup|set ?up)\b|\bset(?:ting)? up ci\s*\/\s*cd\b|\bgithub actions (?:pipelines?|workflows?)\b|\b(?:deployment|deploy|release) pipelines?\b/i,
    'CI/CD pipeline',
    'development',
    'set up',
    {
      minBudget: 150,
      named: true,
    },
  ),
  one(/\b(?:etl|data pipelines?|pipelines?|dbt|data warehouse|airflow)\b/i, 'data pipeline', 'data', 'build', {
    minBudget: 300,
  }),
  one(
    /\b(?:machine learning|ml model|predict\w*|churn model|classifier|forecast(?:ing)? model)\b/i,
    'predictive model',
    'data',
    'build',
    { minBudget: 300 },
  ),
  one(
    /\b(?:churn|cohort|retention) analys[ie]s\b|\banaly[sz]\w* (?:(?:our|the|my|customer|user|subscriber)\s+){0,2}(?:churn|retention|cohorts?)\b/i,
    'churn analysis',
    'data',
    'run',
    { minBudget: 100 },
  ),
  mass(
    /\b(?:statistical|survey|data) analys[ie]s\b|\bregression\b|\bspss\b|\bstata\b/i,
    'data analysis',
    'data',
    'run',
    {
      minBudget: 100,
      name: (_, text) =>
        /survey/i.test(text) ? 'survey analysis' : /statistic/i.test(text) ? 'statistical analysis' : 'data analysis',
    },
  ),
  mass(
    // "Convert 300 PDF invoices to Excel": typing what documents say into a sheet.
    /\b(?:data entry|data cleaning|clean (?:up )?(?:our|the|my) data|deduplicat\w*|(?:convert|transfer|copy|extract)\w* (?:(?:\d[\d,]*|our|the|my|all|scanned)\s+){0,3}(?:pdfs?|scans?|invoices|receipts|forms|documents|business cards)\b[^.\n]{0,30}\b(?:in)?to (?:an? )?(?:excel|google sheets?|spreadsheets?|csv))\b/i,
    'data entry',
    'admin',
    'handle',
    { minBudget: 20 },
  ),
  one(/\b(?:spreadsheet|google sheets?|excel)\b/i, 'spreadsheet', 'data', 'build', {
    minBudget: 30,
    generic: true,
    international: true,
  }),
  many(/\bsql\b|\bqueries\b|\breport(?:s|ing)\b/i, 'reports', 'data', 'build', { minBudget: 100, generic: true }),

  // admin and support
  // "Travel planning assistant for a 3-week Japan trip": the trip is the work, not a place on a team.
  one(
    /\b(?:travel|trip|vacation|holiday|honeymoon) (?:planning|planner|itinerar(?:y|ies))\b|\bplan (?:a|our|my) (?:[\w-]+ ){0,2}(?:trip|vacation|holiday|honeymoon)\b|\bitinerar(?:y|ies)\b/i,
    'trip itinerary',
    'admin',
    'plan',
    { minBudget: 50 },
  ),
  one(
    /\b(?:build|compile|create|make|research|put together) (?:a )?(?:list|database|directory|spreadsheet) of\b|\blist of \d[\d,]*\b|\bresearch (?:on )?\d[\d,]*\+? [\w-]+/i,
    'research list',
    'admin',
    'build',
    { minBudget: 30 },
  ),
  one(
    /\b(?:notion|airtable|clickup|asana|monday\.com) (?:workspace|setup|set up|system|base)|\bnotion\b|\bairtable\b/i,
    'workspace',
    'admin',
    'set up',
    { minBudget: 50, international: true },
  ),
  mass(
    // A support chatbot is software to build: its words are not the support work itself.
    /\bcustomer (?:support|service|success)(?! (?:chat ?bots?|bots?|ai|agents? \(ai\)|software|tools?|platform|system))|\bchat support|\bzendesk|\bgorgias|\bsupport tickets?/i,
    'customer support',
    'admin',
    'provide',
    { minBudget: 50 },
  ),
  mass(/\btranscri(?:be|bing|ption)/i, 'transcription', 'translation', 'handle', {
    minBudget: 20,
    international: true,
  }),
  // "Email inbox cleanup": the inbox itself, cleaned up or kept at zero.
  one(
    /\b(?:e-?mail |gmail |outlook )?inbox (?:clean ?up|zero|organi[sz]\w*|overhaul)|\binbox zero\b/i,
    'inbox',
    'admin',
    'organise',
    {
      minBudget: 50,
    },
  ),
  mass(
    /\b(?:virtual|executive|personal|admin(?:istrative)?|real estate) assistan\w*|\bVA\b|\binbox|\bcalendar manag\w*|\bemail manag\w*/i,
    'admin support',
    'admin',
    'provide',
    {
      minBudget: 30,
      name: (m) =>
        /executive/i.test(m)
          ? 'executive assistant support'
          : /real estate/i.test(m)
            ? 'real estate admin support'
            : /virtual/i.test(m)
              ? 'virtual assistant support'
              : 'admin support',
    },
  ),

  // translation
  mass(/\blocali[sz]ation\b|\blocali[sz]e\b|\blocalizaci[óo]n\b/i, 'localisation', 'translation', 'handle', {
    minBudget: 50,
    international: true,
  }),
  mass(
    /\btranslat\w*|\btraduc\w*|\bübersetz\w*|\btradu[çc][ãa]o\b|\bvertaling\b/i,
    'translation',
    'translation',
    'handle',
    { minBudget: 20, international: true },
  ),
  // "English to Spanish - medical device instructions for use": a language pair alone says translation, when
  // nothing more telling (subtitles, a localisation) names the work.
  mass(
    /\b(?:English|Spanish|French|German|Portuguese|Italian|Dutch|Chinese|Japanese|Arabic)(?:\s*\([^)]{1,20}\))?\s+(?:to|into|>|→|->)\s+(?:English|Spanish|French|German|Portuguese|Italian|Dutch|Chinese|Japanese|Arabic)\b/i,
    'translation',
    'translation',
    'handle',
    { minBudget: 20, generic: true },
  ),

  // finance
  // "Set up QuickBooks Online for a new company": the system, set up once, not books to keep each month.
  one(
    /\bset(?:ting)?[- ]?up (?:(?:our|my|a|the|new)\s+)?(?:quickbooks(?: online)?|qbo|xero)\b|\b(?:quickbooks(?: online)?|qbo|xero) (?:set[- ]?up|setup|implementation)\b|\bchart of accounts\b/i,
    'accounting system',
    'finance',
    'set up',
    {
      minBudget: 150,
      name: (_, text) =>
        `${/\bxero\b/i.test(text) ? 'Xero' : /\bqbo\b|quickbooks online/i.test(text) ? 'QuickBooks Online' : 'QuickBooks'} account`,
    },
  ),
  // "Set up payroll in Gusto": the system, set up once and checked on its first run, not a payroll to sort out.
  mass(
    /\bset(?:ting)?[- ]?up (?:(?:our|my|a|the|new)\s+)?payroll\b|\bpayroll (?:set[- ]?up|setup|implementation|migration)\b|\b(?:move|moving|migrat\w*|switch\w*) (?:our |my |the )?payroll\b/i,
    'payroll system',
    'finance',
    'set up',
    {
      minBudget: 150,
      name: (_, text) => {
        const provider = /\b(Gusto|ADP|Paychex|Rippling|Deel|QuickBooks Payroll)\b/i.exec(text)?.[1];
        return provider ? `${provider} payroll` : 'payroll';
      },
    },
  ),
  mass(/\bpayroll\b|\bnómina\b|\bfolha de pagamento\b|\blohnabrechnung\b/i, 'payroll', 'finance', 'sort out', {
    minBudget: 100,
    international: true,
  }),
  many(
    /\b(?:tax returns?|tax filing|taxes|vat returns?|sales tax|1099s?|1040)\b/i,
    'tax returns',
    'finance',
    'prepare',
    { minBudget: 100 },
  ),
  one(
    /\bfinancial (?:model|projection|forecast)s?|\b3-statement|\bthree-statement|\bcash ?flow (?:model|forecast)/i,
    'financial model',
    'finance',
    'build',
    { minBudget: 300 },
  ),
  mass(
    /\bbookkeep\w*|\bquickbooks|\bxero\b|\breconcil\w*|\baccounts? (?:payable|receivable)|\bcontabilidad\b|\bcomptabilit[ée]\b|\bbuchhaltung\b|\bcontabilidade\b|\bcontabilit[àa]\b|\bboekhouding\b/i,
    'bookkeeping',
    'finance',
    'handle',
    { minBudget: 100, international: true },
  ),
  // "CFO-level financial model" describes the model: the model is the work.
  mass(
    /\b(?:cfo(?![- ](?:level|grade|quality|style))|fp&a|budgeting|financial planning)\b/i,
    'financial planning',
    'finance',
    'lead',
    {
      minBudget: 300,
    },
  ),

  // sales
  many(
    /\bappointment sett\w*|\bcold call\w*|\bsetter\b|\b(?:lead|demo) qualifi\w*|\bqualif\w* (?:inbound |new )?(?:leads?|demo requests)\b|\bbook(?:ing)? demos\b/i,
    'sales appointments',
    'sales',
    'book',
    { minBudget: 100 },
  ),
  one(
    /\bcold (?:email|outreach)|\boutreach campaign|\bemail outreach|\boutbound\b/i,
    'cold email campaign',
    'sales',
    'run',
    { minBudget: 100 },
  ),
  mass(/\blinkedin (?:outreach|lead|prospect\w*)|\bsales navigator/i, 'LinkedIn outreach', 'sales', 'run', {
    named: true,
    minBudget: 100,
  }),
  one(
    /\blead (?:gen|generation|list)s?|\bprospect (?:list|research)|\bb2b leads?\b|\bleads? list|\bneed (?:more )?leads\b|\blist of (?:\d[\d,]* )?(?:[\w-]+ ){0,4}(?:companies|businesses|clinics|practices|agencies|firms|owners|decision[- ]makers)\b/i,
    'lead list',
    'sales',
    'build',
    {
      minBudget: 50,
      name: (m, text) =>
        /lead gen/i.test(`${m} ${text}`) && !/\blists?\b/i.test(m) ? 'lead generation campaign' : 'lead list',
    },
  ),
  one(
    /\b(?:hubspot|pipedrive|salesforce|crm) (?:setup|set up|cleanup|migration|admin)|\bcrm\b/i,
    'CRM',
    'sales',
    'set up',
    { minBudget: 150 },
  ),
  one(/\b(?:sales rep|closer|business development|bdr|sdr)\b/i, 'sales pipeline', 'sales', 'grow', { minBudget: 300 }),
];
