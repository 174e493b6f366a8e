import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyInsightsSchema,
  agencyMessages,
  billingMessages,
  FREE_PACKAGE_TYPE,
  inviteResentResponseSchema,
  pendingInvitesResponseSchema,
  userSchema,
  type Agency,
  type AgencyMember,
} from '@quillbid/shared';
import { agencies, oneTimeTokens, users } from '../src/db/schema.js';
import { mailedToken, newAccount, profileBody, post, send, signedInUser, subscribedUser } from './support/factories.js';
import { acceptedMember, agencyOwner, get, invite } from './support/agency.js';
import { jobBody, withProfileAndTemplate } from './support/job-fixtures.js';
import { setCurrentPlan, setUsageCounts } from './support/plans.js';
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

/** The agency's seat count as the owner reads it. */
async function seats(owner: { agencyId: string; token: string }) {
  const { agency } = (await get(t, `/api/agency/${owner.agencyId}`, owner.token)).json<{ agency: Agency }>();
  return { seatsTaken: agency.seatsTaken, invitesPending: agency.invitesPending };
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
    expect(await seats(owner)).toEqual({ seatsTaken: 1, invitesPending: 1 });
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
    expect(await seats(owner)).toEqual({ seatsTaken: 1, invitesPending: 1 });
  });

  it('does not seat an invitee who proves the mailbox by resetting the password after the link expired', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    expect((await invite(t, owner.token, email)).statusCode).toBe(201);
    await expireInvites(email);

    await post(t.app, '/api/auth/password-reset-request', { email });
    const resetToken = await mailedToken(t, email, '/reset-password');
    const password = 'a password of their own';
    expect((await post(t.app, '/api/auth/reset-password', { token: resetToken, password })).statusCode).toBe(200);
    const login = await post(t.app, '/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);

    const me = (await get(t, '/api/users', login.json().token)).json();
    expect(me).toMatchObject({ agencyId: null, invitedBy: null, subscription: { packageType: 'free' } });
    expect(await seats(owner)).toEqual({ seatsTaken: 0, invitesPending: 0 });
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
    await setUsageCounts(t.database.db, member, { usedProposals: 7 });
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
    await setCurrentPlan(t.database.db, owner, { limitProfiles: 1 });
    expect((await post(t.app, '/api/profile', profileBody(), member.token)).statusCode).toBe(201);
    const over = await post(t.app, '/api/profile', profileBody(), member.token);
    expect(over.statusCode).toBe(403);
    expect((await post(t.app, '/api/profile', profileBody(), owner.token)).statusCode).toBe(201);
  });
});

