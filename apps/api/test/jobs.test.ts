import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages, jobPageSchema, usageMessages } from '@quillbid/shared';
import { jobs } from '../src/db/schema.js';
import { profileBody, send, signedInUser } from './support/factories.js';
import { memberWithoutPlan } from './support/agency.js';
import { failingWriter, JOB, jobBody, readyUser, withProfileAndTemplate } from './support/job-fixtures.js';
import { setCurrentPlan, setUsageCounts, usageCounts } from './support/plans.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usedProposals = async (email: string) => (await usageCounts(t.database.db, { email }))?.usedProposals;

/** Reads a text/event-stream body into its events. */
const events = (body: string) =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null'),
    }));

describe('POST /api/job with the offline writer', () => {
  it('writes a proposal from the template, the profile and the job, saves it and counts it', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user));
    expect(res.statusCode).toBe(201);
    const { job, message, analysis, check } = res.json();
    expect(message).toBe('Proposal generated successfully');
    // The opening names the need in the writer's own words, not the post's sentence turned around.
    expect(job.aiResponse).toMatch(/^<p>[^<]*build a React dashboard/);
    expect(job.aiResponse).not.toContain('React developer to build an analytics dashboard');
    expect(job.aiResponse).toContain('Billing dashboard');
    expect(job.aiResponse).toContain('You asked about building dashboards.');
    expect(job.aiResponse).toContain('<p>Ada</p>');
    expect(job.aiResponse).not.toMatch(/[{}]/);
    expect(analysis).toMatchObject({
      deliverable: 'Build a React dashboard',
      skills: expect.arrayContaining(['React', 'PostgreSQL']),
    });
    expect(analysis.instructions).toEqual([
      expect.objectContaining({ kind: 'question', value: 'Have you built dashboards before?' }),
    ]);
    expect(check.instructions).toEqual([expect.objectContaining({ status: 'covered' })]);
    expect(check.items.find((item: { id: string }) => item.id === 'claims')).toMatchObject({ ok: true });
    expect(check.preview).toMatchObject({ namesNeed: true });
    expect(job).toMatchObject({
      jobTitle: JOB.jobTitle,
      jobLink: 'https://www.upwork.com/jobs/~01abc',
      templateId: user.templateId,
    });
    expect(await usedProposals(user.email)).toBe(1);
  });

  it('accepts jobUrl as the link and an edited templateDetail from the editor', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job', user.token, {
      ...jobBody(user, { jobLink: undefined, jobUrl: 'https://upwork.com/jobs/~02' }),
      templateDetail: '<p>Hello! {My first name} here.</p>',
    });
    const { job } = res.json();
    expect(job.jobLink).toBe('https://upwork.com/jobs/~02');
    // The greeting stays first; the writer adds the opening, the answer and the close the template lacks.
    expect(job.aiResponse).toMatch(/^<p>Hello! Ada here\.<\/p><p>[^<]*React dashboard/);
    expect(job.aiResponse).toMatch(/\?<\/p>$/);
  });

  it('writes in the tone and at the length asked for, and refuses others with 400', async () => {
    const user = await readyUser(t);
    const words = async (length: string) => {
      const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user, { length, tone: 'friendly' }));
      expect(res.statusCode).toBe(201);
      return res.json().check.words as number;
    };
    expect(await words('short')).toBeLessThanOrEqual(120);
    expect(await words('long')).toBeGreaterThan(await words('short'));
    for (const bad of [{ tone: 'angry' }, { length: 'epic' }]) {
      const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user, bad));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it.each([
    [{ jobTitle: ' ' }, 'Title and Description of job are required fields'],
    [{ jobDescription: '' }, jobMessages.required],
    [{ jobLink: 'https://example.com/jobs/1' }, 'Please enter a valid Upwork job URL'],
    [{ jobLink: 'http://www.upwork.com/jobs/1' }, jobMessages.invalidUrl],
    [{ templateId: '' }, 'Please select a template first'],
  ])('refuses %j with 400', async (change, message) => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await usedProposals(user.email)).toBe(0);
  });

  it("answers 404 for another user's template or profile and charges nothing", async () => {
    const owner = await readyUser(t);
    const other = await readyUser(t);
    for (const change of [
      { templateId: owner.templateId },
      { profileId: owner.profileId },
      { templateId: 'not-an-id' },
    ]) {
      const res = await send(t.app, 'POST', '/api/job', other.token, jobBody(other, change));
      expect(res.statusCode).toBe(404);
    }
    expect(await usedProposals(other.email)).toBe(0);
  });

  it('writes on the free plan without subscribing, and stops at the proposal limit', async () => {
    const user = await readyUser(t, 'free'); // ten proposals
    await setCurrentPlan(t.database.db, user, { limitProposals: 2 });
    for (let i = 0; i < 2; i += 1)
      expect((await send(t.app, 'POST', '/api/job', user.token, jobBody(user))).statusCode).toBe(201);
    const third = await send(t.app, 'POST', '/api/job', user.token, jobBody(user));
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toBe('Proposal limit reached, please subscribe again for further assistance');
  });

  it('starts a fresh free month, with a fresh proposal count, once the last one has run out', async () => {
    const user = await readyUser(t, 'free');
    await setUsageCounts(t.database.db, user, { usedProposals: 10 });
    expect((await send(t.app, 'POST', '/api/job', user.token, jobBody(user))).statusCode).toBe(403);
    await setCurrentPlan(t.database.db, user, { periodEnd: new Date(Date.now() - 1000) });
    expect((await send(t.app, 'POST', '/api/job', user.token, jobBody(user))).statusCode).toBe(201);
    expect(await usedProposals(user.email)).toBe(1);
  });

  it('asks a member whose agency plan has ended to subscribe first', async () => {
    const member = await memberWithoutPlan(t, (joined) => withProfileAndTemplate(t, joined));
    const res = await send(t.app, 'POST', '/api/job', member.token, jobBody(member));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(usageMessages.subscribeFirst.proposals);
  });

  it('never lets concurrent generations exceed the limit', async () => {
    const user = await readyUser(t);
    await setCurrentPlan(t.database.db, user, { limitProposals: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(t.app, 'POST', '/api/job', user.token, jobBody(user))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(4);
    expect(await usedProposals(user.email)).toBe(2);
    expect((await send(t.app, 'GET', '/api/job', user.token)).json().total).toBe(2);
  });

  it('stores neutralised HTML when the template carries script', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job', user.token, {
      ...jobBody(user),
      templateDetail:
        '<p>{My first name}</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(res.json().job.aiResponse).not.toMatch(/<script|<img|onerror|javascript:/i);
  });
});

