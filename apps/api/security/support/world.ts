import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { acceptedMember, agencyOwner, get } from '../../test/support/agency.js';
import { newAccount, post, profileBody, send, signedInUser } from '../../test/support/factories.js';
import { withProfileAndTemplate } from '../../test/support/job-fixtures.js';
import type { TestApp } from '../../test/support/test-app.js';

/** A signed-in person, with a profile of their own so a body naming a profile can be theirs. */
export type Actor = { email: string; password: string; token: string; id: string; profileId: string };
/** Has a template too, and an agency or a Stripe customer where the world gives them one. */
export type Owner = Actor & { templateId: string; agencyId?: string; stripeCustomerId?: string };

/** The people of the access matrix, around one owner. */
export type World = {
  t: TestApp;
  owner: Owner;
  /** Signed in, in no agency. */
  otherUser: Actor;
  /** Joined the owner's agency, when the owner has one. */
  member?: Actor;
  /** Owns an agency of their own, when the owner has one. */
  nonMember?: Actor;
  /** The owner's account, each with one flaw that must cost the session. */
  badTokens: Record<BadToken, string>;
};

export const BAD_TOKENS = ['anonymous', 'expired', 'revoked', 'alg:none', 'wrong key'] as const;
export type BadToken = (typeof BAD_TOKENS)[number];

export const idOf = async (t: TestApp, token: string): Promise<string> =>
  (await get(t, '/api/users', token)).json<{ _id: string }>()._id;

/** Someone signed in, with their id and, unless they have one, a profile of their own. */
async function actor<A extends { token: string; profileId?: string }>(t: TestApp, person: A): Promise<A & Actor> {
  const id = await idOf(t, person.token);
  if (person.profileId) return { ...person, id } as A & Actor;
  const res = await send(t.app, 'POST', '/api/profile', person.token, profileBody());
  const profileId = res.json<{ profile?: { _id: string } }>().profile?._id;
  if (!profileId) throw new Error(`could not give ${id} a profile: ${res.statusCode}`);
  return { ...person, id, profileId } as A & Actor;
}

/** An agency owner on the agency plan, a member, a stranger and the owner of another agency. */
export async function buildAgencyWorld(t: TestApp): Promise<World> {
  const owner = await actor(t, await withProfileAndTemplate(t, await agencyOwner(t)));
  const member = await actor(t, await acceptedMember(t, owner.token, newAccount().email));
  const otherUser = await actor(t, await signedInUser(t));
  const nonMember = await actor(t, await agencyOwner(t));
  return { t, owner, member, otherUser, nonMember, badTokens: await badTokensFor(t, owner) };
}

/** A signed-in owner on the free plan and a stranger: for an app where the agency plan cannot be bought. */
export async function buildSoloWorld(t: TestApp): Promise<World> {
  const owner = await actor(t, await withProfileAndTemplate(t, await signedInUser(t)));
  const otherUser = await actor(t, await signedInUser(t));
  return { t, owner, otherUser, badTokens: await badTokensFor(t, owner) };
}

/**
 * Tokens that look like the owner's session but must not open it. `forge` with the server's own key and a
 * future expiry makes a token that works (the caller checks that), so each flaw is the only difference.
 */
async function badTokensFor(t: TestApp, owner: Actor): Promise<Record<BadToken, string>> {
  const { ver } = decodeJwt(owner.token);
  const second = await post(t.app, '/api/auth/login', { email: owner.email, password: owner.password });
  const revoked = second.json<{ token: string }>().token;
  if ((await post(t.app, '/api/auth/logout', undefined, revoked)).statusCode !== 204)
    throw new Error('could not log the second session out');
  return {
    anonymous: '',
    expired: await forge(t, owner.id, ver, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    revoked,
    'alg:none': new UnsecuredJWT({ ver })
      .setSubject(owner.id)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode(),
    'wrong key': await forge(t, owner.id, ver, { key: 'another-secret-that-is-long-enough-for-hs256' }),
  };
}

/** A session token for `userId`, signed like the server signs them unless `options` say otherwise. */
export function forge(
  t: TestApp,
  userId: string,
  ver: unknown,
  options: { key?: string; expiresAt?: number } = {},
): Promise<string> {
  const expiresAt = options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600;
  return new SignJWT({ ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(options.key ?? t.app.ctx.config.jwtSecret));
}
