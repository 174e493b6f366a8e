import type { JobBudget } from '../types';
import { distinctTextsAt, fromSelector, textAt, textsOf, type Source } from './fields';
import { sectionSaying, sectionTitled } from './sections';
import { blockText, clean } from './text';

/** Where each part of a job is read from on the marketplace, newest markup first. */

export const titleSources = (scope: ParentNode | null): Source<string>[] => [
  textAt(scope, 'h4 > span.text-base.flex-1'),
  textAt(scope, 'h1'),
];

/**
 * The tab title of a job page: "Title - Freelance Job in Category - $25.00-$45.00 hourly - Upwork". Only the
 * job page's own tab title names the job; the feed behind a slider keeps its own.
 */
export function titleFromDocumentTitle(title: string): string {
  const text = clean(title)
    .replace(/\s+[-|]\s+Upwork$/i, '')
    .replace(/\s+-\s+Freelance Job in\s.*$/i, '')
    .trim();
  return /^upwork$/i.test(text) ? '' : text;
}

export const documentTitleSource = (doc: Document): Source<string> => ({
  from: 'document.title',
  read: () => titleFromDocumentTitle(doc.title) || null,
});

const isSummaryHeading = (element: Element): boolean =>
  /^h[1-6]$/.test(element.localName) && clean(element.textContent).toLowerCase() === 'summary';

/** The description with its paragraphs, without the "Summary" heading the current markup puts above it. */
const descriptionOf = (element: Element): string | null =>
  blockText(element, { skip: isSummaryHeading })
    .replace(/^summary[ \t]*(?:\n|$)/i, '')
    .trim() || null;

export const descriptionSources = (scope: ParentNode | null): Source<string>[] => [
  fromSelector(scope, '[data-test="Description"]', descriptionOf),
  fromSelector(scope, '[data-test="job-description-text"]', descriptionOf),
  fromSelector(scope, '.job-description', descriptionOf),
];

/**
 * Skills are read inside the "Skills and Expertise" section first, because the same badges also appear in
 * "similar jobs" lists further down the page.
 */
export function skillsSources(scope: ParentNode | null): Source<string[]>[] {
  const section = sectionTitled(scope, 'Skills and Expertise');
  return [
    distinctTextsAt(section, 'a.air3-badge[href*="ontology_skill_uid"]'),
    distinctTextsAt(section, '.air3-token-container .air3-token'),
    distinctTextsAt(section, 'span.air3-badge'),
    distinctTextsAt(scope, '[data-test="Skill"]'),
    distinctTextsAt(scope, '[data-test="token"]'),
  ];
}

const MONEY = /\$\s?[\d,]+(?:\.\d+)?/g;

/** "$25.00" and "$45.00" in separate `<strong>`s, or one of them, as the page writes them. */
const amountIn = (element: Element): string | null => {
  const strongs = textsOf(element.querySelectorAll('strong')).filter((text) => /\d/.test(text));
  const amounts = strongs.length > 0 ? strongs : (clean(element.textContent).match(MONEY) ?? []);
  return amounts.length > 0 ? amounts.join(' - ') : null;
};

/** The budget in the features list, told apart by the icon beside it. */
const featureBudget = (scope: ParentNode | null, icon: string, kind: JobBudget['kind']): Source<JobBudget> => ({
  from: `ul.features > li ${icon}`,
  read: () => {
    for (const item of scope?.querySelectorAll('ul.features > li') ?? []) {
      if (!item.querySelector(icon)) continue;
      const amount = amountIn(item);
      if (amount) return { kind, amount };
    }
    return null;
  },
});

/** Older markup labels the job type in words near the amount ("Fixed-price", "Hourly"). */
const kindNear = (scope: ParentNode | null, amount: Element): JobBudget['kind'] => {
  const label = scope?.querySelector('[data-test="job-type-label"]');
  const around = clean(label?.textContent) || clean(amount.parentElement?.parentElement?.textContent);
  return /hourly/i.test(around) ? 'hourly' : 'fixed';
};

export const budgetSources = (scope: ParentNode | null): Source<JobBudget>[] => [
  featureBudget(scope, '[data-cy="fixed-price"]', 'fixed'),
  featureBudget(scope, '[data-cy="clock-hourly"]', 'hourly'),
  fromSelector(scope, '[data-test="BudgetAmount"]', (element) => {
    const amount = amountIn(element);
    return amount ? { kind: kindNear(scope, element), amount } : null;
  }),
  fromSelector(scope, '[data-test="job-type-label"]', (element) => {
    const amounts = clean(element.textContent).match(MONEY);
    if (!amounts) return null;
    return { kind: /hourly/i.test(element.textContent ?? '') ? 'hourly' : 'fixed', amount: amounts.join(' - ') };
  }),
];

export const QUESTIONS_INTRO = 'You will be asked to answer the following questions when submitting a proposal';

/** The screening questions the job page lists under its own sentence; there is no hook for them. */
export const questionsSources = (scope: ParentNode | null): Source<string[]>[] => [
  {
    from: `ol > li after "${QUESTIONS_INTRO}"`,
    read: () => textsOf(sectionSaying(scope, QUESTIONS_INTRO)?.querySelectorAll('ol > li') ?? []),
  },
];
