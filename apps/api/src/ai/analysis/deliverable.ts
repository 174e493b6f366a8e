import indefinite from 'indefinite';
import { PLATFORM_SKILLS, escapeRegExp, termMatcher } from '@quillbid/shared';
import { categoryOfSkill, type Category } from './categories.js';
import { DELIVERABLES, type DeliverableKind } from './deliverables.js';
import { isPlatform } from './disciplines.js';
import { fromTitleCase, headCount, labelledTask, ROUTE, roleTasks, titleHead, titleTask } from './title.js';

/** What the client wants done to what, named in our words. */
export type Deliverable = {
  kind: DeliverableKind | null;
  category: Category;
  /** What is done: "build", "speed up", "fix", "redesign". */
  verb: string;
  /** True when the client already has the thing (a site to fix, books to clean up). */
  existing: boolean;
  /** The thing with its platform: "Shopify theme", "React Native mobile app", "logo". */
  noun: string;
  count: DeliverableKind['count'];
  /** Skills that name the platform or stack the work is on, most telling first. */
  platforms: string[];
  /** For translation work: "Spanish to English", when the post says. */
  languagePair: string | null;
  /** The role the title hires for ("senior full-stack engineer"), when it names one. */
  role: string | null;
  /**
   * Work the title asks for before the deliverable, in a part of its own: "Google Sheets cleanup + Looker
   * Studio dashboard" cleans up the sheets ({ verb: 'clean up', object: 'Google Sheets' }), then builds.
   */
  prior: { verb: string; object: string } | null;
  /** What the client wants added to what they have: "offline mode" for "React Native app - add offline mode". */
  feature: string | null;
  /** Where a migration goes: "from Heroku to AWS", as the title names both ends. */
  route: string | null;
  /** What a role is hired to do, when its title says ("find and pitch guests"). */
  tasks: string | null;
};

// What is added to an app or a store: a mode, a flow, a part of the shop.
const FEATURE = String.raw`(?:(?:[\w-]+\s+)?(?:mode|notifications|payments|login|sign[- ]in|authentication|subscriptions|search|filters|chat|bundles|discounts|reviews|wishlists?|upsells|reminders|analytics|tracking|webhooks|2fa|sso)|[\w-]+(?:\s+[\w-]+)?\s+(?:support|integration|feature|features|functionality))`;

