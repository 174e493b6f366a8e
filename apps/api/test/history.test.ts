import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPageSchema, jobResponseSchema, type JobPage } from '@quillbid/shared';
import { historyTotals, jobs, users } from '../src/db/schema.js';
import { toJobDto } from '../src/modules/jobs/dto.js';
import { send, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HISTORY = 45;

/** A signed-in user with `count` proposals, one a minute, titled `#0` (newest) to `#count-1`. */
async function userWithHistory(count = HISTORY) {
  const user = await signedInUser(t);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  const id = row?.id ?? '';
  const now = Date.now();
  if (count === 0) return { ...user, id };
  await t.database.db.insert(jobs).values(
    Array.from({ length: count }, (_, i) => ({
      userId: id,
      jobTitle: `#${i} ${i % 3 === 0 ? 'Shopify store' : 'React dashboard'}`,
      jobDescription: 'A job',
      aiResponse: '<p>A proposal</p>',
      wordCount: 2,
      createdAt: new Date(now - i * 60_000),
    })),
  );
  return { ...user, id };
}

const history = async (token: string, query: string): Promise<JobPage> => {
  const res = await send(t.app, 'GET', `/api/job?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return jobPageSchema.parse(res.json());
};
const titles = (page: JobPage) => page.jobs.map((job) => job.jobTitle.split(' ')[0]);

describe('GET /api/job, paging after a proposal (keyset)', () => {
  it('answers the page after the given proposal: the same page as counting, with the same total', async () => {
    const user = await userWithHistory();
    const page2 = await history(user.token, 'page=2&pageSize=20');
    const lastOfPage1 = (await history(user.token, 'page=1&pageSize=20')).jobs.at(-1)?._id;
    const after = await history(user.token, `page=2&pageSize=20&after=${lastOfPage1}`);
    expect(after).toEqual(page2);
    expect(titles(after)).toEqual(Array.from({ length: 20 }, (_, i) => `#${20 + i}`));
    expect(after.total).toBe(HISTORY);
  });

  it('keeps proposals created in the same instant in one order, none skipped or repeated', async () => {
    const user = await userWithHistory(0);
    const sameMoment = new Date();
    await t.database.db.insert(jobs).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: user.id,
        jobTitle: `same ${i}`,
        jobDescription: 'x',
        aiResponse: 'x',
        wordCount: 1,
        createdAt: sameMoment,
      })),
    );
    const seen: string[] = [];
    let after = '';
    for (let page = 1; page <= 3; page += 1) {
      const found = await history(user.token, `page=${page}&pageSize=3${after ? `&after=${after}` : ''}`);
      seen.push(...found.jobs.map((job) => job.jobTitle));
      after = found.jobs.at(-1)?._id ?? '';
    }
    expect(seen.toSorted()).toEqual(Array.from({ length: 7 }, (_, i) => `same ${i}`));
  });

  it('pages a search after a proposal, counting only the matches', async () => {
    const user = await userWithHistory();
    const first = await history(user.token, 'search=shopify&page=1&pageSize=5');
    expect(first.total).toBe(15);
    const second = await history(user.token, `search=shopify&page=2&pageSize=5&after=${first.jobs.at(-1)?._id}`);
    expect(titles(second)).toEqual(['#15', '#18', '#21', '#24', '#27']);
    expect(second.total).toBe(15);
  });

  it('counts pages from the start when the proposal it continues after is gone or not the user’s', async () => {
    const user = await userWithHistory();
    const other = await userWithHistory(3);
    const deleted = (await history(user.token, 'page=1&pageSize=20')).jobs.at(-1)?._id;
    expect((await send(t.app, 'DELETE', `/api/job/${deleted}`, user.token)).statusCode).toBe(200);

    const afterDeleted = await history(user.token, `page=2&pageSize=20&after=${deleted}`);
    expect(titles(afterDeleted)).toEqual(titles(await history(user.token, 'page=2&pageSize=20')));
    expect(afterDeleted.total).toBe(HISTORY - 1);

    const othersJob = (await history(other.token, 'page=1')).jobs[0]?._id;
    const afterOthers = await history(user.token, `page=2&pageSize=20&after=${othersJob}`);
    expect(titles(afterOthers)).toEqual(titles(await history(user.token, 'page=2&pageSize=20')));
  });

  it('answers exactly the documented fields, in order', async () => {
    const user = await userWithHistory(1);
    const body = (await send(t.app, 'GET', '/api/job', user.token)).json();
    expect(Object.keys(body)).toEqual(['jobs', 'total', 'page', 'pageSize']);
    expect(Object.keys(body.jobs[0])).toEqual(Object.keys(jobResponseSchema.shape));
  });

  it('answers each proposal exactly as toJobDto writes it, whatever its text and timestamp', async () => {
    const user = await userWithHistory(0);
    const [quoted] = await t.database.db
      .insert(jobs)
      .values([
        {
          userId: user.id,
          jobTitle: 'Quotes " \\ back\\slash, tab\t and 😀 emoji',
          jobDescription: 'Line one\nline two\r\n\u2028 «ünïcödé» </script>',
          jobLink: 'https://www.upwork.com/jobs/~01',
          aiResponse: '<p>“Curly” — dashes &amp; entities</p>',
          wordCount: 3,
        },
      ])
      .returning();
    await t.database.db.insert(jobs).values({
      userId: user.id,
      jobTitle: 'Linked',
      jobDescription: 'x',
      aiResponse: 'x',
      wordCount: 1,
      templateId: null,
      profileId: null,
    });
    // Microseconds PostgreSQL keeps and a JavaScript date drops: both forms must agree on the millisecond.
    await t.database.db.execute(
      sql`update ${jobs} set created_at = '2026-03-04 05:06:07.891999+00', status = 'not_answered',
        status_changed_at = '2026-03-11 23:59:59.999999+00' where ${jobs.id} = ${quoted?.id ?? ''}`,
    );
    const res = await send(t.app, 'GET', '/api/job', user.token);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.userId, user.id))
      .orderBy(desc(jobs.createdAt), desc(jobs.id));
    expect(jobPageSchema.parse(res.json()).jobs).toEqual(rows.map(toJobDto));
    expect(res.json().jobs[1]).toMatchObject({
      createdAt: '2026-03-04T05:06:07.891Z',
      status: 'not_answered',
      statusChangedAt: '2026-03-11T23:59:59.999Z',
    });
    expect(res.json().jobs[0]).toMatchObject({ status: 'draft' });
  });

  it('answers a page past the end with no proposals and the total', async () => {
    const user = await userWithHistory();
    expect(await history(user.token, 'page=9&pageSize=20')).toEqual({
      jobs: [],
      total: HISTORY,
      page: 9,
      pageSize: 20,
    });
    const search = await history(user.token, 'search=shopify&page=9&pageSize=20');
    expect(search).toEqual({ jobs: [], total: 15, page: 9, pageSize: 20 });
  });

  it('refuses an `after` that is not a proposal id with 400', async () => {
    const user = await signedInUser(t);
    for (const after of ['abc', "1' OR '1'='1", '']) {
      const res = await send(t.app, 'GET', `/api/job?after=${encodeURIComponent(after)}`, user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });
});

