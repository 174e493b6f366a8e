import { asc, desc, eq, sql } from 'drizzle-orm';
import { htmlText, wordCount } from '@quillbid/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema.js';
import { profileBody } from '../test/support/factories.js';
import { JOB, templateBody } from '../test/support/job-fixtures.js';
import { DEEP_PAGE, historyOutcome, historyRow, PAGE_SIZE, type BulkProposal } from './history-data.js';

const { jobs, mailOutbox, proposalEvents, users } = schema;
const INSERT_BATCH = 1000;
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'benchmark password';

export type SeededUser = { id: string; token: string };
export type Seeded = {
  /** A profile, a template and 5,000 proposals (about 60% sent, with their outcomes), on the pro plan. */
  main: SeededUser;
  /** 50,000 proposals, on the free plan; `deepPageAfter` is the last job before page DEEP_PAGE. */
  large: SeededUser & { deepPageAfter: string };
  /**
   * Accounts that generate at the same time, each with its own profile and template, on the agency plan
   * (the most proposals a month, so no run reaches a limit).
   */
  writers: { token: string; generateBody: Record<string, unknown> }[];
};

export function apiClient(origin: string) {
  return async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${origin}/api/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * Users come in through the API (sign-up, the mailed link, login, profile, template, one generation);
 * the bulk of their history is inserted directly.
 */
export async function seed(
  origin: string,
  databaseUrl: string,
  history: { main: number; large: number; writers: number },
) {
  const call = apiClient(origin);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    async function signUp(email: string): Promise<SeededUser> {
      await call('POST', 'auth/register', { firstName: 'Bea', lastName: 'Bench', email, password: PASSWORD });
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      const verifyToken = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
      await call('POST', `auth/confirm/${verifyToken}`);
      const { token } = await call<{ token: string }>('POST', 'auth/login', { email, password: PASSWORD });
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`${email} was not created`);
      return { id: user.id, token };
    }
    async function fillHistory(userId: string, count: number, proposal: BulkProposal) {
      const now = Date.now();
      for (let start = 0; start < count; start += INSERT_BATCH) {
        const size = Math.min(INSERT_BATCH, count - start);
        await db
          .insert(jobs)
          .values(Array.from({ length: size }, (_, i) => historyRow(userId, start + i, proposal, now)));
      }
    }

    /**
     * Marks the user's history with outcomes (historyOutcome), an hour apart after each proposal was
     * written, and sets each proposal's status from its newest change, as POST job/{id}/status would.
     */
    async function recordOutcomes(userId: string) {
      const rows = await db
        .select({ id: jobs.id, createdAt: jobs.createdAt })
        .from(jobs)
        .where(eq(jobs.userId, userId))
        .orderBy(desc(jobs.createdAt), desc(jobs.id));
      const events = rows.flatMap((row, index) =>
        historyOutcome(index).map((status, step) => ({
          jobId: row.id,
          userId,
          status,
          createdAt: new Date(row.createdAt.getTime() + (step + 1) * HOUR_MS),
        })),
      );
      for (let start = 0; start < events.length; start += INSERT_BATCH)
        await db.insert(proposalEvents).values(events.slice(start, start + INSERT_BATCH));
      const newest = db
        .selectDistinctOn([proposalEvents.jobId], {
          jobId: proposalEvents.jobId,
          status: proposalEvents.status,
          createdAt: proposalEvents.createdAt,
        })
        .from(proposalEvents)
        .where(eq(proposalEvents.userId, userId))
        .orderBy(asc(proposalEvents.jobId), desc(proposalEvents.createdAt))
        .as('newest');
      await db
        .update(jobs)
        .set({ status: sql`${newest.status}`, statusChangedAt: sql`${newest.createdAt}` })
        .from(newest)
        .where(eq(jobs.id, newest.jobId));
    }

    /** A signed-in account on a plan, with a profile and a template: what generating needs. */
    async function writer(email: string, packageType: string) {
      const account = await signUp(email);
      await call('POST', 'billing/test-checkout', { packageType, interval: 'year' }, account.token);
      const { profile } = await call<{ profile: { _id: string } }>('POST', 'profile', profileBody(), account.token);
      const { template } = await call<{ template: { _id: string } }>(
        'POST',
        'template',
        templateBody(profile._id),
        account.token,
      );
      return { ...account, generateBody: { ...JOB, templateId: template._id, profileId: profile._id } };
    }

    // The most common paid plan; an agency's owner and members read one more row (planHolder).
    const main = await writer('bench@example.com', 'pro');
    const { job } = await call<{ job: { aiResponse: string } }>('POST', 'job', main.generateBody, main.token);
    const proposal = { aiResponse: job.aiResponse, wordCount: wordCount(htmlText(job.aiResponse)) };
    const { templateId, profileId } = main.generateBody;
    await fillHistory(main.id, history.main - 1, { ...proposal, templateId, profileId });
    await recordOutcomes(main.id);

    const large = await signUp('bench-large@example.com');
    await fillHistory(large.id, history.large, proposal);
    const [beforeDeepPage] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.userId, large.id))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .offset((DEEP_PAGE - 1) * PAGE_SIZE - 1)
      .limit(1);
    if (!beforeDeepPage) throw new Error('the large history is shorter than the deep page');

    const writers = [];
    for (let i = 0; i < history.writers; i += 1)
      writers.push(await writer(`bench-writer-${i}@example.com`, 'agencyExpansion'));

    // What autovacuum does to a table soon after a bulk load: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);
    return {
      main,
      large: { ...large, deepPageAfter: beforeDeepPage.id },
      writers,
    };
  } finally {
    await pool.end();
  }
}
