import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages, jobPageSchema, type JobPage } from '@quillbid/shared';
import { profileBody, send, signedInUser } from './support/factories.js';
import { readyUser, templateBody, withProfileAndTemplate } from './support/job-fixtures.js';
import { insertProposals, markStatuses, userIdOf } from './support/proposals.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let token: string;
let ids: { t1: string; t2: string; p1: string; p2: string; othersTemplate: string };

/**
 * Twelve proposals over six days of May 2026 (UTC), two a day: one at the first millisecond, one at the
 * last, titled `#0` (oldest) to `#11`. Template t2 every third (0, 3, 6, 9), profile p1 the even ones,
 * `Shopify` every fourth (0, 4, 8); 1, 4, 7 and 10 sent, 5 replied, the rest drafts.
 */
beforeAll(async () => {
  t = await createTestApp();
  const user = await readyUser(t);
  token = user.token;
  const second = await send(t.app, 'POST', '/api/template', token, templateBody(user.profileId, 'Second'));
  const p2 = await send(t.app, 'POST', '/api/profile', token, profileBody({ profileName: 'Designer' }));
  const other = await withProfileAndTemplate(t, await signedInUser(t));
  ids = {
    t1: user.templateId,
    t2: second.json().template._id,
    p1: user.profileId,
    p2: p2.json().profile._id,
    othersTemplate: other.templateId,
  };
  const jobIds = await insertProposals(
    t,
    await userIdOf(t, user.email),
    Array.from({ length: 12 }, (_, i) => ({
      jobTitle: `#${i} ${i % 4 === 0 ? 'Shopify store' : 'React dashboard'}`,
      templateId: i % 3 === 0 ? ids.t2 : ids.t1,
      profileId: i % 2 === 0 ? ids.p1 : ids.p2,
      createdAt: new Date(`2026-05-0${1 + Math.floor(i / 2)}T${i % 2 === 0 ? '00:00:00.000' : '23:59:59.999'}Z`),
    })),
  );
  for (const i of [1, 4, 7, 10]) await markStatuses(t, token, jobIds[i] ?? '', ['sent']);
  await markStatuses(t, token, jobIds[5] ?? '', ['sent', 'replied']);
});
afterAll(() => t.close());

const history = async (query: string): Promise<JobPage> => {
  const res = await send(t.app, 'GET', `/api/job?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return jobPageSchema.parse(res.json());
};
/** The page's titles' numbers, and the total it is a page of. */
const found = async (query: string) => {
  const page = await history(query);
  return { jobs: page.jobs.map((job) => Number(job.jobTitle.split(' ')[0]?.slice(1))), total: page.total };
};

describe('GET /api/job with filters', () => {
  it('filters by each status', async () => {
    expect(await found('status=sent')).toEqual({ jobs: [10, 7, 4, 1], total: 4 });
    expect(await found('status=replied')).toEqual({ jobs: [5], total: 1 });
    expect(await found('status=draft')).toEqual({ jobs: [11, 9, 8, 6, 3, 2, 0], total: 7 });
    expect(await found('status=hired')).toEqual({ jobs: [], total: 0 });
  });

  it('filters by template and by profile', async () => {
    expect(await found(`templateId=${ids.t2}`)).toEqual({ jobs: [9, 6, 3, 0], total: 4 });
    expect(await found(`profileId=${ids.p1}`)).toEqual({ jobs: [10, 8, 6, 4, 2, 0], total: 6 });
    expect(await found(`templateId=${ids.othersTemplate}`)).toEqual({ jobs: [], total: 0 });
  });

  it('filters by days, UTC, both ends included to the millisecond', async () => {
    expect(await found('from=2026-05-03')).toEqual({ jobs: [11, 10, 9, 8, 7, 6, 5, 4], total: 8 });
    expect(await found('to=2026-05-02')).toEqual({ jobs: [3, 2, 1, 0], total: 4 });
    expect(await found('from=2026-05-04&to=2026-05-04')).toEqual({ jobs: [7, 6], total: 2 });
    expect(await found('from=2026-06-01')).toEqual({ jobs: [], total: 0 });
  });

  it('combines filters with each other and with a search', async () => {
    expect(await found(`status=sent&profileId=${ids.p1}`)).toEqual({ jobs: [10, 4], total: 2 });
    expect(await found(`templateId=${ids.t1}&from=2026-05-02&to=2026-05-05&search=shopify`)).toEqual({
      jobs: [8, 4],
      total: 2,
    });
    expect(await found(`search=react&status=draft&templateId=${ids.t1}`)).toEqual({ jobs: [11, 2], total: 2 });
  });

  it('pages a filtered history after a proposal (keyset), the same pages as counting, with the exact total', async () => {
    const filter = `profileId=${ids.p1}&pageSize=2`;
    const pages: JobPage[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const after = pages.at(-1)?.jobs.at(-1)?._id;
      pages.push(await history(`${filter}&page=${page}${after ? `&after=${after}` : ''}`));
    }
    expect(pages.map((page) => page.jobs.map((job) => job.jobTitle.split(' ')[0]))).toEqual([
      ['#10', '#8'],
      ['#6', '#4'],
      ['#2', '#0'],
    ]);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6]);
    expect(pages[1]).toEqual(await history(`${filter}&page=2`));
    expect(await found(`${filter}&page=9`)).toEqual({ jobs: [], total: 6 });
  });

  it('leaves the whole history as it was', async () => {
    expect((await found('pageSize=100')).total).toBe(12);
  });

  it('refuses values that are no status, id or day, dates out of order and unknown filters with 400', async () => {
    for (const query of [
      'status=won',
      'templateId=abc',
      'profileId=1',
      'from=2026-13-01',
      'to=05/01/2026',
      'from=2026-02-30',
      'sort=asc',
    ]) {
      const res = await send(t.app, 'GET', `/api/job?${query}`, token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    const outOfOrder = await send(t.app, 'GET', '/api/job?from=2026-05-04&to=2026-05-03', token);
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json().error).toBe(historyMessages.datesOutOfOrder);
    expect(historyMessages.datesOutOfOrder).toBe('The start date must be on or before the end date.');
  });
});
