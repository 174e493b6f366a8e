import type { Session } from '../auth/session-tokens.js';

/** Enough for every client active in the last while; about 1 MB at most. */
const DEFAULT_CAPACITY = 10_000;

export type SessionChecks = {
  /** Whether the database found this session valid less than the window ago. */
  isRecent(session: Session): boolean;
  remember(session: Session): void;
  /** This session was logged out: the next request checks it in the database. */
  forgetSession(tokenId: string): void;
  /** The user's token version changed (a password reset): every session of theirs is checked again. */
  forgetUser(userId: string): void;
};

/**
 * Remembers for `windowMs` that the database found a session valid (its user exists, its token version
 * is current, it was not logged out), so the requests a page or a client makes together look it up once
 * instead of once each. The process that logs a session out or resets a password forgets at once; other
 * processes notice within the window. A window of 0 checks every request.
 */
export function createSessionChecks(windowMs: number, capacity = DEFAULT_CAPACITY): SessionChecks {
  const checked = new Map<string, { userId: string; until: number }>();
  return {
    isRecent(session) {
      const entry = checked.get(session.tokenId);
      if (!entry) return false;
      if (entry.until > Date.now()) return true;
      checked.delete(session.tokenId);
      return false;
    },
    remember(session) {
      if (windowMs <= 0) return;
      checked.delete(session.tokenId);
      if (checked.size >= capacity) checked.delete(checked.keys().next().value ?? '');
      checked.set(session.tokenId, { userId: session.userId, until: Date.now() + windowMs });
    },
    forgetSession(tokenId) {
      checked.delete(tokenId);
    },
    forgetUser(userId) {
      for (const [tokenId, entry] of checked) if (entry.userId === userId) checked.delete(tokenId);
    },
  };
}