describe('managing seats', () => {
  const invitesOf = async (owner: { agencyId: string; token: string }) => {
    const res = await get(t, `/api/agency/${owner.agencyId}/invites`, owner.token);
    expect(res.statusCode).toBe(200);
    return pendingInvitesResponseSchema.parse(res.json()).invites;
  };
  const inviteIdOf = async (owner: { agencyId: string; token: string }, email: string) =>
    (await invitesOf(owner)).find((pending) => pending.email === email)?._id ?? '';
  const resend = (agencyId: string, inviteId: string, token: string) =>
    send(t.app, 'POST', `/api/agency/${agencyId}/invites/${inviteId}/resend`, token);
  const revoke = (agencyId: string, inviteId: string, token: string) =>
    send(t.app, 'DELETE', `/api/agency/${agencyId}/invites/${inviteId}`, token);
  const remove = (agencyId: string, userId: string, token: string) =>
    send(t.app, 'DELETE', `/api/agency/${agencyId}/members/${userId}`, token);
  const accept = (token: string) =>
    post(t.app, '/api/users/verify-invite', { token, firstName: 'A', lastName: 'B', password: 'password-123' });
  const userId = async (token: string) => userSchema.parse((await get(t, '/api/users', token)).json())._id;
  const setSeats = (agencyId: string, usersLimit: number) =>
    t.database.db.update(agencies).set({ usersLimit }).where(eq(agencies.id, agencyId));

  it('lists pending invites with e-mail, sent date and expiry, and not accepted, expired or revoked ones', async () => {
    const owner = await agencyOwner(t);
    const { email: pending } = newAccount();
    const { email: expired } = newAccount();
    const { email: revoked } = newAccount();
    for (const email of [pending, expired, revoked]) expect((await invite(t, owner.token, email)).statusCode).toBe(201);
    await acceptedMember(t, owner.token, newAccount().email);
    await expireInvites(expired);
    expect((await revoke(owner.agencyId, await inviteIdOf(owner, revoked), owner.token)).statusCode).toBe(200);

    const listed = await invitesOf(owner);
    expect(listed).toEqual([
      { _id: expect.any(String), email: pending, sentAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    const [only] = listed;
    const sentAt = Date.parse(only?.sentAt ?? '');
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(60_000);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(Date.parse(only?.expiresAt ?? '') - sentAt - week)).toBeLessThan(60_000);
  });

  it('resends an invite: a fresh link by mail, the old one refused, the expiry reset, the seat kept', async () => {
    const owner = await agencyOwner(t);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const oldLink = await mailedToken(t, email, '/accept-invite');
    const inviteId = await inviteIdOf(owner, email);
    // Two days left on the first link: the resent one must run seven days from now.
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await t.database.db.update(oneTimeTokens).set({ expiresAt: soon }).where(eq(oneTimeTokens.userId, inviteId));

    const res = await resend(owner.agencyId, inviteId, owner.token);
    expect(res.statusCode).toBe(200);
    const body = inviteResentResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: agencyMessages.inviteResent, invite: { _id: inviteId, email } });
    expect(Date.parse(body.invite.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    expect((await t.mails()).filter((mail) => mail.toAddress === email)).toHaveLength(2);
    expect(await seats(owner)).toEqual({ seatsTaken: 1, invitesPending: 1 });

    const newLink = await mailedToken(t, email, '/accept-invite');
    expect(newLink).not.toBe(oldLink);
    const refused = await accept(oldLink);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: agencyMessages.invalidInvite });
    expect((await accept(newLink)).statusCode).toBe(200);
    expect(await seats(owner)).toEqual({ seatsTaken: 1, invitesPending: 0 });
    expect((await resend(owner.agencyId, inviteId, owner.token)).statusCode).toBe(404);
  });

  it('revokes an invite: its link gets the invalid-invite message and its seat is free again', async () => {
    const owner = await agencyOwner(t);
    await setSeats(owner.agencyId, 1);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const link = await mailedToken(t, email, '/accept-invite');
    expect((await invite(t, owner.token, newAccount().email)).statusCode).toBe(403);

    const inviteId = await inviteIdOf(owner, email);
    const res = await revoke(owner.agencyId, inviteId, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: agencyMessages.inviteRevoked });
    for (const refused of [await post(t.app, '/api/users/invite-details', { token: link }), await accept(link)]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'This invite is invalid or has expired.' });
    }
    expect(await invitesOf(owner)).toEqual([]);
    expect(await seats(owner)).toEqual({ seatsTaken: 0, invitesPending: 0 });
    expect((await invite(t, owner.token, newAccount().email)).statusCode).toBe(201);
    const again = await revoke(owner.agencyId, inviteId, owner.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: agencyMessages.inviteNotFound });
  });

  it('removes a member, who keeps their profiles, templates and history and leaves the agency plan', async () => {
    const owner = await agencyOwner(t);
    const member = await withProfileAndTemplate(t, await acceptedMember(t, owner.token, newAccount().email));
    const job = await send(t.app, 'POST', '/api/job', member.token, jobBody(member));
    expect(job.statusCode).toBe(201);
    const memberId = await userId(member.token);

    const res = await remove(owner.agencyId, memberId, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: agencyMessages.memberRemoved });

    const me = userSchema.parse((await get(t, '/api/users', member.token)).json());
    expect(me).toMatchObject({ agencyId: null, invitedBy: null, subscription: { packageType: FREE_PACKAGE_TYPE } });
    expect(me.subscription?.limits).not.toEqual({ profiles: 50, proposals: 2500, templates: 150 });
    expect((await get(t, '/api/profile', member.token)).json().profiles).toHaveLength(1);
    const ownTemplates = (await get(t, '/api/template', member.token)).json().templates;
    expect(ownTemplates.map((row: { _id: string }) => row._id)).toContain(member.templateId);
    expect((await get(t, '/api/job', member.token)).json().jobs).toHaveLength(1);

    expect((await get(t, `/api/agency/${owner.agencyId}`, member.token)).statusCode).toBe(404);
    expect((await members(owner.agencyId, owner.token)).map((m) => m.email)).toEqual([owner.email]);
    expect(await seats(owner)).toEqual({ seatsTaken: 0, invitesPending: 0 });
    // An owner's renewal starts a new period for members only, so it no longer touches them.
    await setUsageCounts(t.database.db, { id: memberId }, { usedProposals: 3 });
    await post(t.app, '/api/billing/test-checkout', { packageType: 'agencyExpansion', interval: 'year' }, owner.token);
    expect((await get(t, '/api/users', member.token)).json()).toMatchObject({ usage: { proposals: 3 } });
    expect((await remove(owner.agencyId, memberId, owner.token)).statusCode).toBe(404);
  });

  it('does not let the owner remove themself', async () => {
    const owner = await agencyOwner(t);
    const res = await remove(owner.agencyId, owner.agency.createdBy, owner.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: agencyMessages.ownerCannotLeave });
    expect((await members(owner.agencyId, owner.token)).map((m) => m.email)).toEqual([owner.email]);
  });

  it('refuses a member (403), a stranger (404) and an anonymous caller (401) on every seat route', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const memberId = await userId(member.token);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const inviteId = await inviteIdOf(owner, email);
    const stranger = await agencyOwner(t);
    const loner = await signedInUser(t);
    const calls = [
      (token: string) => get(t, `/api/agency/${owner.agencyId}/invites`, token),
      (token: string) => resend(owner.agencyId, inviteId, token),
      (token: string) => revoke(owner.agencyId, inviteId, token),
      (token: string) => remove(owner.agencyId, memberId, token),
    ];
    for (const call of calls) {
      const byMember = await call(member.token);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json()).toMatchObject({ error: agencyMessages.ownerOnly });
      expect((await call(stranger.token)).statusCode).toBe(404);
      expect((await call(loner.token)).statusCode).toBe(404);
      expect((await call('')).statusCode).toBe(401);
    }
    // The stranger's own agency id with this agency's invite and member finds nothing either.
    expect((await revoke(stranger.agencyId, inviteId, stranger.token)).statusCode).toBe(404);
    expect((await remove(stranger.agencyId, memberId, stranger.token)).statusCode).toBe(404);
    expect((await resend(stranger.agencyId, inviteId, stranger.token)).statusCode).toBe(404);

    expect(await invitesOf(owner)).toHaveLength(1);
    expect(await seats(owner)).toEqual({ seatsTaken: 2, invitesPending: 1 });
    expect((await t.mails()).filter((mail) => mail.toAddress === email)).toHaveLength(1);
  });

  it('keeps invites and members apart: an invite id is no member, a member id no invite', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const memberId = await userId(member.token);
    const { email } = newAccount();
    await invite(t, owner.token, email);
    const inviteId = await inviteIdOf(owner, email);
    expect((await remove(owner.agencyId, inviteId, owner.token)).json()).toMatchObject({
      error: agencyMessages.memberNotFound,
    });
    expect((await revoke(owner.agencyId, memberId, owner.token)).statusCode).toBe(404);
    expect((await resend(owner.agencyId, memberId, owner.token)).statusCode).toBe(404);
    expect(await seats(owner)).toEqual({ seatsTaken: 2, invitesPending: 1 });
  });

  it('answers 400 with an error to ids that are not UUIDs, before looking anything up', async () => {
    const owner = await agencyOwner(t);
    const id = owner.agency.createdBy;
    for (const res of [
      await get(t, '/api/agency/not-a-uuid/invites', owner.token),
      await resend(owner.agencyId, 'not-a-uuid', owner.token),
      await resend('1234', id, owner.token),
      await revoke(owner.agencyId, "1' or '1'='1", owner.token),
      await remove(owner.agencyId, 'x'.repeat(90), owner.token),
      await remove('%00', id, owner.token),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: agencyMessages.invalidId, code: 'VALIDATION' });
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await revoke(owner.agencyId, unknown, owner.token)).statusCode).toBe(404);
    expect((await get(t, `/api/agency/${unknown}/invites`, owner.token)).statusCode).toBe(404);
  });

  it('counts joined members and live invites against the cap, each once, and frees seats honestly', async () => {
    const owner = await agencyOwner(t);
    await setSeats(owner.agencyId, 3);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const { email: first } = newAccount();
    const { email: second } = newAccount();
    await invite(t, owner.token, first);
    await invite(t, owner.token, second);
    expect(await seats(owner)).toEqual({ seatsTaken: 3, invitesPending: 2 });
    expect((await invite(t, owner.token, newAccount().email)).json()).toMatchObject({
      error: agencyMessages.limitReached,
    });
    // Inviting a pending e-mail again is a resend, on the seat it holds, even at the cap.
    expect((await invite(t, owner.token, first)).statusCode).toBe(201);
    expect(await seats(owner)).toEqual({ seatsTaken: 3, invitesPending: 2 });

    await expireInvites(second);
    expect(await seats(owner)).toEqual({ seatsTaken: 2, invitesPending: 1 });
    await revoke(owner.agencyId, await inviteIdOf(owner, first), owner.token);
    expect(await seats(owner)).toEqual({ seatsTaken: 1, invitesPending: 0 });
    await remove(owner.agencyId, await userId(member.token), owner.token);
    expect(await seats(owner)).toEqual({ seatsTaken: 0, invitesPending: 0 });

    const results = await Promise.all(Array.from({ length: 5 }, () => invite(t, owner.token, newAccount().email)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 403, 403]);
    expect(await seats(owner)).toEqual({ seatsTaken: 3, invitesPending: 3 });
  });

  it('publishes the seat routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>().paths;
    expect(Object.keys(paths['/agency/{agencyId}/invites'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/agency/{agencyId}/invites/{inviteId}/resend'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/agency/{agencyId}/invites/{inviteId}'] ?? {})).toEqual(['delete']);
    expect(Object.keys(paths['/agency/{agencyId}/members/{userId}'] ?? {})).toEqual(['delete']);
  });
});

