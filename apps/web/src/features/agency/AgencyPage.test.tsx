import { agencyMessages, type Agency, type AgencyMember, type User } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { AgencyPage } from './AgencyPage';

type Routes = Parameters<typeof fakeApi>[0];

const owner: AgencyMember = {
  _id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isOwner: true,
  usage: { profiles: 2, proposals: 41, templates: 3 },
  limits: { profiles: 10, proposals: 500, templates: 20 },
};

const member: AgencyMember = {
  _id: 'user-2',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  isOwner: false,
  usage: { profiles: 1, proposals: 7, templates: 0 },
  limits: { profiles: 10, proposals: 500, templates: 20 },
};

function buildAgency(overrides: Partial<Agency> = {}): Agency {
  return {
    _id: 'agency-1',
    agencyName: 'Lovelace Studio',
    agencyDescription: 'Analytical engines, built to order.',
    createdBy: 'user-1',
    agencyUsers: ['user-1', 'user-2'],
    agencyLimits: { users: 5 },
    seatsTaken: 1,
    ...overrides,
  };
}

// The user schema requires onboardingPending; set here so the test does not rely on the fixture's defaults.
function signedIn(overrides: Partial<User> = {}): User {
  return { ...buildUser({ agencyId: { _id: 'agency-1' }, ...overrides }), onboardingPending: false };
}

function SettingsStub() {
  const { state } = useLocation();
  return <p>{`Settings with ${JSON.stringify(state)}`}</p>;
}

function renderAgency(me: User, routes: Routes = {}) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/users': () => json(me),
    'GET /api/agency/agency-1': () => json({ agency: buildAgency() }),
    'GET /api/agency/get-all-agency-members/agency-1': () => json({ data: { users: [owner, member] } }),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/agency', element: <AgencyPage /> },
      { path: '/dashboard/settings', element: <SettingsStub /> },
    ],
    '/dashboard/agency',
  );
  return { ...view, fetchMock };
}

const requests = (fetchMock: ReturnType<typeof fakeApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), window.location.origin).pathname === path,
  );

