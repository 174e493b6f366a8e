import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Long enough for a healthy database on a busy host, short enough for a load balancer's probe. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within `timeoutMs`, getting a connection included. */
export async function databaseAnswers(db: Db, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db
    .transaction(async (tx) => {
      // The server gives up too, so a check stuck behind a lock does not keep its connection.
      await tx.execute(sql.raw(`set local statement_timeout = ${timeoutMs}`));
      await tx.execute(sql`select 1`);
    })
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
