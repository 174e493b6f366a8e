import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screeningMessages, templateMessages, type ScreeningAnswer } from '@quillbid/shared';
import { createOfflineWriter } from '../src/ai/offline/writer.js';
import type { ProposalWriter } from '../src/ai/writer.js';
import { parseCsv } from './support/csv.js';
import { profileBody, send } from './support/factories.js';
import { jobBody, readyUser } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPERIENCE = 'Have you worked with Stripe before?';
const RATE = 'What is your hourly rate for this project?';
const START = 'When can you start?';

type User = Awaited<ReturnType<typeof readyUser>>;

/** Generates with these screening questions and answers the response's answers (and the saved job's id). */
async function generateWith(app: TestApp, user: User, questions: unknown, overrides: Record<string, unknown> = {}) {
  const res = await send(app.app, 'POST', '/api/job', user.token, jobBody(user, { questions, ...overrides }));
  return res;
}

const answersOf = (res: { json: () => { answers: ScreeningAnswer[] } }) => res.json().answers;

/** Gives the user's profile a rate and availability, as the profile form saves them. */
async function setRateAndAvailability(user: User, hourlyRate: number | null, availability: string) {
  const res = await send(
    t.app,
    'PATCH',
    `/api/profile/${user.profileId}`,
    user.token,
    profileBody({ hourlyRate, availability }),
  );
  expect(res.statusCode).toBe(200);
}

describe('screening questions answered with the offline writer', () => {
  it('answers an experience question from the profile, citing the project, with its claims traced', async () => {
    const user = await readyUser(t);
    const res = await generateWith(t, user, [EXPERIENCE]);
    expect(res.statusCode).toBe(201);
    const [answer] = answersOf(res);
    expect(answer).toMatchObject({ question: EXPERIENCE, reason: null });
    expect(answer?.answer).toMatch(/^Yes\. I have used Stripe on client work\./);
    expect(answer?.answer).toContain('“Billing dashboard”');
    // An answer stands beside its question: it does not restate it as a proposal does.
    expect(answer?.answer).not.toMatch(/You asked/);
    expect(answer?.claims).toEqual(
      expect.arrayContaining([
        { text: 'Billing dashboard', kind: 'project', support: 'Project “Billing dashboard”' },
        { text: 'Stripe', kind: 'skill', support: 'Project “Billing dashboard”' },
      ]),
    );
  });

  it('leaves a rate or start-date question to the user when the profile holds neither, and invents nothing', async () => {
    const user = await readyUser(t);
    const res = await generateWith(t, user, [RATE, START, 'Are you willing to travel to our office?']);
    expect(answersOf(res)).toEqual([
      { question: RATE, answer: null, reason: 'Only you can answer this: your rate', claims: [] },
      { question: START, answer: null, reason: screeningMessages.reasons.availability, claims: [] },
      {
        question: 'Are you willing to travel to our office?',
        answer: null,
        reason: screeningMessages.reasons.personal,
        claims: [],
      },
    ]);
    expect(res.json().job.aiResponse).not.toMatch(/\$\d/);
  });

  it('answers them from the profile’s rate and availability when it holds them, backed by those fields', async () => {
    const user = await readyUser(t);
    await setRateAndAvailability(user, 45, 'Full-time from 3 March, 30+ hours a week');
    const [rate, start] = answersOf(await generateWith(t, user, [RATE, START]));
    expect(rate).toMatchObject({ answer: 'My rate for this is $45 an hour.', reason: null });
    expect(rate?.claims).toEqual([{ text: '$45', kind: 'number', support: 'Hourly rate' }]);
    expect(start).toMatchObject({
      answer: 'I am available full-time from 3 March, 30+ hours a week.',
      reason: null,
    });
    expect(start?.claims.every((claim) => claim.support === 'Availability')).toBe(true);
  });

  it('saves the answers with the proposal and returns them in order from GET /api/job/{id}/answers', async () => {
    const user = await readyUser(t);
    const res = await generateWith(t, user, [EXPERIENCE, RATE]);
    const jobId = res.json().job._id as string;
    const saved = await send(t.app, 'GET', `/api/job/${jobId}/answers`, user.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().answers).toEqual(answersOf(res));
    expect(saved.json().answers.map((a: ScreeningAnswer) => a.question)).toEqual([EXPERIENCE, RATE]);

    const stranger = await readyUser(t);
    expect((await send(t.app, 'GET', `/api/job/${jobId}/answers`, stranger.token)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/job/not-an-id/answers', user.token)).statusCode).toBe(404);

    await send(t.app, 'DELETE', `/api/job/${jobId}`, user.token);
    expect((await send(t.app, 'GET', `/api/job/${jobId}/answers`, user.token)).statusCode).toBe(404);
  });

  it('answers no answers for a proposal written without questions', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user));
    expect(answersOf(res)).toEqual([]);
    const saved = await send(t.app, 'GET', `/api/job/${res.json().job._id}/answers`, user.token);
    expect(saved.json()).toEqual({ answers: [] });
  });

  it('streams the answers in the done event', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job/stream', user.token, jobBody(user, { questions: [EXPERIENCE] }));
    const done = JSON.parse(/event: done\ndata: (.+)/.exec(res.body)?.[1] ?? '{}');
    expect(done.answers).toEqual([expect.objectContaining({ question: EXPERIENCE, reason: null })]);
  });

  it('exports the answers, or why each was left, with the proposal in the CSV', async () => {
    const user = await readyUser(t);
    await generateWith(t, user, [EXPERIENCE, RATE]);
    const rows = parseCsv((await send(t.app, 'GET', '/api/job/export.csv', user.token)).body);
    expect(rows[0]?.at(-1)).toBe('Screening answers');
    const cell = rows[1]?.at(-1) ?? '';
    expect(cell).toMatch(/^1\. Have you worked with Stripe before\?\nYes\. I have used Stripe/);
    expect(cell).toContain(`\n\n2. ${RATE}\n(Only you can answer this: your rate)`);
  });
});

