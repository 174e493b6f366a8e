import { eq } from 'drizzle-orm';
import type { UserUpdate } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';

/** Only the account fields; the strict schema has already refused every other key. */
export async function updateAccount(db: Db, user: UserRow, changes: UserUpdate): Promise<UserRow> {
  if (Object.keys(changes).length === 0) return user;
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