describe('a failing writer', () => {
  it('gives the proposal back, saves nothing and says to try again', async () => {
    const f = await createTestApp({}, { writer: failingWriter });
    try {
      const user = await readyUser(f);
      const res = await send(f.app, 'POST', '/api/job', user.token, jobBody(user));
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(jobMessages.generationFailed);
      expect((await usageCounts(f.database.db, user))?.usedProposals).toBe(0);
      expect(await f.database.db.select().from(jobs)).toHaveLength(0);

      const stream = await send(f.app, 'POST', '/api/job/stream', user.token, jobBody(user));
      expect(events(stream.body).map((e) => e.event)).toEqual(['chunk', 'error']);
      expect(events(stream.body).at(-1)?.data).toEqual({ error: jobMessages.generationFailed });
    } finally {
      await f.close();
    }
  });
});

describe('POST /api/job/stream', () => {
  it('streams chunks, then the saved job', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job/stream', user.token, jobBody(user));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const all = events(res.body);
    const chunks = all.filter((e) => e.event === 'chunk');
    expect(chunks.length).toBeGreaterThan(1);
    const done = all.at(-1);
    expect(done?.event).toBe('done');
    expect(chunks.map((c) => c.data.text).join('')).toBe(done?.data.job.aiResponse);
    expect(done?.data.analysis.deliverable).toBe('Build a React dashboard');
    expect(done?.data.check.items.map((item: { id: string }) => item.id)).toEqual([
      'contact',
      'snippets',
      'length',
      'claims',
      'instructions',
      'openers',
      'preview',
    ]);
    expect(await usedProposals(user.email)).toBe(1);
  });

  it('answers checks that fail before writing as JSON errors', async () => {
    const user = await signedInUser(t);
    const res = await send(t.app, 'POST', '/api/job/stream', user.token, { ...JOB, templateId: 'x', profileId: 'y' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('POST /api/job/analyse', () => {
  const post = {
    jobTitle: 'Shopify theme speed optimization',
    jobDescription:
      'Our Shopify store is slow on mobile. US only, no agencies. Start your proposal with the word "mango". Have you sped up a Shopify store before?',
  };

  it('reads the post for every profile of the user, best fit first, and charges nothing', async () => {
    const user = await readyUser(t);
    const shopify = await send(
      t.app,
      'POST',
      '/api/profile',
      user.token,
      profileBody({
        profileName: 'Shopify',
        personalDetails: { ...profileBody().personalDetails, skills: ['Shopify', 'Liquid'] },
      }),
    );
    expect(shopify.statusCode).toBe(201);
    const res = await send(t.app, 'POST', '/api/job/analyse', user.token, post);
    expect(res.statusCode).toBe(200);
    const { analysis } = res.json();
    expect(analysis.deliverable).toBe('Speed up the Shopify theme');
    expect(analysis.fits.map((fit: { profileId: string }) => fit.profileId)).toEqual([
      shopify.json().profile._id,
      user.profileId,
    ]);
    expect(analysis.requirements.map((r: { kind: string }) => r.kind)).toEqual(
      expect.arrayContaining(['location', 'agency']),
    );
    expect(analysis.instructions.map((i: { kind: string; value: string }) => `${i.kind}:${i.value}`)).toEqual([
      'startWord:mango',
      'question:Have you sped up a Shopify store before?',
    ]);
    expect(await usedProposals(user.email)).toBe(0);
  });

  it('flags an unverified payment method when the caller knows it', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job/analyse', user.token, { ...post, paymentVerified: false });
    expect(res.json().analysis.requirements).toContainEqual(
      expect.objectContaining({ kind: 'payment', severity: 'red-flag' }),
    );
  });

  it('gives the fit of one profile when asked, and 404 for another user’s', async () => {
    const owner = await readyUser(t);
    const other = await readyUser(t);
    const own = await send(t.app, 'POST', '/api/job/analyse', owner.token, { ...post, profileId: owner.profileId });
    expect(own.json().analysis.fits).toHaveLength(1);
    const foreign = await send(t.app, 'POST', '/api/job/analyse', owner.token, { ...post, profileId: other.profileId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Profile not found');
  });

  it('refuses a missing text, an unknown field and a missing session', async () => {
    const user = await readyUser(t);
    for (const body of [{ ...post, jobDescription: ' ' }, { ...post, userId: 'x' }, { jobTitle: 'x' }]) {
      const res = await send(t.app, 'POST', '/api/job/analyse', user.token, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/job/analyse', payload: post });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/job and DELETE /api/job/:id', () => {
  it('pages newest first, searches literally, and keeps each user to their own', async () => {
    const user = await readyUser(t);
    const titles = ['Logo for a café', 'SEO audit 100% remote', 'Data_pipeline in Python', 'React dashboard'];
    for (const jobTitle of titles) await send(t.app, 'POST', '/api/job', user.token, jobBody(user, { jobTitle }));

    const page1 = jobPageSchema.parse((await send(t.app, 'GET', '/api/job?page=1&pageSize=3', user.token)).json());
    expect(page1.total).toBe(4);
    expect(page1.jobs.map((j) => j.jobTitle)).toEqual([
      'React dashboard',
      'Data_pipeline in Python',
      'SEO audit 100% remote',
    ]);
    const page2 = jobPageSchema.parse((await send(t.app, 'GET', '/api/job?page=2&pageSize=3', user.token)).json());
    expect(page2.jobs.map((j) => j.jobTitle)).toEqual(['Logo for a café']);

    const search = async (term: string) =>
      (await send(t.app, 'GET', `/api/job?search=${encodeURIComponent(term)}`, user.token))
        .json()
        .jobs.map((j: { jobTitle: string }) => j.jobTitle);
    expect(await search('100%')).toEqual(['SEO audit 100% remote']);
    expect(await search('a_p')).toEqual(['Data_pipeline in Python']);
    expect(await search('%')).toEqual(['SEO audit 100% remote']);
    expect(await search("café' OR '1'='1")).toEqual([]);
    expect(await search('CAFÉ')).toEqual(['Logo for a café']);

    const other = await signedInUser(t);
    expect((await send(t.app, 'GET', '/api/job', other.token)).json().total).toBe(0);
    expect((await send(t.app, 'DELETE', `/api/job/${page1.jobs[0]?._id}`, other.token)).statusCode).toBe(404);
  });

  it('deletes a proposal without giving the quota back', async () => {
    const user = await readyUser(t);
    const { job } = (await send(t.app, 'POST', '/api/job', user.token, jobBody(user))).json();
    const res = await send(t.app, 'DELETE', `/api/job/${job._id}`, user.token);
    expect(res.json()).toEqual({ message: 'Deleted Successfully' });
    expect((await send(t.app, 'GET', '/api/job', user.token)).json().total).toBe(0);
    expect(await usedProposals(user.email)).toBe(1);
  });

  it('refuses bad paging parameters with 400', async () => {
    const user = await signedInUser(t);
    for (const query of ['page=0', 'pageSize=1000', 'page=abc', 'sort=x']) {
      expect((await send(t.app, 'GET', `/api/job?${query}`, user.token)).statusCode).toBe(400);
    }
  });
});
