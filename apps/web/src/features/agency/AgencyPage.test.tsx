import { agencyMessages, type Agency, type AgencyMember, type PendingInvite, type User } from '@quillbid/shared';
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
    invitesPending: 0,
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
    'GET /api/agency/agency-1/invites': () => json({ invites: [] }),
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
    expect(screen.getByText('1 of 5 seats taken: 1 member')).toBeTruthy();

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
    const { fetchMock } = renderAgency(
      signedIn({ _id: 'user-2', firstName: 'Grace', lastName: 'Hopper', invitedBy: 'user-1' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lovelace Studio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Agency Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Member' })).toBeNull();
    const ownCard = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(ownCard).getByRole('link', { name: 'Account settings' })).toBeTruthy();
    const ownerCard = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(ownerCard).queryByRole('link', { name: 'Account settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending invites' })).toBeNull();
    expect(requests(fetchMock, 'GET', '/api/agency/agency-1/invites')).toHaveLength(0);
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
      'GET /api/agency/agency-1': () => json({ agency: buildAgency({ seatsTaken: 3, invitesPending: 2 }) }),
    });
    expect(await screen.findByText('3 of 5 seats taken: 1 member, 2 invites pending')).toBeTruthy();
  });

  it('tells the owner the agency is full instead of opening the invite form', async () => {
    renderAgency(signedIn(), {
      'GET /api/agency/agency-1': () => json({ agency: buildAgency({ agencyLimits: { users: 1 } }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    expect(screen.getByText('1 of 1 seats taken: 1 member')).toBeTruthy();
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

const invite = (email: string, overrides: Partial<PendingInvite> = {}): PendingInvite => ({
  _id: `invite-${email.split('@')[0]}`,
  email,
  // Noon UTC reads as the same day in every time zone the tests may run in.
  sentAt: '2026-06-01T12:00:00.000Z',
  expiresAt: '2026-06-08T12:00:00.000Z',
  ...overrides,
});

/** A response the test sends when it chooses, to look at the screen while the request is on its way. */
function deferred() {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response, answer: (body: unknown) => answer(json(body)) };
}

describe('managing seats', () => {
  it('lists pending invites to the owner with e-mail, sent date, expiry and a counted plural', async () => {
    renderAgency(signedIn(), {
      'GET /api/agency/agency-1/invites': () =>
        json({ invites: [invite('linus@example.com'), invite('margaret@example.com')] }),
    });
    const list = await screen.findByRole('list', { name: 'Pending invites' });
    expect(screen.getByText('2 invites pending')).toBeTruthy();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('linus@example.com'),
      expect.stringContaining('margaret@example.com'),
    ]);
    expect(within(list).getAllByText('Sent June 1, 2026 · expires June 8, 2026')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Resend invite to linus@example.com' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Revoke invite to margaret@example.com' })).toBeTruthy();
  });

  it("says '1 invite pending' for one, and the empty text for none", async () => {
    let invites = [invite('linus@example.com')];
    const { queryClient } = renderAgency(signedIn(), {
      'GET /api/agency/agency-1/invites': () => json({ invites }),
    });
    expect(await screen.findByText('1 invite pending')).toBeTruthy();
    invites = [];
    await queryClient.invalidateQueries();
    expect(await screen.findByText(agencyMessages.noPendingInvites)).toBeTruthy();
    expect(screen.queryByText(/invites? pending$/)).toBeNull();
  });

  it('resends an invite: the row waits while it is sent, then a toast and a fresh list', async () => {
    const answer = deferred();
    let sentAt = '2026-06-01T12:00:00.000Z';
    const { fetchMock } = renderAgency(signedIn(), {
      'GET /api/agency/agency-1/invites': () => json({ invites: [invite('linus@example.com', { sentAt })] }),
      'POST /api/agency/agency-1/invites/invite-linus/resend': () => answer.response,
    });
    const resend = await screen.findByRole('button', { name: 'Resend invite to linus@example.com' });
    await user.click(resend);
    await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('button', { name: 'Revoke invite to linus@example.com' }).hasAttribute('disabled')).toBe(
      true,
    );

    sentAt = '2026-06-03T12:00:00.000Z';
    answer.answer({ message: agencyMessages.inviteResent, invite: invite('linus@example.com', { sentAt }) });
    expect(await screen.findByText('Invite sent again. The earlier link no longer works.')).toBeTruthy();
    expect(await screen.findByText('Sent June 3, 2026 · expires June 8, 2026')).toBeTruthy();
    expect(requests(fetchMock, 'GET', '/api/agency/agency-1/invites')).toHaveLength(2);
    expect(requests(fetchMock, 'GET', '/api/agency/agency-1')).toHaveLength(2);
  });

  it('revokes an invite only once confirmed, then toasts and refreshes the list and the seats', async () => {
    let invites = [invite('linus@example.com')];
    let agency = buildAgency({ seatsTaken: 2, invitesPending: 1 });
    const answer = deferred();
    const { fetchMock } = renderAgency(signedIn(), {
      'GET /api/agency/agency-1': () => json({ agency }),
      'GET /api/agency/agency-1/invites': () => json({ invites }),
      'DELETE /api/agency/agency-1/invites/invite-linus': () => answer.response,
    });
    expect(await screen.findByText('2 of 5 seats taken: 1 member, 1 invite pending')).toBeTruthy();
    const revokeButton = await screen.findByRole('button', { name: 'Revoke invite to linus@example.com' });

    await user.click(revokeButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Revoke Invite' });
    expect(
      within(dialog).getByText('The invite link sent to linus@example.com will stop working, and its seat is freed.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests(fetchMock, 'DELETE', '/api/agency/agency-1/invites/invite-linus')).toHaveLength(0);

    await user.click(revokeButton);
    dialog = await screen.findByRole('alertdialog', { name: 'Revoke Invite' });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke' });
    await user.click(confirm);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(true));
    expect(requests(fetchMock, 'DELETE', '/api/agency/agency-1/invites/invite-linus')).toHaveLength(1);

    invites = [];
    agency = buildAgency({ seatsTaken: 1, invitesPending: 0 });
    answer.answer({ message: agencyMessages.inviteRevoked });
    expect(await screen.findByText('Invite revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText(agencyMessages.noPendingInvites)).toBeTruthy();
    expect(screen.getByText('1 of 5 seats taken: 1 member')).toBeTruthy();
  });

  it('opens and cancels the revoke confirmation from the keyboard, focus back on the button', async () => {
    renderAgency(signedIn(), {
      'GET /api/agency/agency-1/invites': () => json({ invites: [invite('linus@example.com')] }),
    });
    const revokeButton = await screen.findByRole('button', { name: 'Revoke invite to linus@example.com' });
    revokeButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Invite' });
    // The safe choice has the focus, so a stray Enter cancels.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(revokeButton));
  });

  it('removes a member only once confirmed, never the owner, then toasts and refreshes the cards', async () => {
    let users = [owner, member];
    const answer = deferred();
    const { fetchMock } = renderAgency(signedIn(), {
      'GET /api/agency/get-all-agency-members/agency-1': () => json({ data: { users } }),
      'DELETE /api/agency/agency-1/members/user-2': () => answer.response,
    });
    const ownerCard = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(ownerCard).queryByRole('button', { name: /^Remove/ })).toBeNull();
    const memberCard = screen.getByRole('article', { name: 'Grace Hopper' });
    const removeButton = within(memberCard).getByRole('button', { name: 'Remove Grace Hopper' });

    await user.click(removeButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Member' });
    expect(within(dialog).getByText(agencyMessages.removeText('Grace Hopper'))).toBeTruthy();
    expect(requests(fetchMock, 'DELETE', '/api/agency/agency-1/members/user-2')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    await user.click(confirm);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(true));
    expect(removeButton.hasAttribute('disabled')).toBe(true);

    users = [owner];
    answer.answer({ message: agencyMessages.memberRemoved });
    expect(await screen.findByText('Member removed from the agency')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests(fetchMock, 'DELETE', '/api/agency/agency-1/members/user-2')).toHaveLength(1);
  });

  it("shows the server's error when removing fails, and keeps the member", async () => {
    renderAgency(signedIn(), {
      'DELETE /api/agency/agency-1/members/user-2': () => json({ error: agencyMessages.memberNotFound }, 404),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(agencyMessages.memberNotFound)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it('shows a load error for the invites, with a retry that asks again', async () => {
    let fail = true;
    renderAgency(signedIn(), {
      'GET /api/agency/agency-1/invites': () =>
        fail ? json({ error: 'Something went wrong' }, 500) : json({ invites: [invite('linus@example.com')] }),
    });
    expect(await screen.findByText(agencyMessages.invitesLoadFailed)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('linus@example.com')).toBeTruthy();
  });
});
