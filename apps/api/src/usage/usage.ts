import { and, eq, gt, sql } from 'drizzle-orm';
import { usageMessages, type UsageKind } from '@quillbid/shared';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { livePlanHolder } from './plan-holder.js';

const counters = {
  proposals: { used: users.usedProposals, limit: 'limitProposals', key: 'usedProposals' },
  profiles: { used: users.usedProfiles, limit: 'limitProfiles', key: 'usedProfiles' },
  templates: { used: users.usedTemplates, limit: 'limitTemplates', key: 'usedTemplates' },
} as const;

/**
 * Takes one unit of the plan the user draws on (their own, or their agency's), or throws the spec's
 * message. Check and increment are one conditional UPDATE, so concurrent requests can never take more
 * than the limit. Pass the caller's transaction so a failed create gives the unit back.
 */
export async function reserve(db: Db, userId: string, kind: UsageKind): Promise<void> {
  const { used, limit, key } = counters[kind];
  const { holder, where } = livePlanHolder(db, userId);
  const planLimit = db.select({ limit: holder[limit] }).from(holder).where(where);
  const [taken] = await db
    .update(users)
    .set({ [key]: sql`${used} + 1` })
    .where(and(eq(users.id, userId), sql`${used} < (${planLimit})`))
    .returning({ id: users.id });
  if (taken) return;

  const [live] = await db.select({ id: holder.id }).from(holder).where(where);
  if (!live) throw new AppError('SUBSCRIPTION_REQUIRED', usageMessages.subscribeFirst[kind]);
  throw new AppError('LIMIT_REACHED', usageMessages.limitReached[kind]);
}

/**
 * Gives a unit back: a deleted profile or template, or a proposal whose generation failed. Deleting a
 * proposal from history gives nothing back (proposals count what was generated).
 */
export async function release(db: Db, userId: string, kind: UsageKind): Promise<void> {
  const { used, key } = counters[kind];
  await db
    .update(users)
    .set({ [key]: sql`${used} - 1` })
    .where(and(eq(users.id, userId), gt(used, 0)));
}