describe('agency insights', () => {
  const generate = async (user: { token: string; profileId: string; templateId: string }) => {
    const res = await send(t.app, 'POST', '/api/job', user.token, jobBody(user));
    expect(res.statusCode).toBe(201);
    return res.json<{ job: { _id: string } }>().job._id;
  };
  const mark = async (token: string, jobId: string, status: string) =>
    (await send(t.app, 'POST', `/api/job/${jobId}/status`, token, { status })).statusCode;
  const idOf = async (token: string) => (await get(t, '/api/users', token)).json<{ _id: string }>()._id;

  it("shows the owner each member's outcomes, theirs too, and the agency's, and changes nobody's", async () => {
    const owner = await withProfileAndTemplate(t, await agencyOwner(t));
    const member = await withProfileAndTemplate(t, await acceptedMember(t, owner.token, newAccount().email));
    const ownersJob = await generate(owner);
    const [replied] = [await generate(member), await generate(member)];
    expect(await mark(owner.token, ownersJob, 'sent')).toBe(200);
    expect(await mark(member.token, replied, 'sent')).toBe(200);
    expect(await mark(member.token, replied, 'replied')).toBe(200);

    const res = await get(t, `/api/agency/${owner.agencyId}/insights`, owner.token);
    expect(res.statusCode).toBe(200);
    const figures = agencyInsightsSchema.parse(res.json());
    const counts = (sent: number, replied: number) => ({ sent, replied, interviews: 0, hired: 0 });
    expect(figures.total).toMatchObject({ ...counts(2, 1), replyRate: 0.5, interviewRate: 0, hireRate: 0 });
    expect(figures.members).toEqual([
      expect.objectContaining({
        userId: await idOf(owner.token),
        name: 'Ada Lovelace',
        email: owner.email,
        isOwner: true,
        ...counts(1, 0),
        replyRate: 0,
      }),
      expect.objectContaining({
        userId: await idOf(member.token),
        name: 'Katherine Johnson',
        email: member.email,
        isOwner: false,
        ...counts(1, 1),
        replyRate: 1,
      }),
    ]);

    // Reading only: the owner cannot mark or undo a member's proposal, which stays as the member left it.
    expect(await mark(owner.token, replied, 'hired')).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/job/${replied}/status`, owner.token)).statusCode).toBe(404);
    const events = (await get(t, `/api/job/${replied}/events`, member.token)).json<{ events: { status: string }[] }>();
    expect(events.events.map((event) => event.status)).toEqual(['sent', 'replied']);
    const own = (await get(t, '/api/insights', member.token)).json<{ totals: { sent: number } }>();
    expect(own.totals.sent).toBe(1);
  });

  it('answers a member 403, an outsider 404, an id that is not one 400 and nobody signed in 401', async () => {
    const owner = await agencyOwner(t);
    const member = await acceptedMember(t, owner.token, newAccount().email);
    const outsider = await agencyOwner(t);
    const url = `/api/agency/${owner.agencyId}/insights`;
    const byMember = await get(t, url, member.token);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: 'Only the agency owner can do this.' });
    expect((await get(t, url, outsider.token)).statusCode).toBe(404);
    expect((await get(t, '/api/agency/not-a-uuid/insights', owner.token)).statusCode).toBe(400);
    expect((await get(t, url, '')).statusCode).toBe(401);
  });
});

describe('resending invites under the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => limited.close());

  it('answers 429 with an error once resends from one address pass the limit', async () => {
    const owner = await agencyOwner(limited);
    const { email } = newAccount();
    expect((await invite(limited, owner.token, email)).statusCode).toBe(201);
    const invites = (await get(limited, `/api/agency/${owner.agencyId}/invites`, owner.token)).json();
    const inviteId = pendingInvitesResponseSchema.parse(invites).invites[0]?._id ?? '';
    const url = `/api/agency/${owner.agencyId}/invites/${inviteId}/resend`;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send(limited.app, 'POST', url, owner.token)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
