import { PLATFORM_SKILLS } from '@quillbid/shared';

/** What surrounds the work in a post: who the client is, what they hope it brings, when and for how much. */

/** Kinds of business a client can be; "your {niche}" reads naturally for each. */
const BUSINESS_HEADS = new Set(
  `shop store studio agency startup start-up company firm practice brand clinic restaurant cafe café roastery
  bakery salon spa podcast channel nonprofit non-profit charity school academy business consultancy boutique
  gym hotel lodge winery brewery farm trattoria newsletter magazine publication label band church foundation
  organization organisation distributor retailer manufacturer`.split(/\s+/),
);
// Heads that name a business on their own ("your bakery"); "your company" says nothing.
const SELF_EXPLAINING =
  /^(?:bakery|roastery|cafe|café|restaurant|clinic|salon|gym|podcast|nonprofit|charity|brewery|winery|boutique|agency|startup|trattoria|newsletter|farm)$/i;

const INTRO =
  /\b(?:we(?:'re| are)|i(?:'m| am)|i run|we run|i own|we own|i have|we have|i manage|we manage)\s+(?:a|an)\s+([^.,;:!?()\n]{3,80})/gi;
const POSSESSIVE = /\b(?:our|my)\s+([^.,;:!?()\n]{3,60})/gi;

// Words that make a niche read oddly once we say "your …".
// "Meta is our main channel" names no business.
const NICHE_NOISE =
  /^(?:new|first|own|the|this|that|very|really|just|little|tiny|small|big|growing|local|current|main|primary|only|best|biggest|top|key|largest)\s+/i;

/** The client's business in a few words ("home decor shop"), from "we run a …" or "our …". */
export function readNiche(sentences: string[]): string | null {
  for (const pattern of [INTRO, POSSESSIVE]) {
    for (const sentence of sentences) {
      for (const match of sentence.matchAll(pattern)) {
        const before = sentence.slice(Math.max(0, match.index - 12), match.index);
        if (/\b(?:not|no)\s*$/i.test(before)) continue;
        const words = (match[1] ?? '').trim().split(/\s+/).slice(0, 5);
        const head = words
          .map((word) => word.toLowerCase())
          .reduce((last, word, i) => (BUSINESS_HEADS.has(word) ? i : last), -1);
        if (head === -1) continue;
        let niche = words.slice(0, head + 1).join(' ');
        while (NICHE_NOISE.test(niche)) niche = niche.replace(NICHE_NOISE, '');
        if (/[\d+]/.test(niche) || /\b(?:and|or|of|with|for|to|in|on|at|that|who)\b/i.test(niche)) continue;
        if (niche.split(/\s+/).length < 2 && !SELF_EXPLAINING.test(niche)) continue;
        return keepProperCase(niche);
      }
    }
  }
  return null;
}

// Marketplaces and platforms clients sell on, written as their owners write them.
const BRANDS = new Map(
  [
    ...PLATFORM_SKILLS.filter((skill) => !skill.includes(' ')),
    'Etsy',
    'Amazon',
    'eBay',
    'YouTube',
    'Instagram',
    'TikTok',
  ].map((brand) => [brand.toLowerCase(), brand]),
);

/**
 * "Coffee Shop" → "coffee shop", "my shopify store" → "Shopify store": sentence case, names kept. A word
 * before a lone capital is part of a name too ("Series A startup").
 */
function keepProperCase(text: string): string {
  const words = text.split(/\s+/);
  return words
    .map(
      (word, i) =>
        BRANDS.get(word.toLowerCase()) ??
        (/^[A-Z][a-z]+$/.test(word) &&
        !/^[A-Z]$/.test(words[i + 1] ?? '') &&
        !BRANDS.has((words[i - 1] ?? '').toLowerCase())
          ? word.toLowerCase()
          : word),
    )
    .join(' ');
}

export const GOALS = [
  'sales',
  'leads',
  'speed',
  'launch',
  'investors',
  'time',
  'traffic',
  'audience',
  'retention',
  'cost',
  'consistency',
  'accuracy',
  'clarity',
  'reliability',
] as const;
export type Goal = (typeof GOALS)[number];

