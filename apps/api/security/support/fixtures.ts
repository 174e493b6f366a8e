import { acceptedMember, get, invite } from '../../test/support/agency.js';
import { newAccount, profileBody, send } from '../../test/support/factories.js';
import { JOB, jobBody, PROPOSAL_TEMPLATE } from '../../test/support/job-fixtures.js';
import type { Route } from './route-table.js';
import { idOf, type Actor, type World } from './world.js';

/** A route whose fixture is missing fails the suite with this, so a new route gets one instead of a pass. */
const missing = (what: string, route: Route) =>
  new Error(`${route.key}: no ${what} in apps/api/security/support/fixtures.ts — add one for the new route`);

const created = async (response: Promise<{ statusCode: number; json(): unknown }>, key: string) => {
  const res = await response;
  const id = (res.json() as Record<string, { _id?: string } | undefined>)[key]?._id;
  if (res.statusCode >= 300 || !id)
    throw new Error(`could not create a ${key}: ${res.statusCode} ${JSON.stringify(res.json())}`);
  return id;
};

export const templateBody = (profileId: string) => ({
  templateTitle: 'Problem-first',
  templateDescription: 'Upwork proposal',
  templateDetail: PROPOSAL_TEMPLATE,
  profileId,
  platform: 'UPWORK',
  templateType: 'proposal',
});

/** Each owned collection routed as `/api/<collection>/:id`, and how the owner makes one more. */
const ownedResources: Record<string, (world: World) => Promise<string>> = {
  profile: ({ t, owner }) => created(send(t.app, 'POST', '/api/profile', owner.token, profileBody()), 'profile'),
  template: ({ t, owner }) =>
    created(send(t.app, 'POST', '/api/template', owner.token, templateBody(owner.profileId)), 'template'),
  job: ({ t, owner }) => created(send(t.app, 'POST', '/api/job', owner.token, jobBody(owner)), 'job'),
};

/**
 * Routes whose `:id` must name something in a state the owner's call needs; any other `/api/<collection>/:id`
 * (or `/:id/<action>`) route gets a fresh one of the collection.
 */
const idsByRoute: Record<string, (world: World) => Promise<string>> = {
  // Undo needs a change of status to take back.
  'DELETE /api/job/:id/status': async (world) => {
    const id = await ownedResources.job?.(world);
    if (!id) throw new Error('could not create a job');
    const res = await send(world.t.app, 'POST', `/api/job/${id}/status`, world.owner.token, { status: 'sent' });
    if (res.statusCode !== 200) throw new Error(`could not mark the job sent: ${res.statusCode} ${res.body}`);
    return id;
  },
};

const agencyOf = ({ owner }: World, route: Route) => {
  if (!owner.agencyId) throw missing('agency for the owner', route);
  return owner.agencyId;
};

async function pendingInviteId(world: World, route: Route): Promise<string> {
  const { t, owner } = world;
  const agencyId = agencyOf(world, route);
  const { email } = newAccount();
  if ((await invite(t, owner.token, email)).statusCode !== 201) throw new Error('could not invite');
  const { invites } = (await get(t, `/api/agency/${agencyId}/invites`, owner.token)).json<{
    invites: { _id: string; email: string }[];
  }>();
  const id = invites.find((entry) => entry.email === email)?._id;
  if (!id) throw new Error('the invite is not listed');
  return id;
}

/** How to get a value for each path parameter, fresh where the owner's call may use it up. */
const paramFixtures: Record<string, (world: World, route: Route) => Promise<string>> = {
  id: (world, route) => {
    const special = idsByRoute[route.key];
    if (special) return special(world);
    const collection = /^\/api\/([^/]+)\/:id(?:\/[^/]+)?$/.exec(route.path)?.[1] ?? '';
    const make = ownedResources[collection];
    if (!make) throw missing(`owned resource "${collection}"`, route);
    return make(world);
  },
  agencyId: async (world, route) => agencyOf(world, route),
  inviteId: pendingInviteId,
  userId: async ({ t, owner }) => idOf(t, (await acceptedMember(t, owner.token, newAccount().email)).token),
  // A one-time token nobody was sent: the routes that take one are open to anyone.
  token: async () => 'x'.repeat(43),
  stripeCustomerId: async ({ owner }, route) => {
    if (!owner.stripeCustomerId) throw missing('Stripe customer for the owner', route);
    return owner.stripeCustomerId;
  },
};