/** Actions a post can ask for, strongest first, with the kinds of work each one makes sense for. */
const ACTIONS: { verb: string; pattern: RegExp; categories: Category[] }[] = [
  {
    // Work someone else started: "about 70% done", "the previous developer left", "finish our app".
    verb: 'finish',
    pattern:
      /\b(?:\d{2}\s?% (?:done|complete|completed|finished|built)|previous (?:developer|dev|freelancer|agency|team|programmer) (?:left|quit|disappeared|stopped|abandoned|ghosted)|take over (?:an?|our|my|the) (?:[\w-]+ ){0,2}(?:project|app|codebase|site|website)|half[- ](?:built|finished|done)|unfinished (?:[\w-]+ )?(?:app|site|website|project|mvp)|finish (?:our|my) (?:[\w-]+ ){0,2}(?:app|site|website|mvp|platform|store))\b/i,
    categories: ['development'],
  },
  {
    verb: 'fix',
    pattern:
      /\b(?:debug\w*|broken|bugs?|not working|crash\w*|troubleshoot\w*|keeps returning|hacked|malware|infected|redirect\w* to spam|(?:critical|fatal|php|500) error|(?:throw\w*|getting|gets|shows?|showing|gives?|giving) (?:an? |the |this |that )?(?:[\w-]+ )?errors?|errors? (?:on|at|in|when|during|while) (?:the )?(?:checkout|payment|login|sign ?up|upload|launch|start ?up|build|deploy\w*)|checkout errors?|white screen|blank (?:white )?(?:page|screen)s?|(?:plugin|theme) conflicts?|stopped working|(?:site|website|app|server|store|shop) (?:is |went |keeps going )?down|(?:need|get|have) (?:it|this|them) fixed)\b/i,
    categories: ['development', 'data'],
  },
  {
    verb: 'speed up',
    // "Keep working if HubSpot is slow" is about another service, not the client's pages.
    pattern:
      /\b(?:speed (?:up|optimi[sz]ation)|page ?speed|(?<!\bif [\w.]+ (?:is|gets|are) )slow|load(?:ing)? times?|core web vitals|lighthouse)\b/i,
    categories: ['development', 'data'],
  },
  // "Our site is slow. Fix it." asks for speed: the bare verb says less than what is wrong.
  { verb: 'fix', pattern: /\b(?:fix|fixing|repair)\b/i, categories: ['development', 'data'] },
  {
    verb: 'migrate',
    pattern:
      /\b(?:migrat\w*|(?:move|moving) (?:our|my|the) [\w .-]{1,30}? (?:from|to|off)|switch(?:ing)? (?:over )?from)\b/i,
    categories: ['development', 'data', 'sales', 'finance'],
  },
  {
    verb: 'redesign',
    pattern: /\b(?:redesign\w*|revamp\w*|refresh\w*|moderni[sz]\w*|overhaul\w*|relaunch\w*)\b/i,
    categories: ['design', 'development'],
  },
  // "Upgrade Angular 12 app to Angular 17": the same app on a newer version, one step at a time.
  { verb: 'upgrade', pattern: /\bupgrad(?:e|ing)\b/i, categories: ['development', 'data'] },
  // "Rewrite my resume": the text exists; it is written again.
  { verb: 'rewrite', pattern: /\brewrit(?:e|ing)\b/i, categories: ['writing'] },
  // "Audit logs" are a feature to build, not an audit to run.
  {
    verb: 'audit',
    pattern: /\baudit\w*\b(?!\s+(?:logs?|logging|trails?|events?|tables?|history)\b)/i,
    categories: ['marketing', 'development', 'finance', 'data', 'design'],
  },
  // "Proofread my novel": the novel is what is proofread, not what is written.
  // "Edit it for clarity and grammar": the text exists, and its sentences are what is checked.
  {
    verb: 'proofread',
    pattern:
      /\b(?:proofread\w*|copy ?edit\w*|edit\w* (?:it |this |them |(?:the|my|our) (?:[\w-]+ ){1,3})?for (?:clarity|grammar|flow|readability))\b/i,
    categories: ['writing', 'translation'],
  },
  // "Editor for a fantasy novel (developmental edit)": the book exists; it is edited, not written.
  {
    verb: 'edit',
    pattern: /\b(?:developmental|line|structural|substantive|story) edit\w*|\beditor for (?:a|my|our|the)\b/i,
    categories: ['writing'],
  },
  {
    // "Help with my Shopify store", "our store looks bad on mobile": a list of changes to what already sells.
    verb: 'update',
    pattern:
      /\b(?:help (?:with|w\/?|on) (?:my|our) (?:[\w-]+ ){0,2}(?:store|shop|site|website)|(?:my|our) (?:current|existing|live) (?:[\w-]+ ){0,2}(?:store|shop|site|website)|(?:store|shop|site|website) (?:looks|is looking|feels) (?:(?:kinda|kind of|a bit|really|very|so|pretty) )?(?:bad|dated|old|outdated|terrible|awful|cheap|messy|cluttered))\b/i,
    categories: ['development'],
  },
  {
    verb: 'clean up',
    pattern:
      /\b(?:clean ?up|cleanup|catch[- ]up|messy|behind on|(?:months?|weeks?|years?|quarters?) behind|clean(?:ing)? and merg\w*|merg\w* and clean\w*|de-?dup\w*|(?:remove|removing) duplicates|duplicates removed)\b/i,
    categories: ['finance', 'data', 'admin', 'sales'],
  },
  {
    // A feature for what the client runs already ("add offline mode", "integrate Twilio SMS reminders into our
    // booking system"), weakest: a post that says what is broken or slow is about that.
    verb: 'add',
    pattern: new RegExp(
      String.raw`\b(?:add|adding|implement|implementing)\s+(?:an?\s+|the\s+)?(${FEATURE}(?:\s+(?:and|&)\s+${FEATURE})?)\b|\bintegrat(?:e|ing)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:into|in|with)\s+(?:our|my|the)\b`,
      'i',
    ),
    categories: ['development'],
  },
];

