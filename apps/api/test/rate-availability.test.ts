import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages, type PreSendCheck } from '@quillbid/shared';
import { profileBody, send } from './support/factories.js';
import { jobBody, readyUser } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RATE_AND_START = {
  jobTitle: 'React developer for an analytics dashboard',
  jobDescription:
    'We are looking for a React developer to build an analytics dashboard for our SaaS, with charts over PostgreSQL. In your proposal, please include your hourly rate and when you could start. What is your rate for this kind of work?',
};

type User = Awaited<ReturnType<typeof readyUser>>;

async function saveRateAndAvailability(user: User, hourlyRate: number | null, availability: string) {
  const res = await send(
    t.app,
    'PATCH',
    `/api/profile/${user.profileId}`,
    user.token,
    profileBody({ hourlyRate, availability }),
  );
  expect(res.statusCode).toBe(200);
  return res;
}

/** Each instruction of the post with what the pre-send check says of it. */
const statuses = (check: PreSendCheck) =>
  Object.fromEntries(check.instructions.map(({ instruction, status }) => [instruction.label, status]));

describe('the profile’s rate and availability', () => {
  it('are optional: a profile without them saves, and reads back as null and an empty text', async () => {
    const user = await readyUser(t);
    const { profile } = (await send(t.app, 'GET', `/api/profile/${user.profileId}`, user.token)).json();
    expect(profile).toMatchObject({ hourlyRate: null, availability: '' });
  });

  it('are saved and read back, the rate to the cent', async () => {
    const user = await readyUser(t);
    const saved = await saveRateAndAvailability(user, 45.5, ' Full-time from 3 March ');
    expect(saved.json().profile).toMatchObject({ hourlyRate: 45.5, availability: 'Full-time from 3 March' });
    const { profile } = (await send(t.app, 'GET', `/api/profile/${user.profileId}`, user.token)).json();
    expect(profile).toMatchObject({ hourlyRate: 45.5, availability: 'Full-time from 3 March' });
    await saveRateAndAvailability(user, null, '');
    const cleared = (await send(t.app, 'GET', `/api/profile/${user.profileId}`, user.token)).json().profile;
    expect(cleared).toMatchObject({ hourlyRate: null, availability: '' });
  });

  it.each([
    [{ hourlyRate: 0 }, profileMessages.hourlyRateInvalid],
    [{ hourlyRate: 1001 }, 'Hourly rate must be a number from 1 to 1,000 (US dollars an hour).'],
    [{ hourlyRate: '45' }, profileMessages.hourlyRateInvalid],
    [{ availability: 'x'.repeat(201) }, 'Availability can be at most 200 characters.'],
  ])('refuses %j with 400 and its own message', async (change, message) => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/profile', user.token, profileBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('a post that asks for a price and a start date', () => {
  it('leaves both to the user when the profile holds neither: nothing invented, the check says they are yours', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user, RATE_AND_START));
    expect(res.statusCode).toBe(201);
    const { job, check, analysis } = res.json();
    expect(job.aiResponse).not.toMatch(/\$\s?\d|available/i);
    expect(statuses(check)).toMatchObject({
      'Say how you would price the work': 'yours',
      'Say when you are available': 'yours',
      'Answer: What is your rate for this kind of work?': 'yours',
    });
    expect(analysis.instructions.filter((i: { writable: boolean }) => !i.writable)).toHaveLength(3);
  });

  it('says the rate and the start date from the profile, backed by it, and the check marks them covered', async () => {
    const user = await readyUser(t);
    await saveRateAndAvailability(user, 45, 'Full-time from 3 March, 30+ hours a week');
    const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user, RATE_AND_START));
    const { job, check } = res.json();
    expect(job.aiResponse).toContain('My rate for this is $45 an hour.');
    expect(job.aiResponse).toContain('I am available full-time from 3 March, 30+ hours a week.');
    expect(statuses(check)).toEqual({
      'Say how you would price the work': 'covered',
      'Say when you are available': 'covered',
      'Answer: What is your rate for this kind of work?': 'covered',
    });
    expect(check.claims).toContainEqual({ text: '$45', kind: 'number', support: 'Hourly rate' });
    expect(check.items.find((item: { id: string }) => item.id === 'claims')).toMatchObject({ ok: true });
  });

  it('is analysed with the profile’s facts: the rate and start date writable only when it holds them', async () => {
    const user = await readyUser(t);
    const analyse = async () =>
      (
        await send(t.app, 'POST', '/api/job/analyse', user.token, { ...RATE_AND_START, profileId: user.profileId })
      ).json().analysis.instructions as { label: string; writable: boolean; item?: string }[];
    expect((await analyse()).map((i) => i.writable)).toEqual([false, false, false]);
    await saveRateAndAvailability(user, 45, '');
    expect(await analyse()).toEqual([
      expect.objectContaining({ label: 'Say how you would price the work', writable: true }),
      expect.objectContaining({ label: 'Say when you are available', writable: false }),
      expect.objectContaining({ kind: 'question', writable: true, item: 'pricing' }),
    ]);
  });
});
