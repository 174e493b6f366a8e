import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS, onboardingMessages } from '@quillbid/shared';
import { onboardingAnswers } from '../src/db/schema.js';
import { post, signedInUser } from './support/factories.js';
import { get } from './support/agency.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = (token: string, question: string, value: string) =>
  post(t.app, '/api/onboarding', { question, answer: value }, token);

describe('onboarding', () => {
  it('is pending for a new account until the questionnaire is opened once', async () => {
    const user = await signedInUser(t);
    expect((await get(t, '/api/users', user.token)).json()).toMatchObject({ onboardingPending: true });
    const started = await post(t.app, '/api/onboarding/start', undefined, user.token);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ answers: {} });
    expect((await get(t, '/api/users', user.token)).json()).toMatchObject({ onboardingPending: false });
  });

  it('stores one answer per question, replacing an earlier one, for all seven steps', async () => {
    const user = await signedInUser(t);
    for (const question of ONBOARDING_QUESTIONS) {
      expect((await answer(user.token, question.key, question.options[0])).statusCode).toBe(200);
    }
    const changed = await answer(user.token, 'hourlyRate', '$80+');
    expect(changed.json<{ answers: Record<string, string> }>().answers.hourlyRate).toBe('$80+');
    const stored = (await get(t, '/api/onboarding', user.token)).json<{ answers: Record<string, string> }>();
    expect(Object.keys(stored.answers)).toHaveLength(7);
    expect(stored.answers).toMatchObject({ serviceType: 'Technical', hourlyRate: '$80+', usesAiTools: 'Yes' });
  });

  it("takes an answer to the spec's seventh question, the goal", async () => {
    const user = await signedInUser(t);
    const saved = await answer(user.token, 'goal', 'Create high-quality cover letters');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ answers: { goal: 'Create high-quality cover letters' } });
  });

  it('reads around an answer stored for the retired marketplace question, and takes no new one', async () => {
    const user = await signedInUser(t);
    const { _id: userId } = (await get(t, '/api/users', user.token)).json<{ _id: string }>();
    // Written as the earlier seventh step stored it: straight to the table, since the API no longer takes it.
    await t.database.db.insert(onboardingAnswers).values({ userId, question: 'mainPlatform', answer: 'LinkedIn' });
    await answer(user.token, 'serviceType', 'Design');

    const read = await get(t, '/api/onboarding', user.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ answers: { serviceType: 'Design' } });
    expect((await post(t.app, '/api/onboarding/start', undefined, user.token)).json()).toEqual({
      answers: { serviceType: 'Design' },
    });
    expect((await answer(user.token, 'mainPlatform', 'Upwork')).statusCode).toBe(400);
  });

  it("keeps each user's answers to themselves", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await answer(first.token, 'serviceType', 'Design');
    expect((await get(t, '/api/onboarding', second.token)).json()).toEqual({ answers: {} });
  });

  it('refuses answers that are not offered, unknown questions and extra fields', async () => {
    const user = await signedInUser(t);
    const offList = await answer(user.token, 'hourlyRate', 'Yes');
    expect(offList.statusCode).toBe(400);
    expect(offList.json()).toMatchObject({ error: onboardingMessages.unknownAnswer });
    expect((await answer(user.token, 'favouriteColour', 'Blue')).statusCode).toBe(400);
    const extra = await post(
      t.app,
      '/api/onboarding',
      { question: 'usesAiTools', answer: 'No', userId: 'x' },
      user.token,
    );
    expect(extra.statusCode).toBe(400);
    expect((await get(t, '/api/onboarding', user.token)).json()).toEqual({ answers: {} });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/onboarding' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/onboarding', { question: 'usesAiTools', answer: 'No' })).statusCode).toBe(401);
  });
});
