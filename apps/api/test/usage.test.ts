import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMessages } from '@quillbid/shared';
import { users } from '../src/db/schema.js';
import { findPackage, startPeriod } from '../src/modules/billing/subscriptions.js';
import { periodEnd } from '../src/usage/apply-plan.js';
import { release, reserve } from '../src/usage/usage.js';
import { memberWithoutPlan } from './support/agency.js';
import { signedInUser } from './support/factories.js';
import { currentPlan, setCurrentPlan, usageCounts } from './support/plans.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} has no account`);
  return row.id;
}

async function subscribedUserId(packageType = 'starter'): Promise<string> {
  const id = await userId((await signedInUser(t)).email);
  await startPeriod(t.database.db, id, await findPackage(t.database.db, packageType), periodEnd(new Date(), 'month'));
  return id;
}

const usage = (id: string) => usageCounts(t.database.db, { id });

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'ok',
    (error: Error) => error.message,
  );

describe('usage.reserve', () => {
  it("asks an agency member whose owner's plan ended to subscribe first, in the words of each feature", async () => {
    const member = await memberWithoutPlan(t, async ({ email }) => ({ id: await userId(email) }));
    expect(await outcome(reserve(t.database.db, member.id, 'proposals'))).toBe(
      'In order to generate Proposal, Please subscribe a package first',
    );
    expect(await outcome(reserve(t.database.db, member.id, 'profiles'))).toBe(usageMessages.subscribeFirst.profiles);
    expect(await outcome(reserve(t.database.db, member.id, 'templates'))).toBe(usageMessages.subscribeFirst.templates);
  });

  it('puts an account that has no plan on the free plan before it takes a unit', async () => {
    const user = await signedInUser(t);
    const id = await userId(user.email);
    expect(await outcome(reserve(t.database.db, id, 'proposals'))).toBe('ok');
    expect(await currentPlan(t.database.db, { id })).toMatchObject({ packageType: 'free' });
    expect((await usage(id))?.usedProposals).toBe(1);
  });

  it('takes the plan limits from the packages table and stops at the limit with the spec message', async () => {
    const id = await subscribedUserId('free');
    const plan = await findPackage(t.database.db, 'free');
    expect(await currentPlan(t.database.db, { id })).toMatchObject({
      limitProfiles: plan.freelancerProfiles,
      limitProposals: plan.proposalLetters,
    });
    for (let i = 0; i < plan.freelancerProfiles; i += 1) await reserve(t.database.db, id, 'profiles');
    expect(await outcome(reserve(t.database.db, id, 'profiles'))).toBe(
      'Profiles limit reached, please subscribe again for further assistance',
    );
    expect((await usage(id))?.usedProfiles).toBe(plan.freelancerProfiles);
  });

  it('gives profiles and templates back on release, never below zero', async () => {
    const id = await subscribedUserId();
    await reserve(t.database.db, id, 'templates');
    await release(t.database.db, id, 'templates');
    await release(t.database.db, id, 'templates');
    expect((await usage(id))?.usedTemplates).toBe(0);
  });

  it('moves an account whose paid plan has ended to the free plan, counting the month so far', async () => {
    const id = await subscribedUserId();
    await reserve(t.database.db, id, 'proposals');
    await setCurrentPlan(t.database.db, { id }, { periodEnd: new Date(Date.now() - 1000) });
    expect(await outcome(reserve(t.database.db, id, 'proposals'))).toBe('ok');
    expect(await currentPlan(t.database.db, { id })).toMatchObject({ packageType: 'free' });
    expect((await usage(id))?.usedProposals).toBe(2);
  });

  it('starts a new period with a fresh proposal count and keeps counting existing profiles', async () => {
    const id = await subscribedUserId();
    await reserve(t.database.db, id, 'proposals');
    await reserve(t.database.db, id, 'profiles');
    await startPeriod(t.database.db, id, await findPackage(t.database.db, 'starter'), periodEnd(new Date(), 'year'));
    expect(await usage(id)).toMatchObject({ usedProposals: 0, usedProfiles: 1 });
  });

  it('never lets N concurrent reservations at a limit of L take more than L', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 12 }), async (limit, attempts) => {
        const id = await subscribedUserId();
        await setCurrentPlan(t.database.db, { id }, { limitProposals: limit });
        const results = await Promise.all(
          Array.from({ length: attempts }, () => outcome(reserve(t.database.db, id, 'proposals'))),
        );
        expect(results.filter((r) => r === 'ok')).toHaveLength(Math.min(limit, attempts));
        expect(results.filter((r) => r !== 'ok').every((r) => r === usageMessages.limitReached.proposals)).toBe(true);
        expect((await usage(id))?.usedProposals).toBe(Math.min(limit, attempts));
      }),
      { numRuns: 15 },
    );
  });
});