const GOAL_CUES: Record<Goal, RegExp> = {
  // "A weekly sales summary" reports on sales; it does not ask for more of them.
  sales:
    /\b(?:conversions?|convert\w*(?!\s+(?:(?:our|the|my|these)\s+)?(?:figma|psd|xd|sketch|pdfs?|files?|designs?|images?|videos?|documents?|excel|csv|word|data)\b)|sales(?! (?:summary|summaries|reports?|reporting|data|dashboards?|numbers|figures|totals|team|reps?|managers?|tax)\b)|revenue|checkout|aov|add to cart|orders|buyers?)\b/i,
  leads:
    /\b(?:leads?|bookings?|booked|appointments?|discovery calls?|sign-?ups|demos?|pipeline|inquiries|enquiries)\b/i,
  speed: /\b(?:slow|speed|load(?:ing)? time|pagespeed|page speed|performance score|core web vitals)\b/i,
  // "Crashes on launch" is an app starting, not a launch to plan.
  launch:
    /\b(?:(?<!\b(?:on|at|after|upon) )launch\w*|go live|going live|release|opening|grand opening|pre-?seed|debut)\b/i,
  investors: /\b(?:investors?|fundrais\w*|raising|pitch|seed round|series [ab])\b/i,
  time: /\b(?:manual(?:ly)?|hours (?:a|per|every) (?:week|day)|takes (?:me|us) forever|time-consuming|copying|copies|by hand|repetitive|automate)\b/i,
  traffic: /\b(?:organic traffic|traffic|rank(?:ing|ings|s)?|visibility|search results)\b/i,
  audience: /\b(?:followers|engagement|audience|community|subscribers|views|reach)\b/i,
  retention: /\b(?:churn|retention|cancel\w*|drop[- ]?off|leave during|onboarding)\b/i,
  cost: /\b(?:cpa|cpc|roas|cost per|ad spend|wasted|too expensive|lower costs?)\b/i,
  consistency: /\b(?:consistent|consistency|cohesive|on-brand|brand voice|look the same)\b/i,
  accuracy: /\b(?:accura\w*|reconcil\w*|mistakes|errors|clean books|compliance|audit-ready|tax time|year-end)\b/i,
  clarity: /\b(?:clear|clarity|confusing|easy to understand|readable|plain english|simple to use)\b/i,
  reliability: /\b(?:reliab\w*|stable|crash\w*|downtime|broken|bugs?|breaks?)\b/i,
};

/** Goals that make sense for each kind of work: "more leads" is not why anyone hires a bookkeeper. */
const GOALS_BY_CATEGORY: Record<string, Goal[]> = {
  development: ['speed', 'sales', 'launch', 'reliability', 'time'],
  design: ['consistency', 'launch', 'investors', 'retention', 'sales', 'clarity'],
  writing: ['traffic', 'clarity', 'leads', 'launch', 'audience'],
  marketing: ['sales', 'leads', 'traffic', 'cost', 'audience', 'launch'],
  data: ['time', 'accuracy', 'clarity', 'retention'],
  video: ['audience', 'launch', 'sales'],
  admin: ['time', 'accuracy'],
  translation: ['clarity', 'launch', 'consistency'],
  finance: ['accuracy', 'investors', 'time'],
  sales: ['leads', 'sales'],
  general: ['time', 'launch'],
};

/**
 * What the client hopes the work brings, most telling first (at most two): a goal the title names, or
 * one the post comes back to, and only goals that fit the kind of work.
 */
export function readGoals(title: string, text: string, category: string): Goal[] {
  const allowed = GOALS_BY_CATEGORY[category] ?? GOALS_BY_CATEGORY.general ?? [];
  return allowed
    .map((goal) => ({
      goal,
      inTitle: GOAL_CUES[goal].test(title),
      count: (text.match(new RegExp(GOAL_CUES[goal], 'gi')) ?? []).length,
    }))
    .filter((entry) => entry.inTitle || entry.count >= 3)
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count)
    .slice(0, 2)
    .map((entry) => entry.goal);
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

