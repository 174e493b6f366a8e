import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@quillbid/shared';
import { post, send, signedInUser } from './support/factories.js';
import { planHistory } from './support/plans.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => userSchema.parse((await send(t.app, 'GET', '/api/users', token)).json());

describe('plan history', () => {
  it('keeps every plan an account held, and exactly one current', async () => {
    const user = await signedInUser(t);
    expect((await me(user.token)).subscription?.packageType).toBe('free');
    const checkout = await post(
      t.app,
      '/api/billing/test-checkout',
      { packageType: 'pro', interval: 'month' },
      user.token,
    );
    expect(checkout.statusCode).toBe(201);
    expect((await post(t.app, '/api/billing/test-cancel', undefined, user.token)).statusCode).toBe(204);
    expect((await me(user.token)).subscription).toMatchObject({ packageType: 'free', renews: true });

    const history = await planHistory(t.database.db, user);
    expect(history.map(({ packageType, status }) => `${packageType} ${status}`)).toEqual([
      'free active',
      'pro active',
      'pro cancelled',
      'free active',
    ]);
    expect(history.filter((row) => row.endedAt === null)).toEqual([history.at(-1)]);
    for (const [index, row] of history.slice(0, -1).entries())
      expect(row.endedAt?.getTime()).toBeLessThanOrEqual(history[index + 1]?.createdAt.getTime() ?? 0);
  });

  it("starts one free month when a new account's first requests arrive together", async () => {
    const user = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(t.app, 'GET', '/api/users', user.token)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((res) => res.json().subscription?.endDate)).size).toBe(1);
    expect(await planHistory(t.database.db, user)).toHaveLength(1);
  });
});
