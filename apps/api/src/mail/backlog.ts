import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export type OutboxBacklog = { waiting: number; oldestWaitSeconds: number };

/** Mail queued for delivery and how long the oldest has waited (0 when none): what shows an SMTP server away. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [found] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldestWaitSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return found ?? { waiting: 0, oldestWaitSeconds: 0 };
}
