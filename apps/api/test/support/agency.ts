import { expect } from 'vitest';
import type { Agency } from '@quillbid/shared';
import { mailedToken, post, subscribedUser } from './factories.js';
import type { TestApp } from './test-app.js';

export const get = (t: TestApp, url: string, token: string) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

/** An owner on the agency package, with the agency the subscription opened. */
export async function agencyOwner(t: TestApp) {
  const owner = await subscribedUser(t, 'agencyExpansion');
  const me = (await get(t, '/api/users', owner.token)).json<{ agencyId: { _id: string } | null }>();
  expect(me.agencyId).not.toBeNull();
  const agencyId = me.agencyId?._id ?? '';
  const agency = (await get(t, `/api/agency/${agencyId}`, owner.token)).json<{ agency: Agency }>().agency;
  return { ...owner, agencyId, agency };
}

export const invite = (t: TestApp, ownerToken: string, email: string) =>
  post(t.app, '/api/users/invite-user', { email }, ownerToken);

/** Invites `email`, accepts by e-mail with a name and password, and logs the member in. */
export async function acceptedMember(t: TestApp, ownerToken: string, email: string) {
  expect((await invite(t, ownerToken, email)).statusCode).toBe(201);
  const token = await mailedToken(t, email, '/accept-invite');
  const password = 'members share one plan';
  const accepted = await post(t.app, '/api/users/verify-invite', {
    token,
    firstName: 'Katherine',
    lastName: 'Johnson',
    password,
  });
  expect(accepted.statusCode).toBe(200);
  const login = await post(t.app, '/api/auth/login', { email, password });
  expect(login.statusCode).toBe(200);
  return { email, password, token: login.json<{ token: string }>().token };
}

/**
 * The one kind of account without a plan: a member of an agency whose owner's plan has ended (every
 * other account is at least on the free plan). `whilePlanLasts` sets the member up before it ends.
 */
export async function memberWithoutPlan<T>(
  t: TestApp,
  whilePlanLasts: (member: { email: string; token: string }) => Promise<T>,
): Promise<{ token: string } & T> {
  const owner = await agencyOwner(t);
  const member = await acceptedMember(t, owner.token, `planless-${Date.now()}-${Math.random()}@example.com`);
  const prepared = await whilePlanLasts(member);
  expect((await post(t.app, '/api/billing/test-cancel', undefined, owner.token)).statusCode).toBe(204);
  return { ...prepared, token: member.token };
}
