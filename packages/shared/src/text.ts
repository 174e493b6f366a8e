import { z } from 'zod';

/** Half of a UTF-16 pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string holds something no store keeps as it was sent: NUL, which PostgreSQL's text refuses
 * (the request would fail), or a lone surrogate, which would be saved as U+FFFD (silently changed).
 */
export function hasUnsavableCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

const ACRONYMS: Record<string, string> = { Id: 'ID', Url: 'URL' };

/** "profileSummary" → "Profile Summary": the field an issue belongs to, named from its path's last key. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'This field';
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((word) => {
      const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
      return ACRONYMS[capitalised] ?? capitalised;
    })
    .join(' ');
}

export const textMessages = {
  unsavable: (field: string) => `${field} contains a character that cannot be saved.`,
} as const;

/**
 * Every text a request carries (bodies, path parameters, query strings) starts here: a string that is
 * refused, with a message naming its field, when it holds a character that cannot be saved. The check
 * comes first, so it also names the field when a later rule would fail as well.
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasUnsavableCharacter(value), {
    error: (issue) => textMessages.unsavable(fieldLabel(issue.path ?? [])),
  });