// "Forecast the next 8 weeks", "part-time for the next 3 months": a span the work covers, not when it is due.
const SPAN_BEFORE = /\b(?:for|over|during|covering|forecast\w*|predict\w*|project(?:s|ing)?)\s+(?:the\s+)?$/i;
// "What's urgent in my inbox?" asks about the work, not about its timing.
const URGENT = /\b(?:asap|(?<!\bwhat(?:['’]s| is) )urgent\w*|today|tonight|right away|by tomorrow|within 24 hours)\b/i;
const WITHIN =
  /\b(?:within|in(?: the next)?|next)\s+(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(day|week|month)s?\b/gi;

/** A deadline in our words ("within three weeks"), or null; `urgent` when the post says today or ASAP. */
export function readTiming(text: string): { deadline: string | null; urgent: boolean } {
  const urgent = URGENT.test(text);
  for (const within of text.matchAll(WITHIN)) {
    if (SPAN_BEFORE.test(text.slice(0, within.index))) continue;
    const raw = (within[1] ?? '').toLowerCase();
    const count = NUMBER_WORDS[raw] ?? Number(raw);
    const unit = (within[2] ?? 'week').toLowerCase();
    if (count > 0 && count <= 24)
      return { deadline: `${count === 1 ? 'one' : String(count)} ${unit}${count === 1 ? '' : 's'}`, urgent };
  }
  return { deadline: null, urgent };
}

export type Budget = {
  amount: number;
  /** The currency as the post writes it: "$", "€", "£", or a code after the number. */
  currency: string;
  /** Per hour, or per unit (word, article, video): a rate, not the price of the whole job. */
  rate: 'fixed' | 'hourly' | 'unit';
};

const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(k|m|mm|million)?`;
const MONEY = new RegExp(
  String.raw`(?:[$€£]\s?${AMOUNT}(?:\s*(?:-|–|to)\s*[$€£]?\s?${AMOUNT})?|${AMOUNT}(?:\s*(?:-|–|to)\s*${AMOUNT})?\s*(?:\$|usd|eur|€|£|dollars|euros))`,
  'gi',
);
const scale = (unit: string | undefined) =>
  !unit ? 1 : /^k$/i.test(unit) ? 1000 : /^(?:m|mm|million)$/i.test(unit) ? 1_000_000 : 1;

/** The budget the post states: the top of a range, by a budget word when the post names several figures. */
export function readBudget(text: string): Budget | null {
  let best: Budget | null = null;
  for (const match of text.matchAll(MONEY)) {
    const groups = match.slice(1);
    const low = groups[0] ?? groups[4];
    const high = groups[2] ?? groups[6];
    const unit = groups[3] ?? groups[1] ?? groups[7] ?? groups[5];
    const amount = Number((high ?? low ?? '').replace(/,/g, '')) * scale(unit);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const around = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    // A figure in the client's story ("$80k/month revenue", "a $2.5M raise") is not the budget.
    if (
      /^\s*(?:\/\s*(?:mo|month)\s+)?(?:in\s+)?(?:revenue|sales|arr|mrr|raised|funding|valuation|products?|program|course|ad spend|spend|per (?:month|year) (?:revenue|in))/i.test(
        after,
      )
    )
      continue;
    if (
      /\b(?:rais\w*|round|revenue|spend(?:ing)?|valuation|funding|sells? for|priced at)\W*(?:of|at|about|around|~|an?|the)?\s*$/i.test(
        around,
      )
    )
      continue;
    const rate =
      /^\s*(?:usd|eur|cad|aud|gbp)?\s*(?:\/|per|an|a)\s*(?:hr|hour|h)\b/i.test(after) || /hourly\W*$/i.test(around)
        ? 'hourly'
        : /^\s*(?:usd|eur|cad|aud|gbp)?\s*(?:\/|per|a)\s*(?:word|article|post|video|episode|product|page|minute|min|item|listing|design|piece|sheet|invoice|appointment|meeting|lead|call)\b/i.test(
              after,
            )
          ? 'unit'
          : 'fixed';
    const named = /budget|pay|fixed|price|rate|offer|up to|max/i.test(`${around.slice(-25)} ${match[0]}`);
    const currency = /[$€£]/.exec(match[0])?.[0] ?? (/eur|euro/i.test(match[0]) ? '€' : '$');
    if (best === null || named) best = { amount, rate, currency };
    if (named) break;
  }
  return best;
}
