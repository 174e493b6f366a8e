import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from '../db/schema.js';

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/**
 * Links sent by mail carry 256 random bits; only their SHA-256 is stored, so a leaked table opens nothing.
 * Looking a token up by its hash needs no constant-time comparison: the attacker cannot steer the hash.
 */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(oneTimeTokens)
    .values({ userId, purpose, tokenHash: digest(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks the token used and returns its user id, or null when it is unknown, used, expired or of another purpose. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose), isLive()))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** The user a live token belongs to, without using it up: for checks that must pass before it is spent. */
export async function findTokenUser(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose), isLive()))
    .limit(1);
  return row?.userId ?? null;
}

export async function hasLiveToken(db: Db, userId: string, purpose: TokenPurpose): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isLive()))
    .limit(1);
  return row !== undefined;
}

/** Retires the user's other open tokens of this purpose (a newer reset link makes older ones void). */
export async function revokeTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

const isLive = () => and(isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date()));
