import { eq } from 'drizzle-orm';
import type { UserUpdate } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Account } from '../../usage/account.js';

/** Only the account fields; the strict schema has already refused every other key. */
export async function updateAccount(db: Db, account: Account, changes: UserUpdate): Promise<Account> {
  if (Object.keys(changes).length === 0) return account;
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, account.id))
    .returning();
  return updated ? { ...account, ...updated } : account;
}
