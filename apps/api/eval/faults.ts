import type { JobFixture } from './fixtures.js';
import { allowedCapitals, fluencyDefects } from './fluency.js';
import { longestCopiedRun } from './measures.js';

/**
 * Faults that any text written for a post can have, whether it is a draft or a screening answer, with the
 * report's words for each. Both evaluations judge them by the same rule.
 */

/** More words than this in a row taken from the post is copying it rather than answering it. */
export const COPIED_WORDS_MAX = 8;

/** The longest run of words the text takes from its post, and the report's line when it is too long. */
export function copiedFromPost(text: string, post: JobFixture): { run: number; fault: string | null } {
  const run = longestCopiedRun(text, `${post.jobTitle}\n${post.jobDescription}`);
  return { run, fault: run > COPIED_WORDS_MAX ? `copies ${run} words of the post` : null };
}

/**
 * The report's line for the text's fluency defects, or null when it has none. Capitals are allowed where
 * the post or the profile writes them.
 */
export function fluencyFault(html: string, post: JobFixture, profileText: string): string | null {
  const defects = fluencyDefects(html, allowedCapitals(post.jobDescription, profileText));
  if (defects.length === 0) return null;
  return `fluency: ${defects.map((d) => `${d.kind} “${d.text}”`).join('; ')}`;
}
