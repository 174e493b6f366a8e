import { profileMessages, projectMessages, type ProfileInput } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { CreateProfilePage, EditProfilePage } from './ProfileFormPages';

const complete: ProfileInput = {
  profileName: 'Full-stack',
  profileDescription: 'Web apps end to end',
  profileSummary: 'I build web apps.',
  personalDetails: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    location: 'London',
    profession: 'Engineer',
    skills: ['TypeScript'],
    yearsOfExperience: 7,
  },
  portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/ada' }],
  projectExperience: [
    {
      projectName: 'Shop',
      projectType: 'Web App',
      projectDescription: 'A storefront.',
      projectLink: '',
      projectSkills: ['React'],
    },
  ],
};

function renderEdit() {
  setTokenCookie(fakeJwt(3600));
  const saved = {
    ...complete,
    _id: 'profile-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
  const fetchMock = fakeApi({
    'GET /api/profile/skills': () => json({ skills: [] }),
    'GET /api/profile/profile-1': () => json({ profile: saved }),
    'PATCH /api/profile/profile-1': ({ body }) => json({ profile: body, message: profileMessages.updated }),
  });
  renderRoutes(
    [
      { path: '/dashboard/profiles/edit-profile/:profileId', element: <EditProfilePage /> },
      { path: '/dashboard/profiles', element: <h1>Profiles list</h1> },
    ],
    '/dashboard/profiles/edit-profile/profile-1',
  );
  return fetchMock;
}

function renderCreate() {
  setTokenCookie(fakeJwt(3600));
  fakeApi({ 'GET /api/profile/skills': () => json({ skills: ['TypeScript'] }) });
  renderRoutes([{ path: '/dashboard/profiles/create', element: <CreateProfilePage /> }], '/dashboard/profiles/create');
}

const save = () => user.click(screen.getByRole('button', { name: 'Save as Profile' }));

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function addChip(label: string, item: string) {
  await user.type(screen.getByLabelText(label), `${item}{Enter}`);
}

async function addProject(name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Project' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
  await fillField('Project Name', name);
  await addChip('Project Type', 'Web App');
  await fillField('Project Description', 'A storefront.');
  await addChip('Project Skills', 'React');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('Profile form', () => {
  it('shows the first failing rule, in the spec order', async () => {
    renderCreate();
    await save();
    expect(await screen.findByText('Profile Name is required.')).toBeTruthy();

    await fillField('Profile Name', 'Full-stack');
    await save();
    expect(await screen.findByText(profileMessages.descriptionRequired)).toBeTruthy();

    await fillField('Profile Description', 'Web apps end to end');
    await save();
    expect(await screen.findByText(profileMessages.summaryRequired)).toBeTruthy();
  });

  it("shows a row's portfolio URL error as the user types", async () => {
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Portfolio Link' }));
    await choose('Portfolio Type 1', 'GitHub');
    await fillField('Portfolio URL 1', 'https://gitlab.com/ada');
    expect(screen.getByText('Invalid URL format for GitHub')).toBeTruthy();

    await user.clear(screen.getByLabelText('Portfolio URL 1'));
    expect(screen.getByText("GitHub URL can't be empty")).toBeTruthy();
    await user.paste('https://github.com/ada');
    expect(screen.queryByText(/GitHub URL|Invalid URL/)).toBeNull();
  });

  it('names the missing project fields on add and asks for all of them on edit', async () => {
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
    await fillField('Project Name', 'Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(projectMessages.missingFields(['Project Description', 'Project Type', 'Project Skills'])),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await addProject('Shop');
    await user.click(screen.getByRole('button', { name: 'Edit project Shop' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.clear(within(edit).getByLabelText('Project Description'));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeTruthy();
  });

  it('saves an edited profile, then returns to the list', async () => {
    const fetchMock = renderEdit();
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    await user.clear(screen.getByLabelText('Years of Experience'));
    await user.paste('8');
    await save();

    expect(await screen.findByText('Profile Updated Successfully!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save as Profile' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Profiles list', {}, { timeout: 4000 })).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      ...complete,
      personalDetails: { ...complete.personalDetails, yearsOfExperience: 8 },
    });
  });
});
