/**
 * Where a skill stands in a post's text: the clause around it, and whether a text only lists skills. The
 * requirement reader (skills.ts) reads the words around each mention from these.
 */
import { escapeRegExp, termMatcher, withoutTerm } from '@quillbid/shared';
import { CLAUSE_BREAK, LIST_FILLER } from './skill-cues.js';

/** The skills a post names, and a memo of which of its texts list only them ("React, Node.js and Go"). */
export type Named = { skills: string[]; listLike: (text: string) => boolean };

/** A clause around one mention of a skill; a list ("React, Node.js and Go") shares its lead-in. */
export type Scope = { before: string; after: string; text: string };

export function namedSkills(skills: string[]): Named {
  const known = new Map<string, boolean>();
  return {
    skills,
    listLike: (text) => {
      const seen = known.get(text);
      if (seen !== undefined) return seen;
      const listy = isListLike(text, skills);
      known.set(text, listy);
      return listy;
    },
  };
}

/** The words before a list the skill is in: "Produce code samples in cURL, " → "Produce code samples in ". */
const LIST_TAIL =
  /(?:(?<![\w.#+-])(?!(?:in|on|with|using|via|into|for|of|to|and|or)\b)[\w.#+-]+(?:\s+(?!(?:in|on|with|using|via|into|for|of|to)\b)[\w.#+-]+)?\s*(?:,|\band\b|\bor\b|&|\/|\+)\s*)+$/i;
export const listHead = (before: string) => before.replace(LIST_TAIL, '');

/** Each clause naming the skill; a list item's clause reaches to the words that introduce or close the list. */
export function scopesOf(text: string, skill: string, named: Named): (Scope & { lead: string })[] {
  const scopes: (Scope & { lead: string })[] = [];
  for (const clause of splitKeeping(text, CLAUSE_BREAK)) {
    const segments = clause.text.split(/,/);
    const listy = segments.map(named.listLike);
    let segmentAt = clause.at;
    segments.forEach((segment, i) => {
      const found = termMatcher(segment)(skill) ? locate(segment, skill) : null;
      if (found) {
        let from = i;
        let to = i;
        if (listy[i]) {
          while (from > 0 && listy[from]) from -= 1;
          while (to < segments.length - 1 && listy[to]) to += 1;
        }
        scopes.push({
          before: `${segments.slice(from, i).join(',')}${i > from ? ',' : ''}${segment.slice(0, found.at)}`,
          after: `${segment.slice(found.at + found.length)}${i < to ? ',' : ''}${segments.slice(i + 1, to + 1).join(',')}`,
          text: segments.slice(from, to + 1).join(','),
          lead: text.slice(0, segmentAt + found.at),
        });
      }
      segmentAt += segment.length + 1;
    });
  }
  return scopes;
}

/** Splits a text where a pattern matches, keeping where each piece starts. */
function splitKeeping(text: string, pattern: RegExp): { text: string; at: number }[] {
  const pieces: { text: string; at: number }[] = [];
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  let start = 0;
  for (const match of text.matchAll(global)) {
    pieces.push({ text: text.slice(start, match.index), at: start });
    start = match.index + match[0].length;
  }
  pieces.push({ text: text.slice(start), at: start });
  return pieces;
}

/** A line that lists skills: every part of it naming one is only skills ("Python or TypeScript, both fine"). */
export function listLine(text: string, named: Named): boolean {
  const parts = text.split(',').filter((part) => named.skills.some(termMatcher(part)));
  return parts.length > 0 && parts.every(named.listLike);
}

/** Only skills and list padding: "React", "and 3+ years of PostgreSQL", "Shopify, Liquid, JavaScript." */
function isListLike(text: string, named: string[]): boolean {
  const rest = named.reduce((remaining, skill) => withoutTerm(remaining, skill), text);
  if (rest === text) return false;
  const words = rest
    .toLowerCase()
    .replace(/[^a-z'’\s-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== '-' && !LIST_FILLER.has(word));
  return words.length <= 1;
}

/** Where a skill is written in a text, in any of the spellings the matcher accepts ("NodeJS", "Golang"). */
export function locate(text: string, skill: string): { at: number; length: number } | null {
  const words = skill
    .split(/\s+/)
    .map((word) => escapeRegExp(word).replace(/\\\.js$/i, String.raw`(?:\.?js)`))
    .join(String.raw`[\s-]+`);
  const pattern = new RegExp(String.raw`(?<![\w.#+-])${words}(?![\w#+]|\.\w)`);
  const match =
    pattern.exec(text) ??
    new RegExp(pattern.source, 'i').exec(text) ??
    (/^go$/i.test(skill) ? /\bgolang\b/i.exec(text) : null);
  return match ? { at: match.index, length: match[0].length } : null;
}
