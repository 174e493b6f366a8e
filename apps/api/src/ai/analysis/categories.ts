/** The kinds of work the marketplace lists; each has its own way of talking about the work. */
export const CATEGORIES = [
  'development',
  'design',
  'writing',
  'marketing',
  'data',
  'video',
  'admin',
  'translation',
  'finance',
  'sales',
  'general',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const categoryLabels: Record<Category, string> = {
  development: 'Web, mobile and software development',
  design: 'Design and creative',
  writing: 'Writing and content',
  marketing: 'Marketing',
  data: 'Data, analytics and AI',
  video: 'Video, animation and audio',
  admin: 'Admin support and customer service',
  translation: 'Translation and localisation',
  finance: 'Accounting and finance',
  sales: 'Sales and lead generation',
  general: 'Other freelance work',
};

/** Which category a skill suggests when the post names no deliverable we know. */
const SKILL_CATEGORIES: [Category, RegExp][] = [
  [
    'development',
    /^(?:javascript|typescript|react|next\.js|vue|angular|svelte|node\.js|express|nestjs|python|django|flask|fastapi|ruby|rails|php|laravel|wordpress|shopify|java|spring|kotlin|swift|ios|android|flutter|react native|go|rust|c#|\.net|c\+\+|html|css|tailwind|graphql|rest|api|aws|azure|gcp|docker|kubernetes|terraform|ci\/cd|git|linux|stripe|firebase|supabase|webflow|bubble|chrome extension|playwright|selenium|testing|woocommerce|magento|bigcommerce|liquid|wix|squarespace|zapier|make|n8n|unity|solidity)$/i,
  ],
  [
    'data',
    /^(?:sql|postgresql|mysql|mongodb|machine learning|deep learning|nlp|llm|openai|langchain|tensorflow|pytorch|pandas|numpy|data analysis|data visualization|power bi|tableau|excel|google sheets|looker(?: studio)?|etl|airflow|spark|snowflake|bigquery|dbt|statistics|r|scraping)$/i,
  ],
  [
    'design',
    /^(?:figma|sketch|adobe xd|photoshop|illustrator|indesign|ui design|ux design|ux research|wireframing|prototyping|design system|branding|logo design|graphic design|3d|blender|canva)$/i,
  ],
  ['video', /^(?:after effects|premiere pro|motion graphics|video editing|davinci resolve|final cut pro|capcut)$/i],
  [
    'marketing',
    /^(?:seo|sem|google ads|facebook ads|meta ads|linkedin ads|tiktok|pinterest|social media|content marketing|email marketing|mailchimp|klaviyo|google analytics|ga4|conversion rate optimization|a\/b testing|growth marketing|ppc|affiliate marketing|influencer marketing|market research)$/i,
  ],
  ['sales', /^(?:lead generation|hubspot|salesforce|pipedrive|apollo|cold email|sales navigator)$/i],
  [
    'writing',
    /^(?:copywriting|technical writing|blog writing|ghostwriting|editing|proofreading|content writing|article writing|scriptwriting|grant writing|ux writing|storytelling|research)$/i,
  ],
  ['translation', /^(?:translation|localization|localisation|transcription|subtitling)$/i],
  ['finance', /^(?:quickbooks|xero|bookkeeping|accounting|payroll|financial modeling|tax preparation)$/i],
  [
    'admin',
    /^(?:notion|airtable|clickup|asana|zendesk|intercom|gorgias|data entry|virtual assistance|customer service)$/i,
  ],
];

export function categoryOfSkill(skill: string): Category | null {
  return SKILL_CATEGORIES.find(([, pattern]) => pattern.test(skill))?.[0] ?? null;
}

/**
 * The kinds of work whose skills a job of each kind can need: a web designer may work in Webflow's design
 * tools, a bookkeeper in Excel, a blog writer with SEO; a packaging designer never needs the client's store.
 */
const RELATED: Record<Category, Category[]> = {
  development: ['development', 'data'],
  data: ['data', 'development'],
  design: ['design', 'video'],
  video: ['video', 'design'],
  writing: ['writing', 'marketing', 'translation'],
  marketing: ['marketing', 'sales', 'writing', 'data'],
  sales: ['sales', 'marketing', 'admin'],
  admin: ['admin', 'sales', 'data', 'finance'],
  translation: ['translation', 'writing'],
  finance: ['finance', 'data', 'admin'],
  general: [...CATEGORIES],
};

export const relatedCategories = (category: Category): Category[] => RELATED[category];

// Site builders a designer works in when the thing designed is a site, and only then.
const SITE_BUILDERS = /^(?:webflow|framer|wix|squarespace|wordpress|elementor|shopify|bubble)$/i;
const SITE_WORK = /\b(?:web|website|site|landing|pages?|theme|store|shop|ui|ux)\b/i;

/**
 * Whether a skill belongs to the work: to its kind, or (site builders) to a site being designed. A skill of
 * no known kind, such as a profile's own "Packaging design", may belong to any.
 */
export function skillFitsWork(skill: string, work: { category: Category; noun: string }): boolean {
  const own = categoryOfSkill(skill);
  if (own === null || RELATED[work.category].includes(own)) return true;
  return work.category === 'design' && SITE_BUILDERS.test(skill) && SITE_WORK.test(work.noun);
}
