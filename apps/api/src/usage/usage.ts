import { and, eq, gt, sql, type Placeholder } from 'drizzle-orm';
import { usageMessages, type UsageKind } from '@quillbid/shared';
import type { Db } from '../db/client.js';
import { preparedQuery } from '../db/prepared.js';
import { usageCounters } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { startFreePlan } from './free-plan.js';
import { livePlanHolder } from './plan-holder.js';

const counters = {
  proposals: { used: usageCounters.usedProposals, limit: 'limitProposals', key: 'usedProposals' },
  profiles: { used: usageCounters.usedProfiles, limit: 'limitProfiles', key: 'usedProfiles' },
  templates: { used: usageCounters.usedTemplates, limit: 'limitTemplates', key: 'usedTemplates' },
} as const;

/** The limit of the plan the user draws on, as a subquery: no row when there is no live plan. */
function planLimit(db: Db, userId: string | Placeholder, kind: UsageKind) {
  const { holder, where } = livePlanHolder(db, userId);
  return db.select({ limit: holder[counters[kind].limit] }).from(holder).where(where);
}

/** What the user has used of a kind and their plan's limit of it: read before every proposal, so prepared. */
const usedAndLimitQuery = (kind: UsageKind) =>
  preparedQuery((db) => {
    const userId = sql.placeholder('userId');
    return db
      .select({ used: counters[kind].used, limit: sql<number | null>`(${planLimit(db, userId, kind)})` })
      .from(usageCounters)
      .where(eq(usageCounters.userId, userId))
      .prepare(`used_and_limit_${kind}`);
  });

const usedAndLimitQueries = {
  proposals: usedAndLimitQuery('proposals'),
  profiles: usedAndLimitQuery('profiles'),
  templates: usedAndLimitQuery('templates'),
};

async function usedAndLimit(db: Db, userId: string, kind: UsageKind) {
  const [row] = await usedAndLimitQueries[kind](db).execute({ userId });
  return row;
}

/**
 * Throws the spec's message unless the user could take one unit now; takes nothing. For work that runs
 * long before its result is stored (a proposal being written): a user at the limit hears so at once, and
 * `reserve` then takes the unit in the transaction that stores the result. An account whose plan ended
 * since it was last read goes on the free plan here, as `ensureFreePlan` would have put it.
 */
export async function ensureAvailable(db: Db, userId: string, kind: UsageKind): Promise<void> {
  let row = await usedAndLimit(db, userId, kind);
  if (row?.limit == null && (await startFreePlan(db, userId))) row = await usedAndLimit(db, userId, kind);
  if (row?.limit === null || row?.limit === undefined)
    throw new AppError('SUBSCRIPTION_REQUIRED', usageMessages.subscribeFirst[kind]);
  if (row.used >= row.limit) throw new AppError('LIMIT_REACHED', usageMessages.limitReached[kind]);
}

/** One conditional UPDATE: a unit is taken only while the plan the user draws on has one left. */
async function take(db: Db, userId: string, kind: UsageKind): Promise<boolean> {
  const { used, key } = counters[kind];
  const [taken] = await db
    .update(usageCounters)
    .set({ [key]: sql`${used} + 1` })
    .where(and(eq(usageCounters.userId, userId), sql`${used} < (${planLimit(db, userId, kind)})`))
    .returning({ id: usageCounters.userId });
  return taken !== undefined;
}

/**
 * Takes one unit of the plan the user draws on (their own, or their agency's), or throws the spec's
 * message. Check and increment are one conditional UPDATE, so concurrent requests can never take more
 * than the limit. Pass the caller's transaction so a failed create gives the unit back.
 */
export async function reserve(db: Db, userId: string, kind: UsageKind): Promise<void> {
  if (await take(db, userId, kind)) return;
  // Nothing taken: no plan (a free one may start now) or a full one; a unit given back meanwhile counts.
  await ensureAvailable(db, userId, kind);
  if (await take(db, userId, kind)) return;
  throw new AppError('LIMIT_REACHED', usageMessages.limitReached[kind]);
}

/**
 * Gives a unit back: a deleted profile or template. Deleting a proposal from history gives nothing back
 * (proposals count what was generated).
 */
export async function release(db: Db, userId: string, kind: UsageKind): Promise<void> {
  const { used, key } = counters[kind];
  await db
    .update(usageCounters)
    .set({ [key]: sql`${used} - 1` })
    .where(and(eq(usageCounters.userId, userId), gt(used, 0)));
}

/**
 * Deletes a row that took a unit (`remove` answers the rows it deleted) and gives the unit back, in one
 * transaction. False when there was nothing to delete: nothing is given back then.
 */
export function removeCounted(
  db: Db,
  userId: string,
  kind: UsageKind,
  remove: (tx: Db) => Promise<unknown[]>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await remove(tx)).length === 0) return false;
    await release(tx, userId, kind);
    return true;
  });
}
