import type { PageFields } from '../types';
import { uniqueSelector } from './selector';
import { clean } from './text';

/** What a reader noted while reading: where each field came from, and which it could not find. */
export interface Trace {
  matched: Record<string, string>;
  missing: string[];
}

export const newTrace = (): Trace => ({ matched: {}, missing: [] });

export const noFields = (): PageFields => ({ coverLetter: null, questions: [], note: null, message: null });

/** One place a field may be read from, named the way `matched` reports it (a selector, "url", …). */
export interface Source<T> {
  from: string;
  read: () => T | null;
}

const isPresent = <T>(value: T | null): value is T =>
  value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Reads a field from the first source that gives a value, records that source in `matched`, and lists the
 * field in `missing` when none does. The marketplaces change their markup in waves, so every field is a
 * chain from the current markup down to older markup and plain text.
 */
export function firstOf<T>(trace: Trace, field: string, sources: readonly Source<T>[]): T | null {
  const found = firstFound(sources);
  if (!found) {
    trace.missing.push(field);
    return null;
  }
  trace.matched[field] = found.from;
  return found.value;
}

/** The first source that gives a value, with that value; for blocks that are found but not reported missing. */
export function firstFound<T>(sources: readonly Source<T>[]): { value: T; from: string } | null {
  for (const source of sources) {
    const value = source.read();
    if (isPresent(value)) return { value, from: source.from };
  }
  return null;
}

/**
 * A source that reads the first element matching `selector` under `root` that gives a value, so an empty
 * placeholder element does not hide a filled one after it.
 */
export function fromSelector<T>(
  root: ParentNode | null,
  selector: string,
  read: (element: Element) => T | null,
): Source<T> {
  return {
    from: selector,
    read: () => {
      for (const element of root?.querySelectorAll(selector) ?? []) {
        const value = read(element);
        if (isPresent(value)) return value;
      }
      return null;
    },
  };
}

/** A source giving the one-line text of the first matching element. */
export const textAt = (root: ParentNode | null, selector: string): Source<string> =>
  fromSelector(root, selector, (element) => clean(element.textContent) || null);

/** The non-empty one-line texts of elements, in page order. */
export const textsOf = (elements: Iterable<Element>): string[] =>
  [...elements].map((element) => clean(element.textContent)).filter((text) => text !== '');

/** A source giving the distinct texts of all elements matching `selector` under `root`, in page order. */
export const distinctTextsAt = (root: ParentNode | null, selector: string): Source<string[]> => ({
  from: selector,
  read: () => (root ? [...new Set(textsOf(root.querySelectorAll(selector)))] : null),
});

/** A field found on the page, with the selector (or description) of the rule that found it. */
export interface Located<E extends Element> {
  element: E;
  from: string;
}

/** A source giving a selector for a located field, preferring the readable `candidates` when they are unique. */
export const selectorOf = (found: Located<Element> | null, candidates: readonly string[]): Source<string> => ({
  from: found?.from ?? '',
  read: () => (found ? uniqueSelector(found.element, candidates) : null),
});
