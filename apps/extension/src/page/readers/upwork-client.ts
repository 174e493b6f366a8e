import type { JobClient } from '../types';
import { firstFound, firstOf, fromSelector, textAt, type Source, type Trace } from './fields';
import { sectionTitled } from './sections';
import { clean } from './text';

const clientBoxSources = (scope: ParentNode | null): Source<Element>[] => [
  fromSelector(scope, '[data-test="about-client-container"]', (element) => element),
  fromSelector(scope, '[data-test="AboutClientUser"]', (element) => element),
  { from: 'section "About the client"', read: () => sectionTitled(scope, 'About the client') },
];

/** "Rating is 4.9 out of 5." or "4.9" → 4.9; anything outside 0–5 is not a rating. */
const ratingIn = (element: Element): number | null => {
  const found = /\d+(?:\.\d+)?/.exec(clean(element.textContent));
  const rating = found ? Number(found[0]) : NaN;
  return rating >= 0 && rating <= 5 ? rating : null;
};

const SPEND = /\$\s?[\d.,]+\s?[KMB]?\+?/i;

/** "$10K+ total spent" → "$10K+": the panel shows the amount, the words are the page's. */
const spendIn = (element: Element): string | null =>
  SPEND.exec(clean(element.textContent))?.[0].replace(/\s/g, '') ?? null;

const wording = (box: Element | null, pattern: RegExp, value: boolean): Source<boolean> => ({
  from: `text "${pattern.source}"`,
  read: () => (box && pattern.test(clean(box.textContent)) ? value : null),
});

/**
 * The "About the client" box: where the client is, how they rate, how much they have spent, and whether
 * their payment method is verified. Without the box every part is missing; nothing is guessed from
 * elsewhere on the page.
 */
export function readClient(trace: Trace, scope: ParentNode | null): JobClient {
  const found = firstFound(clientBoxSources(scope));
  if (found) trace.matched.client = found.from;
  const box = found?.value ?? null;
  const spentPhrase = new RegExp(`(${SPEND.source})\\s*total spent`, 'i');

  const country = firstOf(trace, 'client.country', [
    textAt(box, 'li[data-qa="client-location"] > strong'),
    textAt(box, '[data-qa="client-location"] strong'),
  ]);
  const rating = firstOf(trace, 'client.rating', [
    fromSelector(box, '[data-testid="buyer-rating"]', ratingIn),
    fromSelector(box, '.air3-rating-value-text', ratingIn),
  ]);
  const spent = firstOf(trace, 'client.spent', [
    fromSelector(box, 'strong[data-qa="client-spend"]', spendIn),
    fromSelector(box, '[data-qa="client-spend"]', spendIn),
    {
      from: 'text "total spent"',
      read: () => spentPhrase.exec(clean(box?.textContent))?.[1]?.replace(/\s/g, '') ?? null,
    },
  ]);
  const paymentVerified = firstOf(trace, 'client.paymentVerified', [
    fromSelector(box, '.payment-verified', () => true),
    fromSelector(box, '.payment-unverified', () => false),
    wording(box, /Payment method not verified/i, false),
    wording(box, /Payment method verified/i, true),
  ]);
  return { country, rating, spent, paymentVerified };
}