/** Values for the route's path parameters, each naming something the owner has. */
export async function ownerParams(world: World, route: Route): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const name of route.params) {
    const fixture = paramFixtures[name];
    if (!fixture) throw missing(`fixture for :${name}`, route);
    values[name] = await fixture(world, route);
  }
  return values;
}

const PASSWORD = 'correct horse battery staple';

/**
 * A body each route accepts from `caller` (or refuses only for what it refers to), so that what decides
 * the answer of the access matrix is who calls, not what they send.
 */
const validBodies: Record<string, (world: World, caller: Actor) => object> = {
  'POST /api/auth/register': () => newAccount(),
  'POST /api/auth/login': ({ otherUser }) => ({ email: otherUser.email, password: PASSWORD, rememberMe: false }),
  'POST /api/auth/firebase-auth': () => ({ loginVia: 'google', credential: 'not-a-google-id-token' }),
  'POST /api/auth/password-reset-request': ({ otherUser }) => ({ email: otherUser.email }),
  'POST /api/auth/reset-password': () => ({ token: 'x'.repeat(43), password: PASSWORD }),
  'PATCH /api/users': () => ({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '02079460000' }),
  'POST /api/users/invite-user': () => ({ email: newAccount().email }),
  'POST /api/users/invite-details': () => ({ token: 'x'.repeat(43) }),
  'POST /api/users/verify-invite': () => ({
    token: 'x'.repeat(43),
    loginVia: 'email',
    firstName: 'Katherine',
    lastName: 'Johnson',
    password: PASSWORD,
  }),
  // The free plan is never bought: the owner keeps the agency plan the rest of the suite relies on.
  'POST /api/billing/test-checkout': () => ({ packageType: 'free', interval: 'month' }),
  'POST /api/profile': () => profileBody(),
  'PATCH /api/profile/:id': () => profileBody(),
  // The text of a profile page; reading it saves nothing.
  'POST /api/profile/import': () => ({ text: 'Ada Lovelace\nSoftware engineer\nLondon, UK\nSkills: React, Node.js' }),
  'POST /api/template': (_, caller) => templateBody(caller.profileId),
  'PATCH /api/template/:id': (_, caller) => templateBody(caller.profileId),
  // With the editor's template text, which the writer fills in: the proposal is made from it.
  'POST /api/job': ({ owner }) => ({ ...jobBody(owner), templateDetail: PROPOSAL_TEMPLATE }),
  'POST /api/job/stream': ({ owner }) => jobBody(owner),
  'POST /api/job/analyse': ({ owner }) => ({ ...JOB, profileId: owner.profileId, paymentVerified: true }),
  'POST /api/job/:id/status': () => ({ status: 'sent' }),
  'PATCH /api/agency/update-agency/:agencyId': () => ({
    agencyName: 'Northwind Studio',
    agencyDescription: 'We write proposals together.',
  }),
  'POST /api/onboarding': () => ({ question: 'serviceType', answer: 'Technical' }),
  'POST /api/client-errors': () => ({ kind: 'render', message: 'Something threw', page: '/dashboard' }),
  'POST /api/stripe/create-customer-session': ({ owner }) => ({ customerID: owner.stripeCustomerId ?? 'cus_none' }),
};

export function validBody(world: World, route: Route, caller: Actor = world.owner): object {
  const body = validBodies[route.key];
  if (!body) throw missing('valid body', route);
  return body(world, caller);
}
