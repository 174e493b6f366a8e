import { FREE_PACKAGE_TYPE } from '@quillbid/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { packages, users, type UserRow } from '../db/schema.js';
import { selectAccounts, toAccount, type Account } from './account.js';
import { applyPlan, isLive, periodEnd } from './apply-plan.js';

/** An invited member draws on the agency owner's plan (see planHolder), never on a plan of their own. */
const isAgencyMember = (user: UserRow) => user.agencyId !== null && user.invitedBy !== null;

/**
 * Every account that holds no live plan of its own is on the free package: a new account, a paid plan
 * that ended, a free month that ran out, a member who left an agency. Applied when the account is next
 * used rather than by a scheduler. Returns the account as it now stands.
 */
export async function ensureFreePlan(db: Db, account: Account, now = new Date()): Promise<Account> {
  if (isLive(account.plan, now) || isAgencyMember(account)) return account;
  await startFreePlan(db, account.id, now);
  // This request or one beside it started the month: answer with the account as it now stands.
  const [current] = await selectAccounts(db).where(eq(users.id, account.id));
  return current ? toAccount(current) : account;
}

/**
 * Starts a free month unless the account holds a live plan or is an agency member; `applyPlan` decides on
 * the locked account, so two requests at once start one month, not two.
 */
export async function startFreePlan(db: Db, userId: string, now = new Date()) {
  const [free] = await db.select().from(packages).where(eq(packages.packageType, FREE_PACKAGE_TYPE)).limit(1);
  if (!free) return null;
  return applyPlan(db, userId, (current, account) =>
    isLive(current, now) || isAgencyMember(account)
      ? null
      : {
          plan: free,
          status: 'active',
          periodStart: now,
          periodEnd: periodEnd(now, 'month'),
          renews: true,
          newPeriod: true,
        },
  );
}