describe('Agency page', () => {
  it('shows the owner the agency, its members and their usage, with edit and Add Member', async () => {
    renderAgency(signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lovelace Studio' })).toBeTruthy();
    expect(screen.getByText('Analytical engines, built to order.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Agency Details' })).toBeTruthy();
    const addMember = screen.getByRole('button', { name: 'Add Member' });
    expect(addMember.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('1 of 5 members added')).toBeTruthy();

    const ownerCard = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(ownerCard).getByText('Owner')).toBeTruthy();
    expect(within(ownerCard).getByText('ada@example.com')).toBeTruthy();
    expect(within(ownerCard).getByRole('progressbar', { name: 'Templates 3 / 20' })).toBeTruthy();
    expect(within(ownerCard).getByRole('progressbar', { name: 'Profiles 2 / 10' })).toBeTruthy();
    expect(within(ownerCard).getByRole('progressbar', { name: 'Proposals 41 / 500' })).toBeTruthy();
    expect(within(ownerCard).getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );

    const memberCard = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(memberCard).queryByText('Owner')).toBeNull();
    expect(within(memberCard).getByText('7 / 500')).toBeTruthy();
    expect(within(memberCard).queryByRole('link', { name: 'Account settings' })).toBeNull();
  });

  it('lets a member view the agency, without owner actions, with settings only on their own card', async () => {
    renderAgency(signedIn({ _id: 'user-2', firstName: 'Grace', lastName: 'Hopper', invitedBy: 'user-1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lovelace Studio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Agency Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Member' })).toBeNull();
    const ownCard = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(ownCard).getByRole('link', { name: 'Account settings' })).toBeTruthy();
    const ownerCard = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(ownerCard).queryByRole('link', { name: 'Account settings' })).toBeNull();
  });

  it("refuses an empty e-mail with 'Email is required' and sends nothing", async () => {
    const { fetchMock } = renderAgency(signedIn());
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(requests(fetchMock, 'POST', '/api/users/invite-user')).toHaveLength(0);
  });

  it('counts invites not yet accepted against the seats, and names them', async () => {
    renderAgency(signedIn(), {
      'GET /api/agency/agency-1': () => json({ agency: buildAgency({ seatsTaken: 3 }) }),
    });
    expect(await screen.findByText('3 of 5 members added · 2 invites pending')).toBeTruthy();
  });

  it('tells the owner the agency is full instead of opening the invite form', async () => {
    renderAgency(signedIn(), {
      'GET /api/agency/agency-1': () => json({ agency: buildAgency({ agencyLimits: { users: 1 } }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    expect(screen.getByText('1 of 1 members added')).toBeTruthy();
    expect(await screen.findByText('Agency limit for users reached')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('invites a member by e-mail, toasts the answer and refreshes the members', async () => {
    const { fetchMock } = renderAgency(signedIn(), {
      'POST /api/users/invite-user': () => json({ message: agencyMessages.inviteSent }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await fillField('Email', 'linus@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    expect(await screen.findByText('Invite sent successfully')).toBeTruthy();
    const [post] = requests(fetchMock, 'POST', '/api/users/invite-user');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: 'linus@example.com' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(requests(fetchMock, 'GET', '/api/agency/get-all-agency-members/agency-1')).toHaveLength(2),
    );
  });

  it('keeps the invite form open and shows the server error when the invite fails', async () => {
    renderAgency(signedIn(), {
      'POST /api/users/invite-user': () => json({ error: agencyMessages.alreadyMember }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    await fillField('Email', 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(agencyMessages.alreadyMember)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Member' })).toBeTruthy();
  });

  it('saves the agency details and shows them', async () => {
    let agency = buildAgency();
    const { fetchMock } = renderAgency(signedIn(), {
      'GET /api/agency/agency-1': () => json({ agency }),
      'PATCH /api/agency/update-agency/agency-1': ({ body }) => {
        agency = { ...agency, ...(body as Partial<Agency>) };
        return json({ message: agencyMessages.updated, agency });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Agency Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agency Details' });
    await user.clear(within(dialog).getByLabelText('Agency Name'));
    await fillField('Agency Name', '  Engines & Co  ');
    await user.clear(within(dialog).getByLabelText('Agency Description'));
    await fillField('Agency Description', 'We build engines.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Agency' }));

    expect(await screen.findByText(agencyMessages.updated)).toBeTruthy();
    const [patch] = requests(fetchMock, 'PATCH', '/api/agency/update-agency/agency-1');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      agencyName: 'Engines & Co',
      agencyDescription: 'We build engines.',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Engines & Co' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a blank agency name without saving', async () => {
    const { fetchMock } = renderAgency(signedIn());
    await user.click(await screen.findByRole('button', { name: 'Edit Agency Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agency Details' });
    await user.clear(within(dialog).getByLabelText('Agency Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Agency' }));
    expect(await screen.findByText(agencyMessages.nameRequired)).toBeTruthy();
    expect(requests(fetchMock, 'PATCH', '/api/agency/update-agency/agency-1')).toHaveLength(0);
  });

  it('shows the load error with a retry that asks again', async () => {
    let fail = true;
    renderAgency(signedIn(), {
      'GET /api/agency/agency-1': () =>
        fail ? json({ error: 'Something went wrong' }, 500) : json({ agency: buildAgency() }),
    });
    expect(await screen.findByText(agencyMessages.loadFailed)).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lovelace Studio' })).toBeTruthy();
  });

  it('offers the Agency Expansion package to a user without an agency', async () => {
    renderAgency(signedIn({ agencyId: null }));
    expect(await screen.findByText(/Agency Expansion package gives you an agency/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'View Packages' }));
    expect(await screen.findByText('Settings with {"tab":"packages"}')).toBeTruthy();
  });
});
