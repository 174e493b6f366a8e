import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyMessages, billingMessages, userSchema, type AgencyMember } from '@quillbid/shared';
import { agencies, oneTimeTokens, users } from '../src/db/schema.js';
import { mailedToken, newAccount, profileBody, post, signedInUser, subscribedUser } from './support/factories.js';
import { acceptedMember, agencyOwner, get, invite } from './support/agency.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const members = async (agencyId: string, token: string) => {
  const res = await get(t, `/api/agency/get-all-agency-members/${agencyId}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { users: AgencyMember[] } }>().data.users;
};
/** Moves every invite link mailed to `email` into the past. */
async function expireInvites(email: string) {
  const [pending] = await t.database.db.select().from(users).where(eq(users.email, email));
  await t.database.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeTokens.userId, pending?.id ?? ''));
}

const patchAgency = (agencyId: string, token: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/agency/update-agency/${agencyId}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

describe('the agency package', () => {
  it('opens an agency owned by the subscriber, capped at the package addUser', async () => {
    const owner = await agencyOwner(t);
    expect(owner.agency).toMatchObject({
      agencyName: "Ada's Agency",
      agencyDescription: '',
      agencyLimits: { users: 10 },
      agencyUsers: [expect.any(String)],
    });
    const me = userSchema.parse((await get(t, '/api/users', owner.token)).json());
    expect(owner.agency.createdBy).toBe(me._id);
  });

  it('opens no agency for other packages', async () => {
    const user = await subscribedUser(t, 'starter');
    expect((await get(t, '/api/users', user.token)).json()).toMatchObject({ agencyId: null });
  });

  it('lets the owner rename the agency, and refuses a blank name', async () => {
    const owner = await agencyOwner(t);
    const res = await patchAgency(owner.agencyId, owner.token, {
      agencyName: '  Orbit Studio ',
      agencyDescription: 'Mission software, on time.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: agencyMessages.updated,
      agency: { agencyName: 'Orbit Studio', agencyDescription: 'Mission software, on time.' },
    });
    const blank = await patchAgency(owner.agencyId, owner.token, { agencyName: ' ', agencyDescription: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: agencyMessages.nameRequired, code: 'VALIDATION' });
  });

  it('refuses privileged fields in the agency body (mass assignment)', async () => {
    const owner = await agencyOwner(t);
    for (const extra of [
      { createdBy: owner.agency.createdBy },
      { agencyLimits: { users: 999 } },
      { usersLimit: 999 },
    ]) {
      const res = await patchAgency(owner.agencyId, owner.token, { agencyName: 'X', ...extra });
      expect(res.statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(agencies).where(eq(agencies.id, owner.agencyId));
    expect(row).toMatchObject({ usersLimit: 10, agencyName: "Ada's Agency" });
  });
});

describe('invitations', () => {
  it('mails a single-use, 7-day link built from APP_URL, and the member joins on accepting', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    const res = await invite(t, owner.token, email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: agencyMessages.inviteSent });
    const [mail] = (await t.mails()).filter((m) => m.toAddress === email);
    expect(mail?.textBody).toMatch(/: http:\/\/app\.test\/accept-invite\?token=[A-Za-z0-9_-]{43}$/m);
    expect(mail?.subject).toBe("Ada Lovelace invited you to Ada's Agency on Quillbid");
    expect(mail?.textBody).toContain('7 days');

    const member = await acceptedMember(t, owner.token, newAccount().email);
    const me = userSchema.parse((await get(t, '/api/users', member.token)).json());
    const ownerId = owner.agency.createdBy;
    expect(me).toMatchObject({
      firstName: 'Katherine',
      invitedBy: ownerId,
      agencyId: { _id: owner.agencyId },
      packageSubscribed: true,
      subscription: { packageType: 'agencyExpansion', limits: { proposals: 2500, profiles: 50, templates: 150 } },
      usage: { proposals: 0, profiles: 0, templates: 0 },
    });
  });

  it('tells the invitee who invited them to which agency, without using the link up', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const token = await mailedToken(t, email, '/accept-invite');
    const details = await post(t.app, '/api/users/invite-details', { token });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ email, agencyName: "Ada's Agency", invitedByName: 'Ada Lovelace' });
    const accepted = await post(t.app, '/api/users/verify-invite', {
      token,
      firstName: 'A',
      lastName: 'B',
      password: 'password-123',
    });
    expect(accepted.statusCode).toBe(200);
    const used = await post(t.app, '/api/users/invite-details', { token });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ error: agencyMessages.invalidInvite });
    expect((await post(t.app, '/api/users/invite-details', { token: 'x'.repeat(43) })).statusCode).toBe(400);
  });

  it('stores only a hash of the token and refuses it a second time', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const token = await mailedToken(t, member.email, '/accept-invite');
    const stored = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'invite'));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    const again = await post(t.app, '/api/users/verify-invite', {
      token,
      firstName: 'Eve',
      lastName: 'Again',
      password: 'a brand new password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: agencyMessages.invalidInvite });
  });

  it('replaces the old link when the same e-mail is invited again, without taking a second seat', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const first = await mailedToken(t, email, '/accept-invite');
    expect((await invite(t, owner.token, email)).statusCode).toBe(201);
    const accept = (token: string) =>
      post(t.app, '/api/users/verify-invite', { token, firstName: 'A', lastName: 'B', password: 'password-123' });
    expect((await accept(first)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(agencies).where(eq(agencies.id, owner.agencyId));
    expect(row?.memberCount).toBe(1);
  });

  it('refuses expired, unknown, malformed and missing tokens', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    await expireInvites(email);
    const token = await mailedToken(t, email, '/accept-invite');
    const body = { firstName: 'A', lastName: 'B', password: 'password-123' };
    expect((await post(t.app, '/api/users/verify-invite', { token, ...body })).statusCode).toBe(400);
    expect((await post(t.app, '/api/users/verify-invite', { token: 'x'.repeat(43), ...body })).statusCode).toBe(400);
    expect((await post(t.app, '/api/users/verify-invite', { token: 'x'.repeat(500), ...body })).statusCode).toBe(400);
    const missing = await post(t.app, '/api/users/verify-invite', body);
    expect(missing.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ emailVerified: false, passwordHash: null });
  });

  it('refuses an invite token used to verify an e-mail or reset a password, and the other way round', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const token = await mailedToken(t, email, '/accept-invite');
    expect((await post(t.app, `/api/auth/confirm/${token}`)).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/reset-password', { token, password: 'password-123' })).statusCode).toBe(400);
  });

  it('lets only the owner of a live agency plan invite, and refuses existing accounts', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const byMember = await invite(t, member.token, newAccount().email);
    expect(byMember.statusCode).toBe(403);
    const starter = await subscribedUser(t, 'starter');
    expect((await invite(t, starter.token, newAccount().email)).json()).toEqual({
      error: agencyMessages.agencyPlanRequired,
      code: 'FORBIDDEN',
    });

    const someone = await signedInUser(t);
    const existing = await invite(t, owner.token, someone.email);
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toMatchObject({ error: agencyMessages.alreadyHasAccount });
    expect((await invite(t, owner.token, member.email)).json()).toMatchObject({ error: agencyMessages.alreadyMember });
  });

  it('refuses a missing e-mail with the spec message, and unknown fields', async () => {
    const owner = await agencyOwner(t);
    expect((await invite(t, owner.token, '')).json()).toMatchObject({ error: agencyMessages.emailRequired });
    const extra = await post(
      t.app,
      '/api/users/invite-user',
      { email: newAccount().email, agencyId: 'x' },
      owner.token,
    );
    expect(extra.statusCode).toBe(400);
  });

  it('gives the seat of an invite nobody accepted back once its link has expired', async () => {
    const owner = await agencyOwner(t);
    await t.database.db.update(agencies).set({ usersLimit: 1 }).where(eq(agencies.id, owner.agencyId));
    const { email: ignored } = newAccount();
    expect((await invite(t, owner.token, ignored)).statusCode).toBe(201);
    expect((await invite(t, owner.token, newAccount().email)).statusCode).toBe(403);

    await expireInvites(ignored);
    const { email: next } = newAccount();
    expect((await invite(t, owner.token, next)).statusCode).toBe(201);
    expect(await t.database.db.select().from(users).where(eq(users.email, ignored))).toHaveLength(0);
    const [row] = await t.database.db.select().from(agencies).where(eq(agencies.id, owner.agencyId));
    expect(row?.memberCount).toBe(1);
  });

  it('refuses privileged fields when accepting, and the invite stays usable', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const token = await mailedToken(t, email, '/accept-invite');
    const body = { token, firstName: 'Eve', lastName: 'Adams', password: 'a long password' };
    for (const extra of [{ agencyId: owner.agencyId }, { invitedBy: null }, { isVerified: true }]) {
      expect((await post(t.app, '/api/users/verify-invite', { ...body, ...extra })).statusCode).toBe(400);
    }
    expect((await post(t.app, '/api/users/verify-invite', body)).statusCode).toBe(200);
  });

  it('stops at the cap with the spec message, even for concurrent invites', async () => {
    const owner = await agencyOwner(t);
    await t.database.db.update(agencies).set({ usersLimit: 3 }).where(eq(agencies.id, owner.agencyId));
    const results = await Promise.all(Array.from({ length: 8 }, () => invite(t, owner.token, newAccount().email)));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    expect(results.find((res) => res.statusCode === 403)?.json()).toMatchObject({
      error: agencyMessages.limitReached,
    });
    const pending = await t.database.db.select().from(users).where(eq(users.agencyId, owner.agencyId));
    expect(pending).toHaveLength(4);
  });
});

describe('agency access', () => {
  it('lists only verified members, the owner first, with their usage of the agency plan', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    await invite(t, owner.token, newAccount().email);
    expect((await post(t.app, '/api/profile', profileBody(), member.token)).statusCode).toBe(201);

    const listed = await members(owner.agencyId, member.token);
    expect(listed.map((m) => [m.isOwner, m.email])).toEqual([
      [true, owner.email],
      [false, member.email],
    ]);
    expect(listed[1]).toMatchObject({
      usage: { profiles: 1, proposals: 0, templates: 0 },
      limits: { profiles: 50, proposals: 2500, templates: 150 },
    });
    expect(JSON.stringify(listed)).not.toMatch(/password|hash/i);
    const agency = (await get(t, `/api/agency/${owner.agencyId}`, member.token)).json<{
      agency: { agencyUsers: string[] };
    }>();
    expect(agency.agency.agencyUsers).toHaveLength(2);
  });

  it('answers 404 to a non-member on every agency route, and 403 to a member editing', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const stranger = await agencyOwner(t);
    for (const url of [`/api/agency/${owner.agencyId}`, `/api/agency/get-all-agency-members/${owner.agencyId}`]) {
      expect((await get(t, url, stranger.token)).statusCode).toBe(404);
    }
    expect((await patchAgency(owner.agencyId, stranger.token, { agencyName: 'Taken' })).statusCode).toBe(404);
    expect((await get(t, '/api/agency/not-a-uuid', owner.token)).statusCode).toBe(404);

    const byMember = await patchAgency(owner.agencyId, member.token, { agencyName: 'Mutiny' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: agencyMessages.ownerOnly });
    expect((await get(t, `/api/agency/${owner.agencyId}`, '')).statusCode).toBe(401);
  });

  it('stops members when the owner leaves the agency package', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    expect((await post(t.app, '/api/billing/test-cancel', {}, owner.token)).statusCode).toBeLessThan(300);
    const res = await post(t.app, '/api/profile', profileBody(), member.token);
    expect(res.statusCode).toBe(403);
    expect((await get(t, '/api/users', member.token)).json()).toMatchObject({ packageSubscribed: false });
  });

  it("starts a fresh proposal count for members when the owner's plan renews", async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    await t.database.db.update(users).set({ usedProposals: 7 }).where(eq(users.email, member.email));
    const renewed = await post(
      t.app,
      '/api/billing/test-checkout',
      { packageType: 'agencyExpansion', interval: 'year' },
      owner.token,
    );
    expect(renewed.statusCode).toBe(201);
    expect((await get(t, '/api/users', member.token)).json()).toMatchObject({ usage: { proposals: 0 } });
  });

  it('does not let a member buy a plan of their own', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const res = await post(
      t.app,
      '/api/billing/test-checkout',
      { packageType: 'starter', interval: 'month' },
      member.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: billingMessages.agencyMemberPlan });
    expect((await get(t, '/api/users', member.token)).json()).toMatchObject({
      subscription: { packageType: 'agencyExpansion' },
    });
  });

  it('keeps each member within the plan limits, counted per member', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    await t.database.db.update(users).set({ limitProfiles: 1 }).where(eq(users.email, owner.email));
    expect((await post(t.app, '/api/profile', profileBody(), member.token)).statusCode).toBe(201);
    const over = await post(t.app, '/api/profile', profileBody(), member.token);
    expect(over.statusCode).toBe(403);
    expect((await post(t.app, '/api/profile', profileBody(), owner.token)).statusCode).toBe(201);
  });
});