const EXISTING_VERBS = new Set([
  'automate',
  'rewrite',
  'finish',
  'handle',
  'manage',
  'improve',
  'optimise',
  'redesign',
  'sort out',
  'audit',
  'clean up',
  'migrate',
  'fix',
  'speed up',
  'edit',
  'proofread',
]);

/** Platforms whose category can carry a deliverable of another ("a Webflow website" for a designer). */
const PLATFORM_CATEGORIES: Partial<Record<Category, Category[]>> = {
  data: ['data', 'development'],
  development: ['development', 'data'],
  design: ['design'],
  marketing: ['marketing', 'sales'],
  sales: ['sales', 'marketing'],
  admin: ['admin'],
  finance: ['finance'],
};

const ROLE_ENDING = /^(?:er|ers|or|ors|ist|ists)\b/i;

/** Roles a title hires for, and the kinds of work each one does. */
const ROLES: { pattern: RegExp; categories: Category[] }[] = [
  {
    pattern: /\b(?:developer|engineer|programmer|dev|coder|architect|devops)s?\b/i,
    categories: ['development', 'data'],
  },
  // A motion designer makes videos: the video role below names them.
  { pattern: /\b(?<!motion )(?:designer|illustrator|artist)s?\b/i, categories: ['design'] },
  {
    // A cold email copywriter writes the sequences of an outbound campaign: the campaign is the work.
    pattern: /\b(?:writer|(?<!email )copywriter|ghostwriter|author|blogger|proofreader|copy ?editor)s?\b/i,
    categories: ['writing'],
  },
  {
    pattern: /\b(?:video editor|editor for (?:youtube|videos?|reels)|animator|videographer|motion designer)s?\b/i,
    categories: ['video'],
  },
  {
    pattern:
      /\b(?:marketer|marketing (?:partner|lead|person|consultant|expert|manager)|media buyer|seo (?:specialist|expert|consultant)|ppc (?:specialist|expert|manager)|paid (?:social|media|ads) (?:specialist|manager|expert)|social media manager|growth (?:marketer|hacker))s?\b/i,
    categories: ['marketing'],
  },
  { pattern: /\b(?:data (?:analyst|scientist|engineer)|analyst|statistician|bi developer)s?\b/i, categories: ['data'] },
  // "Admin dashboard", "admin panel": a part of an app, not an assistant.
  {
    pattern:
      /\b(?:virtual assistant|executive assistant|assistant|va|admin(?!\s+(?:dashboard|panel|page|area|portal|ui|section)))s?\b/i,
    categories: ['admin'],
  },
  { pattern: /\b(?:translator|interpreter|locali[sz]er|transcriber)s?\b/i, categories: ['translation'] },
  { pattern: /\b(?:bookkeeper|accountant|cpa|cfo|controller|tax preparer)s?\b/i, categories: ['finance'] },
  {
    pattern:
      /\b(?:appointment setter|setter|sdr|bdr|sales rep|sales development rep(?:resentative)?|business development rep(?:resentative)?|closer|lead generation (?:specialist|expert))s?\b/i,
    categories: ['sales'],
  },
];