describe('history totals', () => {
  const storedTotal = async (userId: string) =>
    (await t.database.db.select().from(historyTotals).where(eq(historyTotals.userId, userId)))[0]?.total;

  it('follow every insert and delete, however they are made', async () => {
    const user = await userWithHistory(10);
    expect(await storedTotal(user.id)).toBe(10);
    const first = (await history(user.token, 'page=1')).jobs[0]?._id;
    await send(t.app, 'DELETE', `/api/job/${first}`, user.token);
    await t.database.db.delete(jobs).where(eq(jobs.jobTitle, '#8 React dashboard'));
    expect(await storedTotal(user.id)).toBe(8);
    expect((await history(user.token, 'page=1')).total).toBe(8);
  });

  it('go with the account', async () => {
    const user = await userWithHistory(4);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect(await storedTotal(user.id)).toBeUndefined();
  });
});

describe('the first history page, answered again while the history is unchanged', () => {
  const firstTitle = async (token: string) => (await history(token, 'page=1&pageSize=20')).jobs[0]?.jobTitle;

  it('shows every change at once, whichever code makes it', async () => {
    const user = await userWithHistory(3);
    expect(await firstTitle(user.token)).toBe('#0 Shopify store');
    const newest = (await history(user.token, 'page=1&pageSize=20')).jobs[0]?._id ?? '';

    await t.database.db.update(jobs).set({ jobTitle: 'Edited' }).where(eq(jobs.id, newest));
    expect(await firstTitle(user.token)).toBe('Edited');

    const sent = await send(t.app, 'POST', `/api/job/${newest}/status`, user.token, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await history(user.token, 'page=1&pageSize=20')).jobs[0]?.status).toBe('sent');

    await t.database.db.insert(jobs).values({
      userId: user.id,
      jobTitle: 'Added',
      jobDescription: 'A job',
      aiResponse: '<p>A proposal</p>',
      wordCount: 2,
    });
    expect(await firstTitle(user.token)).toBe('Added');
    expect((await history(user.token, 'page=1&pageSize=20')).total).toBe(4);

    const added = (await history(user.token, 'page=1&pageSize=20')).jobs[0]?._id;
    expect((await send(t.app, 'DELETE', `/api/job/${added}`, user.token)).statusCode).toBe(200);
    expect(await firstTitle(user.token)).toBe('Edited');
  });

  it('starts a new history at its first proposal', async () => {
    const user = await userWithHistory(0);
    expect((await history(user.token, 'page=1&pageSize=20')).jobs).toEqual([]);
    await t.database.db.insert(jobs).values({
      userId: user.id,
      jobTitle: 'First',
      jobDescription: 'A job',
      aiResponse: '<p>A proposal</p>',
      wordCount: 2,
    });
    expect(await firstTitle(user.token)).toBe('First');
  });

  it('is kept per page size, and only the first page is kept', async () => {
    const user = await userWithHistory(6);
    expect((await history(user.token, 'page=1&pageSize=2')).jobs).toHaveLength(2);
    expect((await history(user.token, 'page=1&pageSize=20')).jobs).toHaveLength(6);
    // With triggers off, a change leaves the version as it was: the kept first page still answers, while
    // a search and a later page are read afresh.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(jobs).set({ jobTitle: 'Unseen' }).where(eq(jobs.userId, user.id));
    });
    expect(await firstTitle(user.token)).toBe('#0 Shopify store');
    expect(titles(await history(user.token, 'page=2&pageSize=2'))).toEqual(['Unseen', 'Unseen']);
    expect((await history(user.token, 'page=1&pageSize=20&search=Unseen')).total).toBe(6);
  });
});