describe('the question template', () => {
  const questionTemplate = (profileId: string, templateDetail: string, isDefault = true) => ({
    templateTitle: 'Screening answer',
    templateDescription: 'Direct answer, then evidence',
    templateDetail,
    profileId,
    platform: 'UPWORK',
    templateType: 'question',
    default: isDefault,
  });

  it('shapes the answers: the default one when none is named, its own words kept', async () => {
    const user = await readyUser(t);
    const template = '<p>Short answer: {Answer the question directly}</p><p>{Evidence from my profile}</p>';
    const created = await send(t.app, 'POST', '/api/template', user.token, questionTemplate(user.profileId, template));
    expect(created.statusCode).toBe(201);
    const [answer] = answersOf(await generateWith(t, user, ['How would you approach the dashboard build?']));
    expect(answer?.answer).toMatch(/^Short answer: /);
    expect(answer?.answer).not.toMatch(/[{}]/);
  });

  it('refuses a template that is not the user’s question template', async () => {
    const user = await readyUser(t);
    const proposal = await generateWith(t, user, [EXPERIENCE], { questionTemplateId: user.templateId });
    expect(proposal.statusCode).toBe(400);
    expect(proposal.json().error).toBe(screeningMessages.notQuestionTemplate);

    const other = await readyUser(t);
    const theirs = await send(
      t.app,
      'POST',
      '/api/template',
      other.token,
      questionTemplate(other.profileId, '<p>{Answer the question}</p>'),
    );
    const res = await generateWith(t, user, [EXPERIENCE], { questionTemplateId: theirs.json().template._id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(templateMessages.notFound);
  });
});

describe('screening question validation', () => {
  it.each([
    [Array.from({ length: 11 }, (_, i) => `Question ${i + 1}?`), 'Add at most 10 screening questions.'],
    [['x'.repeat(501)], screeningMessages.tooLong],
    [['   '], screeningMessages.blank],
    ['Have you used Stripe?', undefined],
    [[42], undefined],
  ])('answers %j with 400 and takes nothing from the plan', async (questions, message) => {
    const user = await readyUser(t);
    const res = await generateWith(t, user, questions);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toBe(message);
    expect((await send(t.app, 'GET', '/api/job', user.token)).json().total).toBe(0);
  });
});

describe('the guards on an answer', () => {
  /** The offline writer for the proposal; answers as a careless model would write them. */
  const careless: ProposalWriter = {
    ...createOfflineWriter(),
    mode: 'llm',
    answer: async ({ questions }) =>
      questions.map((_, i) =>
        i === 0
          ? '<p>Yes, I have used Stripe on “Billing dashboard”. Write to me at ada@example.com or on WhatsApp +44 7700 900123. I have also run Kubernetes clusters. {Add a link}</p>'
          : '<p>Email me: ada@example.com.</p>',
      ),
  };
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({}, { writer: careless });
  });
  afterAll(() => g.close());

  it('strips contact details, unbacked skills and unfilled snippets; an answer left empty goes to the user', async () => {
    const user = await readyUser(g);
    const res = await generateWith(g, user, [EXPERIENCE, 'Do you have experience with dashboards?']);
    expect(res.statusCode).toBe(201);
    const [first, second] = answersOf(res);
    expect(first?.answer).toBe('Yes, I have used Stripe on “Billing dashboard”.');
    expect(second).toMatchObject({ answer: null, reason: screeningMessages.reasons.nothing });
  });
});
