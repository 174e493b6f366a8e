import { type Profile, deleteMessages } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { emptyProfile } from './profileDraft';
import { ProfilesPage } from './ProfilesPage';

function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...emptyProfile(),
    _id: 'profile-1',
    profileName: 'Full-stack',
    profileDescription: 'Web apps end to end',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderProfiles(list: () => Profile[], routes: Parameters<typeof fakeApi>[0] = {}) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({ 'GET /api/profile': () => json({ profiles: list() }), ...routes });
  renderRoutes([{ path: '/dashboard/profiles', element: <ProfilesPage /> }], '/dashboard/profiles');
  return fetchMock;
}

describe('Profiles list', () => {
  it("says 'No Profile Found' without profiles", async () => {
    renderProfiles(() => []);
    expect(await screen.findByText('No Profile Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Profile' }).getAttribute('href')).toBe(
      '/dashboard/profiles/create',
    );
  });

  it('shows the server error when the list cannot load', async () => {
    renderProfiles(() => [], { 'GET /api/profile': () => json({ error: 'Something went wrong' }, 500) });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('deletes a profile only after confirmation, then refreshes the list', async () => {
    let profiles = [buildProfile(), buildProfile({ _id: 'profile-2', profileName: 'Designer' })];
    const fetchMock = renderProfiles(() => profiles, {
      'DELETE /api/profile/profile-1': () => {
        profiles = profiles.slice(1);
        return json({ message: deleteMessages.deleted });
      },
    });
    const card = await screen.findByRole('article', { name: 'Full-stack' });
    expect(within(card).getByText('Web apps end to end')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Full-stack' }).getAttribute('href')).toBe(
      '/dashboard/profiles/edit-profile/profile-1',
    );

    await user.click(within(card).getByRole('button', { name: 'Delete Full-stack' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this item? This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete Full-stack' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Full-stack' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Designer' })).toBeTruthy();
  });
});