const ROLE_PHRASE =
  /\b((?:senior|junior|lead|mid-level|experienced|expert|freelance|part-time|full-time)\s+)?((?:[\w.+#]+(?:[/-][\w.+#]+)*\s+){0,2})(developer|engineer|programmer|designer|writer|copywriter|editor|marketer|analyst|scientist|assistant|accountant|bookkeeper|controller|translator|specialist|manager|consultant|setter|videographer|animator|illustrator|strategist|buyer)\b/i;

/** The role as a title names it, in sentence case: "Senior Full-Stack Engineer" → "senior full-stack engineer". */
function rolePhrase(title: string): string | null {
  const match = ROLE_PHRASE.exec(title);
  if (!match) return null;
  const words = match[0].trim().split(/\s+/);
  if (words.some((word) => /^(?:for|to|and|or|with|in|on|a|an|the|needed|wanted)$/i.test(word))) return null;
  // "Laravel developer" keeps the name of what they work in; "Senior Developer" is sentence case.
  return words
    .map((word) => (/^[A-Z][a-z]+(?:-[A-Za-z]+)?$/.test(word) && !PRODUCT_WORDS.has(word) ? word.toLowerCase() : word))
    .join(' ');
}

const PRODUCT_WORDS = new Set(PLATFORM_SKILLS.flatMap((skill) => skill.split(/\s+/)).filter((w) => /^[A-Z]/.test(w)));

/** "Senior React developer", "Part-time controller": a position to fill rather than a task to hire for. */
const hiresPosition = (title: string) => Boolean(ROLE_PHRASE.exec(title)?.[1]) && rolePhrase(title) !== null;

/** The kinds of work the title's role does, or null when the title names no role. */
export function roleCategories(title: string): Category[] | null {
  return ROLES.find((role) => role.pattern.test(title))?.categories ?? null;
}

type Found = { kind: DeliverableKind; matched: string; text: string; at: number };

/** The deliverable a text names first, among the kinds of work allowed; generic words only when asked. */
function firstKind(text: string, generic: boolean, english: boolean, allowed: Category[] | null): Found | null {
  let best: { kind: DeliverableKind; at: number; role: boolean; matched: string } | null = null;
  for (const kind of DELIVERABLES) {
    if (Boolean(kind.generic) !== generic || (!english && !kind.international)) continue;
    if (allowed && !allowed.includes(kind.category)) continue;
    const match = kind.pattern.exec(text);
    if (!match) continue;
    // "UX designer" names the freelancer; the thing they make ("onboarding flow") says more.
    const role = ROLE_ENDING.test(text.slice(match.index + match[0].length));
    if (best === null || (best.role && !role) || (best.role === role && match.index < best.at)) {
      best = { kind, at: match.index, role, matched: match[0] };
    }
  }
  return best ? { kind: best.kind, matched: best.matched, text, at: best.at } : null;
}

const LANGUAGE_NAMES =
  'English|Spanish|French|German|Portuguese|Italian|Dutch|Polish|Japanese|Chinese|Korean|Arabic|Russian|Turkish';
/** A language's English name: "Spanish", "French". */
export const LANGUAGE = new RegExp(String.raw`\b(?:${LANGUAGE_NAMES})\b`, 'i');
// "Portuguese (Brazil) to English": a variety in brackets stays with its language.
const PAIR = new RegExp(
  String.raw`\b(${LANGUAGE_NAMES})(?:\s*\([^)]{1,20}\))?\s*(?:to|into|>|→|->|-)\s*(${LANGUAGE_NAMES})\b`,
  'i',
);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

type Source = { text: string; english: boolean };

/**
 * The kind of work the post is for: the first the lexicon finds, title first, specific before general
 * words, then weighed against what the title itself says.
 */
function chooseKind(title: Source, sources: Source[], role: Category[] | null, leaning: Category[]): Found | null {
  let found: Found | null = null;
  for (const generic of [false, true]) {
    for (const source of sources) {
      found ??= firstKind(source.text, generic, source.english, role);
    }
  }
  // "Logo and Shopify store": of two things the title names, the one of the freelancer's own kind of work is
  // what they apply to do. "Google Analytics 4 training" names one thing: a kind inside another's words is
  // no second one.
  if (found?.text === title.text && leaning.length > 0 && !leaning.includes(found.kind.category)) {
    const allowed = leaning.filter((c) => !role || role.includes(c));
    // A kind of their own the title names only in general words ("Portuguese to English") still counts.
    const own =
      firstKind(title.text, false, title.english, allowed) ?? firstKind(title.text, true, title.english, allowed);
    const apart = (a: Found, b: Found) => a.at + a.matched.length <= b.at || b.at + b.matched.length <= a.at;
    if (own && apart(own, found)) found = own;
  }
  // "Fix bugs in our Next.js app" with "an error on the dashboard page" below: the title's app is the work,
  // and a thing of another kind of work named in the body is only a part of it.
  const titled = found && found.text !== title.text ? firstKind(title.text, true, title.english, role) : null;
  if (titled && titled.kind.category !== found?.kind.category) found = titled;
  // "Part-time controller" with "bookkeeping is done by an outsourced firm" below: a title that hires for a
  // position (senior, part-time…) names the work; what the body names in passing is not what it is for.
  if (found && found.text !== title.text && title.english && !titled && hiresPosition(title.text)) found = null;
  return found;
}

/**
 * Reads what is to be delivered from the title first, then from the post's most telling sentences.
 * A post in another language is read only for words that mean the same in any language ("logo").
 */
export function readDeliverable(
  title: Source,
  texts: Source[],
  skills: string[],
  leaning: Category[] = [],
): Deliverable {
  const sources = [title, ...texts].filter((source) => source.text.trim() !== '');
  // "Technical writer for REST API documentation" hires a writer: the API is what they write about.
  const role = title.english ? roleCategories(title.text) : null;
  // "Portuguese (Brazil) to English - marketing website" is a translation whoever reads it, profiles or none.
  const pairInTitle = title.english && PAIR.test(title.text);
  const found = chooseKind(
    title,
    sources,
    role,
    pairInTitle ? [...new Set([...leaning, 'translation' as const])] : leaning,
  );
  const kind = found?.kind ?? null;
  const allText = sources.map((source) => source.text).join('\n');
  const named = found && kind?.name ? kind.name(found.matched, allText) : (kind?.noun ?? null);
  const inTitle = termMatcher(title.text);
  // Platforms in the order the title names them, then the rest: "React/TypeScript" puts React first.
  const at = (skill: string) => {
    const index = title.text.toLowerCase().indexOf(skill.toLowerCase());
    return index === -1 || !inTitle(skill) ? Number.MAX_SAFE_INTEGER : index;
  };
  // At the same place, the longer name: "Looker Studio" rather than "Looker".
  const platforms = skills.filter(isPlatform).sort((a, b) => at(a) - at(b) || b.length - a.length);
  const category =
    kind?.category ?? role?.[0] ?? skills.map(categoryOfSkill).find((c): c is Category => c !== null) ?? 'general';
  const englishSources = sources.filter((source) => source.english).map((source) => source.text);
  const foundAction = ACTIONS.find(
    (candidate) =>
      candidate.categories.includes(category) &&
      englishSources.slice(0, 3).some((text) => candidate.pattern.test(text)),
  );
  const pairMatch = sources.map((source) => PAIR.exec(source.text)).find(Boolean);
  const added =
    foundAction?.verb === 'add'
      ? englishSources.map((text) => foundAction.pattern.exec(text)).find(Boolean)
      : undefined;
  const addedThing = added ? fromTitleCase((added[1] ?? added[2] ?? '').trim()) : '';
  // "Integrate OpenAI API into…" when the work is the OpenAI API integration: it is built, not added to itself.
  const nounWords = new Set(`${named ?? ''} ${platforms.join(' ')}`.toLowerCase().split(/\s+/));
  const itself =
    addedThing !== '' &&
    kind?.generic !== true &&
    addedThing
      .toLowerCase()
      .split(/\s+/)
      .every((word) => nounWords.has(word));
  const action = itself ? undefined : foundAction;
  const feature = addedThing && !itself ? addedThing : null;
  // Added to the client's store or project, not to whatever "app" the post mentions in passing.
  const nounKind = feature && kind?.generic ? null : kind;
  // Nothing in the lexicon and no action: the title's own head names the work better than "a project".
  // A word posts use in passing ("our React app"), read in the body only, says less than the title.
  const passing = nounKind?.generic === true && found?.text !== title.text;
  const unread = (!nounKind || passing) && !action && !role && title.english;
  // "Rewrite our employee handbook": a title that is an instruction says the work in its own verb.
  const told = unread ? titleTask(title.text) : null;
  // "Data entry: move customer records into HubSpot": the kind the label names is done as the rest says.
  const label = title.english && found?.text === title.text ? labelledTask(title.text) : null;
  const labelled = label && title.text.toLowerCase().indexOf(found?.matched.toLowerCase() ?? '') < label.labelEnd;
  const headline = told?.object ?? (labelled ? label.object : null) ?? (unread ? titleHead(title.text) : null);
  // "Migrate our app from Heroku to AWS": both ends are said, so neither goes before the noun.
  const ends = action?.verb === 'migrate' && title.english ? ROUTE.exec(title.text) : null;
  const route = ends ? `from ${ends[1]} to ${ends[2]}` : labelled ? label.route : null;
  const prior = title.english ? priorWork(title.text, skills) : null;
  if (prior) {
    const then = firstKind(prior.then, false, true, null) ?? firstKind(prior.then, true, true, null);
    if (then && then.kind.verb !== prior.verb) {
      const inPart = termMatcher(prior.then);
      const named = then.kind.name ? then.kind.name(then.matched, allText) : then.kind.noun;
      return {
        kind: then.kind,
        category: then.kind.category,
        verb: then.kind.verb,
        existing: EXISTING_VERBS.has(then.kind.verb),
        noun: nounWithPlatform(then.kind, named, platforms, inPart),
        count: then.kind.count,
        platforms,
        languagePair: null,
        role: null,
        prior: { verb: prior.verb, object: prior.object },
        feature: null,
        route: null,
        tasks: null,
      };
    }
  }
  return {
    // A kind read only in passing gives way to the title's head: neither its lines nor its name fit.
    kind: headline && !labelled ? null : kind,
    category,
    verb: (labelled ? label.verb : null) ?? action?.verb ?? told?.verb ?? (headline ? null : kind?.verb) ?? 'help with',
    // Some work is done to what the client already has: "manage your Google Ads account".
    existing: Boolean(action) || Boolean(labelled) || (told ? told.theirs : EXISTING_VERBS.has(kind?.verb ?? '')),
    noun:
      headline ??
      (route && !nounKind?.named
        ? (nounKind?.noun ?? 'project')
        : nounWithPlatform(nounKind, nounKind ? named : null, platforms, inTitle)),
    count: headline ? headCount(headline) : (nounKind?.count ?? 'one'),
    platforms,
    languagePair: pairMatch ? `${capitalise(pairMatch[1] ?? '')} to ${capitalise(pairMatch[2] ?? '')}` : null,
    role: title.english ? rolePhrase(title.text) : null,
    prior: null,
    feature,
    route,
    tasks: title.english ? roleTasks(title.text) : null,
  };
}

// Said of the first part of a two-part title only: "Automate Google Sheets reports + Looker Studio" automates
// the sheets, while "automate" anywhere in a post names the kind of work (automations, a report) instead.
const PRIOR_ACTIONS = [{ verb: 'automate', pattern: /\bautomat(?:e|ing)\b/i, categories: [] as Category[] }];

/**
 * A title of two parts joined by "+" or "&", the first asking for an action on something the client has
 * ("clean up shopify order export") and the second for a thing to make ("simple dashboard in google sheets").
 */
function priorWork(title: string, skills: string[]): { verb: string; object: string; then: string } | null {
  const parts = title.split(/\s+[+&]\s+/);
  if (parts.length !== 2) return null;
  const [first = '', then = ''] = parts;
  // "…report from Shopify + Google Ads": the "+" lists what the phrase before it names, not a second job.
  if (/\b(?:from|with|between|into|in|on|for|to)\s+[\w.-]+$/i.test(first)) return null;
  const action = [...ACTIONS, ...PRIOR_ACTIONS].find(
    (candidate) => candidate.pattern.test(first) && !candidate.pattern.test(then),
  );
  const matched = action?.pattern.exec(first);
  if (!action || !matched) return null;
  const rest = `${first.slice(0, matched.index)} ${first.slice(matched.index + matched[0].length)}`;
  const words = rest
    .replace(/[^\w.+#' -]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  // Skills keep their own spelling: "shopify order export" is the "Shopify order export".
  let object = words.join(' ');
  for (const skill of skills) object = object.replace(new RegExp(`\\b${escapeRegExp(skill)}\\b`, 'i'), skill);
  return { verb: action.verb, object, then };
}

const STORE_PLATFORM = /^(?:shopify|woocommerce|bigcommerce|magento|prestashop)$/i;

/** "Shopify theme", "Power BI dashboard": a platform named in the title goes in front when it fits the work. */
function nounWithPlatform(
  kind: DeliverableKind | null,
  name: string | null,
  platforms: string[],
  inTitle: (term: string) => boolean,
): string {
  // A store platform named alone is the client's store: "fix your WooCommerce store", not "project".
  if (!kind || !name)
    return platforms[0] ? `${platforms[0]} ${STORE_PLATFORM.test(platforms[0]) ? 'store' : 'project'}` : 'project';
  if (kind.named || name !== kind.noun) return name;
  const fits = PLATFORM_CATEGORIES[kind.category] ?? [];
  const nounWords = new Set(name.toLowerCase().split(/\s+/));
  // A platform of the work's own kind first: "Google Sheets dashboard" rather than "Shopify dashboard".
  const candidates = platforms
    .filter((p) => inTitle(p) && fits.includes(categoryOfSkill(p) ?? 'general'))
    .filter((p) => !kind.platforms || kind.platforms.includes(p))
    .filter(
      (p) =>
        !p
          .toLowerCase()
          .split(/\s+/)
          .some((word) => nounWords.has(word)),
    )
    .sort((a, b) => Number(categoryOfSkill(b) === kind.category) - Number(categoryOfSkill(a) === kind.category));
  const platform = candidates[0];
  if (!platform) return name;
  // "OpenAI" and "AI assistant" share their AI: "OpenAI assistant".
  const [head = '', ...tail] = name.split(' ');
  return platform.toLowerCase().endsWith(head.toLowerCase()) && tail.length
    ? `${platform} ${tail.join(' ')}`
    : `${platform} ${name}`;
}

/** "a Shopify theme", "an SEO audit", "blog articles", "bookkeeping". */
export const withArticle = (noun: string, count: Deliverable['count']) => (count === 'one' ? indefinite(noun) : noun);

/** The deliverable in a short phrase of our own, as the analysis shows it: "Speed up a Shopify theme". */
export function deliverablePhrase(deliverable: Deliverable): string {
  if (!deliverable.kind && deliverable.role) {
    // "Senior Node.js developer" already names its platform.
    const first = deliverable.platforms[0];
    const platform = first && !deliverable.role.toLowerCase().includes(first.toLowerCase()) ? first : null;
    return `Work as ${withArticle(deliverable.role, 'one')}${platform ? ` on ${platform}` : ''}`;
  }
  if (deliverable.category === 'translation' && deliverable.noun === 'translation') {
    if (deliverable.verb === 'proofread') return 'Proofread a translation';
    return deliverable.languagePair ? `Translate from ${deliverable.languagePair}` : 'Translate the client’s text';
  }
  const object =
    deliverable.existing && deliverable.count !== 'mass'
      ? `the ${deliverable.noun}`
      : withArticle(deliverable.noun, deliverable.count);
  const prior = deliverable.prior ? `${deliverable.prior.verb} the ${deliverable.prior.object} and ` : '';
  const verb = deliverable.feature ? `${deliverable.verb} ${deliverable.feature} to` : deliverable.verb;
  const phrase = `${prior}${verb} ${object}${deliverable.route ? ` ${deliverable.route}` : ''}`;
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}
