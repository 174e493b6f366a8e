import type { ProposalStatus } from '@quillbid/shared';

/**
 * Proposal history in bulk: titles that name one of 100 clients (so searching for a client finds 1% of
 * a user's history) and descriptions that vary with the kind of work.
 */
const PREFIXES = ['North', 'Blue', 'Iron', 'Silver', 'Bright', 'Green', 'Red', 'Stone', 'Swift', 'Gold'];
const SUFFIXES = ['wind', 'field', 'gate', 'brook', 'wave', 'ridge', 'leaf', 'works', 'forge', 'peak'];
const CLIENTS = PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => `${prefix}${suffix}`));

/** A client that 1% of the history names. */
export const SEARCHED_CLIENT = 'Northwind';

/** Every run of `length` letters of `name` that crosses `join` (where its second half starts). */
const across = (name: string, join: number, length: number) =>
  Array.from({ length: length - 1 }, (_, k) => join - length + 1 + k)
    .filter((start) => start >= 0 && start + length <= name.length)
    .map((start) => name.slice(start, start + length));

/**
 * Six and seven letters across the join of a client's two halves ('rthwin', 'rthwind'): hundreds of different
 * searches, each finding one or two clients' 1% of a history. There are more of them than the server keeps
 * pages (jobs/history.ts), so in turn none is answered from memory.
 */
export const NEW_SEARCHES = [
  ...new Set(
    CLIENTS.flatMap((name, i) => {
      const join = PREFIXES[Math.floor(i / SUFFIXES.length)]?.length ?? 0;
      return [...across(name, join, 6), ...across(name, join, 7)];
    }),
  ),
];

export const PAGE_SIZE = 20;
/** Page 2,001 of 50,000 proposals starts after the 40,000th: deep enough that OFFSET would read them all. */
export const DEEP_PAGE = 2001;

const WORK = [
  {
    title: 'React analytics dashboard',
    category: 'development',
    description:
      'We need a React developer to build an analytics dashboard for our SaaS, with charts fed from PostgreSQL. Have you built dashboards before?',
  },
  {
    title: 'Shopify store redesign',
    category: 'design',
    description:
      'Our Shopify theme is dated. Redesign the home and product pages, keep the checkout untouched and make it fast on phones.',
  },
  {
    title: 'Node.js API integration',
    category: 'development',
    description:
      'Connect our Node.js backend to a payment provider and a CRM. Webhooks must be verified and retried; tests are required.',
  },
  {
    title: 'Landing page copy and build',
    category: 'writing',
    description:
      'Write and build a one-page site for a product launch: hero, three benefits, pricing and a sign-up form. Figma files provided.',
  },
  {
    title: 'Data pipeline in Python',
    category: 'data',
    description:
      'Nightly import of CSV exports into a warehouse, deduplicated and validated, with a short report by e-mail when it fails.',
  },
  {
    title: 'Mobile app bug fixing',
    category: 'development',
    description:
      'Our React Native app crashes on older Android phones when uploading photos. Find the cause, fix it and add a regression test.',
  },
];

/** A proposal saved in bulk: its text and word count, and the template and profile it was written with. */
export type BulkProposal = { aiResponse: string; wordCount: number; templateId?: string; profileId?: string };

export function historyRow(userId: string, index: number, proposal: BulkProposal, now: number) {
  const work = WORK[index % WORK.length] ?? { title: '', description: '', category: 'general' };
  const client = CLIENTS[index % CLIENTS.length] ?? '';
  // One a minute going back in time, so the newest are the ones the API shows first.
  const createdAt = new Date(now - (index + 1) * 60_000);
  return {
    userId,
    jobTitle: `${work.title} for ${client}`,
    jobDescription: work.description,
    category: work.category,
    ...proposal,
    createdAt,
    statusChangedAt: createdAt,
  };
}

/**
 * What became of the `index`th proposal, as the statuses it was marked with in turn: about 60% sent, a
 * fifth of those answered, a few interviews and fewer hires. Spread over the history by a stride, so every
 * week and every kind of work has some of each.
 */
export function historyOutcome(index: number): ProposalStatus[] {
  const roll = (index * 37) % 100;
  if (roll < 40) return [];
  if (roll < 70) return ['sent'];
  if (roll < 82) return ['sent', 'not_answered'];
  if (roll < 90) return ['sent', 'viewed', 'replied'];
  if (roll < 95) return ['sent', 'replied', 'declined'];
  if (roll < 98) return ['sent', 'replied', 'interview'];
  return ['sent', 'replied', 'interview', 'hired'];
}