describe('searched and filtered pages, answered again while the history is unchanged', () => {
  const search = (token: string, query: string) => history(token, `pageSize=4&search=Shopify&${query}`);

  it('pages a search as counting does, and shows every change at once', async () => {
    const user = await userWithHistory(); // 15 of 45 are Shopify stores: #0, #3 … #42
    const counted = await Promise.all([1, 2, 3, 4].map((page) => search(user.token, `page=${page}`)));
    expect(counted.map(titles)).toEqual([
      ['#0', '#3', '#6', '#9'],
      ['#12', '#15', '#18', '#21'],
      ['#24', '#27', '#30', '#33'],
      ['#36', '#39', '#42'],
    ]);
    expect(counted.map((page) => page.total)).toEqual([15, 15, 15, 15]);
    const after = await search(user.token, `page=2&after=${counted[0]?.jobs[3]?._id}`);
    expect(titles(after)).toEqual(['#12', '#15', '#18', '#21']);

    const first = counted[0]?.jobs[0]?._id ?? '';
    await t.database.db.update(jobs).set({ jobTitle: 'Renamed' }).where(eq(jobs.id, first));
    expect(titles(await search(user.token, 'page=1'))).toEqual(['#3', '#6', '#9', '#12']);
    await t.database.db.insert(jobs).values({
      userId: user.id,
      jobTitle: 'New Shopify store',
      jobDescription: 'A job',
      aiResponse: '<p>A proposal</p>',
      wordCount: 2,
    });
    const withNew = await search(user.token, 'page=1');
    expect([titles(withNew), withNew.total]).toEqual([['New', '#3', '#6', '#9'], 15]);
    expect((await send(t.app, 'DELETE', `/api/job/${withNew.jobs[0]?._id}`, user.token)).statusCode).toBe(200);
    expect((await search(user.token, 'page=4')).total).toBe(14);
  });

  it('keeps each user’s pages and each filter’s apart', async () => {
    const owner = await userWithHistory(6);
    const other = await userWithHistory(9);
    expect((await search(owner.token, 'page=1')).total).toBe(2);
    expect((await search(other.token, 'page=1')).total).toBe(3);
    const newest = (await search(owner.token, 'page=1')).jobs[0]?._id;
    const sent = await send(t.app, 'POST', `/api/job/${newest}/status`, owner.token, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(titles(await search(owner.token, 'page=1&status=sent'))).toEqual(['#0']);
    expect(titles(await search(owner.token, 'page=1&status=draft'))).toEqual(['#3']);
    expect(titles(await search(owner.token, 'page=1'))).toEqual(['#0', '#3']);
  });

  it('keeps a page after a proposal apart from the page counted', async () => {
    const user = await userWithHistory();
    const firstPage = await search(user.token, 'page=1');
    expect(titles(await search(user.token, 'page=2'))).toEqual(['#12', '#15', '#18', '#21']);
    const afterSecond = await search(user.token, `page=2&after=${firstPage.jobs[1]?._id}`);
    expect(titles(afterSecond)).toEqual(['#6', '#9', '#12', '#15']);
  });

  it('answers a page asked before from memory, and a new search from the database', async () => {
    const user = await userWithHistory(6);
    expect((await search(user.token, 'page=1')).total).toBe(2);
    // With triggers off, a change leaves the version as it was: only what is kept tells the two apart.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(jobs).set({ jobTitle: 'Shopify again' }).where(eq(jobs.userId, user.id));
    });
    expect((await search(user.token, 'page=1')).total).toBe(2);
    expect((await history(user.token, 'pageSize=4&search=shopify&page=1')).total).toBe(6);
  });
});
