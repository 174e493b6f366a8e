import type { Session } from '../auth/session-tokens.js';

type Verify = (token: string) => Promise<Session | null>;

/** Enough for every client active in the last while; about 5 MB at most. */
const DEFAULT_CAPACITY = 10_000;

/**
 * Remembers the tokens whose signature checked out, so a client's next request with the same token
 * skips the check (HS256 through WebCrypto costs more than the rest of a typical request). Only a token
 * that verified gets in, byte for byte the same string; its expiry is checked at every use; logging out
 * and the token version are still read from the database by every request. The oldest entries go first.
 */
export function rememberVerifiedSessions(verify: Verify, capacity = DEFAULT_CAPACITY): Verify {
  const verified = new Map<string, Session>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > Date.now()) return known;
      verified.delete(token);
      return null;
    }
    const session = await verify(token);
    if (!session) return null;
    if (verified.size >= capacity) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, Object.freeze(session));
    return session;
  };
}
