/**
 * A JSON object's fields, or null for anything else. The few shapes every page reads as it starts (the session
 * token's expiry, a Google sign-in attempt) are checked field by field with it: zod, which checks everything
 * else, then loads with the pages that need it rather than with every first visit.
 */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
