import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insightsMessages,
  insightsSchema,
  LENGTH_BANDS,
  MIN_SENT_TO_COMPARE,
  type Insights,
  type OutcomeStats,
  type ProposalStatus,
} from '@quillbid/shared';
import { profileBody, send, signedInUser } from './support/factories.js';
import { readyUser, templateBody } from './support/job-fixtures.js';
import { insertProposals, markStatuses, userIdOf, type ProposalRow } from './support/proposals.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof readyUser>> & { id: string };
/** `count` proposals alike but for when each was written, its length and the statuses it is marked with. */
type Batch = Partial<ProposalRow> & {
  count: number;
  at: (i: number) => string;
  words?: (i: number) => number;
  path?: (i: number) => ProposalStatus[];
};

async function user(): Promise<User> {
  const ready = await readyUser(t);
  return { ...ready, id: await userIdOf(t, ready.email) };
}
const created = async (u: User, url: string, body: object, key: 'template' | 'profile') => {
  const res = await send(t.app, 'POST', url, u.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[key]._id as string;
};
const template = (u: User, title: string, platform: 'UPWORK' | 'LINKEDIN' = 'UPWORK') =>
  created(
    u,
    '/api/template',
    { ...templateBody(u.profileId, title), platform, templateType: platform === 'UPWORK' ? 'proposal' : 'note' },
    'template',
  );
const profile = (u: User, profileName: string) => created(u, '/api/profile', profileBody({ profileName }), 'profile');

/** Saves `count` proposals and marks each with its statuses. */
async function add(u: User, { count, at, words, path, ...row }: Batch) {
  const ids = await insertProposals(
    t,
    u.id,
    Array.from({ length: count }, (_, i) => ({ ...row, createdAt: new Date(at(i)), wordCount: words?.(i) ?? 3 })),
  );
  for (const [i, id] of ids.entries()) await markStatuses(t, u.token, id, path?.(i) ?? []);
}

const insights = async (token: string, query = ''): Promise<Insights> => {
  const res = await send(t.app, 'GET', `/api/insights${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return insightsSchema.parse(res.json());
};

/** The figures of `sent` proposals, so many replied, got an interview and were hired, and their median length. */
const stats = (
  sent: number,
  replied: number,
  interviews: number,
  hired: number,
  medianWords: number,
): OutcomeStats => ({
  sent,
  replied,
  interviews,
  hired,
  replyRate: replied / sent,
  interviewRate: interviews / sent,
  hireRate: hired / sent,
  medianWords,
});
const none: OutcomeStats = {
  sent: 0,
  replied: 0,
  interviews: 0,
  hired: 0,
  replyRate: null,
  interviewRate: null,
  hireRate: null,
  medianWords: null,
};
const hour = (day: string, i: number) => `${day}T${String(8 + (i % 12)).padStart(2, '0')}:00:00.000Z`;

describe('GET /api/insights', () => {
  let u: User;
  let ids: Record<'alpha' | 'bravo' | 'charlie' | 'delta', string>;

  /**
   * Alpha (Upwork, 25 sent in the week of 2 March, one at its last millisecond): 1 hired, 3 more
   * interviews, 6 more replies; Bravo (Upwork, 20 in the week of 9 March): 2 interviews, 8 more replies,
   * and one sent then undone; Charlie (Upwork, 5 marked replied straight from draft) and Delta (LinkedIn,
   * 20, 4 replied) in the week of 23 March; Echo (3 not answered, 30 March), whose template and profile
   * were deleted since; 6 drafts in April. Nothing in the week of 16 March.
   */
  beforeAll(async () => {
    u = await user();
    const p2 = await profile(u, 'Designer');
    const p3 = await profile(u, 'Writer');
    ids = {
      alpha: await template(u, 'Alpha'),
      bravo: await template(u, 'Bravo'),
      charlie: await template(u, 'Charlie'),
      delta: await template(u, 'Delta', 'LINKEDIN'),
    };
    const echo = await template(u, 'Echo');
    const p1 = u.profileId;
    await add(u, {
      count: 25,
      templateId: ids.alpha,
      profileId: p1,
      category: 'development',
      words: (i) => (i < 12 ? 180 : 220),
      at: (i) => (i === 24 ? '2026-03-08T23:59:59.999Z' : hour('2026-03-02', i)),
      path: (i) =>
        i === 0
          ? ['sent', 'replied', 'interview', 'hired']
          : i <= 3
            ? ['sent', 'viewed', 'replied', 'interview']
            : i <= 9
              ? ['sent', 'replied']
              : i <= 14
                ? ['sent', 'not_answered']
                : ['sent'],
    });
    await add(u, {
      count: 20,
      templateId: ids.bravo,
      profileId: p1,
      category: 'design',
      words: () => 350,
      at: (i) => hour('2026-03-09', i),
      path: (i) => (i <= 1 ? ['sent', 'interview'] : i <= 9 ? ['sent', 'replied'] : ['sent', 'declined']),
    });
    const [undone] = await insertProposals(t, u.id, [
      { templateId: ids.bravo, profileId: p1, wordCount: 350, createdAt: new Date('2026-03-10T10:00:00Z') },
    ]);
    await markStatuses(t, u.token, undone ?? '', ['sent']);
    expect((await send(t.app, 'DELETE', `/api/job/${undone}/status`, u.token)).statusCode).toBe(200);
    await add(u, {
      count: 5,
      templateId: ids.charlie,
      profileId: p2,
      category: 'writing',
      words: () => 100,
      at: (i) => hour('2026-03-23', i),
      path: () => ['replied'],
    });
    await add(u, {
      count: 20,
      templateId: ids.delta,
      profileId: p2,
      category: 'general',
      words: (i) => (i < 10 ? 40 : 60),
      at: (i) => (i === 19 ? '2026-03-23T23:59:59.999Z' : hour('2026-03-23', i)),
      path: (i) => (i < 4 ? ['sent', 'replied'] : ['sent']),
    });
    await add(u, {
      count: 3,
      templateId: echo,
      profileId: p3,
      category: 'development',
      words: () => 500,
      at: (i) => hour('2026-03-30', i),
      path: () => ['sent', 'not_answered'],
    });
    await send(t.app, 'DELETE', `/api/template/${echo}`, u.token);
    await send(t.app, 'DELETE', `/api/profile/${p3}`, u.token);
    await add(u, {
      count: 6,
      templateId: ids.alpha,
      profileId: p1,
      category: 'video',
      words: () => 1000,
      at: (i) => hour('2026-04-06', i),
    });
    // Someone else's outcomes count for them alone.
    const other = await user();
    await add(other, {
      count: 3,
      templateId: other.templateId,
      at: (i) => hour('2026-03-02', i),
      path: () => ['hired'],
    });
  }, 120_000);

  it('counts what became of the sent proposals: totals, rates and the median length', async () => {
    const { totals } = await insights(u.token);
    expect(totals).toEqual(stats(73, 29, 6, 1, 180));
  });

  it('compares templates, each with its platform, and marks the best of each platform', async () => {
    expect(MIN_SENT_TO_COMPARE).toBe(20);
    expect((await insights(u.token)).templates).toEqual([
      { templateId: ids.alpha, title: 'Alpha', platform: 'UPWORK', best: false, ...stats(25, 10, 4, 1, 220) },
      { templateId: ids.bravo, title: 'Bravo', platform: 'UPWORK', best: true, ...stats(20, 10, 2, 0, 350) },
      { templateId: ids.delta, title: 'Delta', platform: 'LINKEDIN', best: true, ...stats(20, 4, 0, 0, 50) },
      // A reply rate of 1 from 5 sent is too few to compare.
      { templateId: ids.charlie, title: 'Charlie', platform: 'UPWORK', best: false, ...stats(5, 5, 0, 0, 100) },
      { templateId: null, title: 'Deleted template', platform: null, best: false, ...stats(3, 0, 0, 0, 500) },
    ]);
    expect(insightsMessages.deletedTemplate).toBe('Deleted template');
  });

  it('compares profiles, a deleted one under its own name', async () => {
    expect((await insights(u.token)).profiles).toEqual([
      { profileId: u.profileId, name: 'Full-stack web developer', ...stats(45, 20, 6, 1, 220) },
      { profileId: expect.any(String), name: 'Designer', ...stats(25, 9, 0, 0, 60) },
      { profileId: null, name: 'Deleted profile', ...stats(3, 0, 0, 0, 500) },
    ]);
  });

  it('counts by the week each proposal was written (Mondays, UTC), oldest first, a week with none at zero', async () => {
    expect((await insights(u.token)).weekly).toEqual([
      { week: '2026-03-02', ...stats(25, 10, 4, 1, 220) },
      { week: '2026-03-09', ...stats(20, 10, 2, 0, 350) },
      { week: '2026-03-16', ...none },
      { week: '2026-03-23', ...stats(25, 9, 0, 0, 60) },
      { week: '2026-03-30', ...stats(3, 0, 0, 0, 500) },
    ]);
  });

  it('counts by kind of work and by length band', async () => {
    const { categories, lengths } = await insights(u.token);
    expect(categories).toEqual([
      { category: 'Web, mobile and software development', ...stats(28, 10, 4, 1, 220) },
      { category: 'Design and creative', ...stats(20, 10, 2, 0, 350) },
      { category: 'Other freelance work', ...stats(20, 4, 0, 0, 50) },
      { category: 'Writing and content', ...stats(5, 5, 0, 0, 100) },
    ]);
    expect(lengths).toEqual([
      { band: 'Under 150 words', ...stats(25, 9, 0, 0, 60) },
      { band: '150–299 words', ...stats(25, 10, 4, 1, 220) },
      { band: '300–449 words', ...stats(20, 10, 2, 0, 350) },
      { band: '450 words or more', ...stats(3, 0, 0, 0, 500) },
    ]);
  });

  it('counts only proposals written between two days (UTC, both included)', async () => {
    const range = await insights(u.token, '?from=2026-03-09&to=2026-03-23');
    expect(range.totals).toEqual(stats(45, 19, 2, 0, 100));
    expect(range.weekly.map((week) => [week.week, week.sent])).toEqual([
      ['2026-03-09', 20],
      ['2026-03-16', 0],
      ['2026-03-23', 25],
    ]);
  });

  it('answers 400 to days that are not days and to unknown fields', async () => {
    for (const query of ['?from=2026-13-01', '?to=yesterday', '?userId=x']) {
      const res = await send(t.app, 'GET', `/api/insights${query}`, u.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await send(t.app, 'GET', '/api/insights', '')).statusCode).toBe(401);
  });
});

describe('GET /api/insights, the best template', () => {
  it('goes to the one sent more when reply rates tie, and to none on a platform where none was sent enough', async () => {
    const v = await user();
    const [x, y, z, w] = [
      await template(v, 'X'),
      await template(v, 'Y'),
      await template(v, 'Z'),
      await template(v, 'W', 'LINKEDIN'),
    ];
    const sent = (templateId: string, count: number, replied: number) =>
      add(v, {
        count,
        templateId,
        at: (i) => hour('2026-02-02', i),
        path: (i) => (i < replied ? ['replied'] : ['sent']),
      });
    await sent(x ?? '', 30, 15);
    await sent(y ?? '', 20, 10);
    await sent(z ?? '', MIN_SENT_TO_COMPARE - 1, MIN_SENT_TO_COMPARE - 1);
    await sent(w ?? '', MIN_SENT_TO_COMPARE - 1, 10);
    const best = (await insights(v.token)).templates.map((item) => [item.title, item.best]);
    expect(best).toEqual([
      ['X', true],
      ['Y', false],
      ['W', false],
      ['Z', false],
    ]);
  }, 60_000);
});

describe('GET /api/insights with nothing sent', () => {
  it('answers zeros, no rates and every length band', async () => {
    const fresh = await signedInUser(t);
    expect(await insights(fresh.token)).toEqual({
      totals: none,
      templates: [],
      profiles: [],
      weekly: [],
      categories: [],
      lengths: LENGTH_BANDS.map((band) => ({ band: band.label, ...none })),
    });
  });
});

describe('GET /api/insights after a change', () => {
  it('answers fresh figures after every change that can alter them, however often it was read before', async () => {
    const w = await user();
    const [jobId] = await insertProposals(t, w.id, [{ templateId: w.templateId, profileId: w.profileId }]);
    const read = () => insights(w.token);
    const patch = (url: string, body: object) => send(t.app, 'PATCH', url, w.token, body);
    expect((await read()).totals.sent).toBe(0);

    await markStatuses(t, w.token, jobId ?? '', ['sent']);
    expect((await read()).totals).toMatchObject({ sent: 1, replied: 0 });
    await markStatuses(t, w.token, jobId ?? '', ['replied']);
    expect((await read()).totals).toMatchObject({ sent: 1, replied: 1 });
    await send(t.app, 'DELETE', `/api/job/${jobId}/status`, w.token);
    expect((await read()).totals).toMatchObject({ sent: 1, replied: 0 });

    expect((await patch(`/api/template/${w.templateId}`, templateBody(w.profileId, 'Renamed'))).statusCode).toBe(200);
    expect((await read()).templates.map((item) => item.title)).toEqual(['Renamed']);
    expect((await patch(`/api/profile/${w.profileId}`, profileBody({ profileName: 'Renamed too' }))).statusCode).toBe(
      200,
    );
    expect((await read()).profiles.map((item) => item.name)).toEqual(['Renamed too']);

    await send(t.app, 'DELETE', `/api/template/${w.templateId}`, w.token);
    expect((await read()).templates.map((item) => item.title)).toEqual([insightsMessages.deletedTemplate]);
    await send(t.app, 'DELETE', `/api/profile/${w.profileId}`, w.token);
    expect((await read()).profiles.map((item) => item.name)).toEqual([insightsMessages.deletedProfile]);
    expect(insightsMessages.deletedProfile).toBe('Deleted profile');

    await send(t.app, 'DELETE', `/api/job/${jobId}`, w.token);
    expect((await read()).totals).toEqual(none);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the outcome, export and insights routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    }>();
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {});
    expect(methods('/job/{id}/status')).toEqual(['post', 'delete']);
    expect(methods('/job/{id}/events')).toEqual(['get']);
    expect(methods('/insights')).toEqual(['get']);
    expect(methods('/agency/{agencyId}/insights')).toEqual(['get']);
    expect(Object.keys(doc.paths['/job/export.csv']?.get?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });
});
