import { profileMessages, projectMessages, type ProfileInput, type Project } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { findToast, inlineError } from '../../test/formErrors';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { CreateProfilePage, EditProfilePage } from './ProfileFormPages';

const shop: Project = {
  projectName: 'Shop',
  projectType: 'Web App',
  projectDescription: 'A storefront.',
  projectLink: '',
  projectSkills: ['React'],
};

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
  projectExperience: [shop],
  hourlyRate: null,
  availability: '',
};

function renderEdit(saved: ProfileInput = complete) {
  setTokenCookie(fakeJwt(3600));
  const profile = {
    ...saved,
    _id: 'profile-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
  const fetchMock = fakeApi({
    'GET /api/profile/skills': () => json({ skills: [] }),
    'GET /api/profile/profile-1': () => json({ profile }),
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

const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

/** The summary's label also names its section, so it is found by its role. */
const summaryError = () => {
  const field = screen.getByRole('textbox', { name: 'Profile Summary' });
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

describe('Profile form', () => {
  it('marks every required field of an empty form, toasts the first rule and focuses its field', async () => {
    renderCreate();
    await save();

    expect(await findToast('Profile Name is required.')).toBeTruthy();
    await focused(screen.getByLabelText('Profile Name'));
    expect(inlineError('Profile Name')).toBe('Profile Name is required.');
    expect(inlineError('Profile Description')).toBe(profileMessages.descriptionRequired);
    expect(summaryError()).toBe(profileMessages.summaryRequired);
    expect(inlineError('First Name')).toBe(profileMessages.firstNameRequired);
    expect(inlineError('Last Name')).toBe(profileMessages.lastNameRequired);
    expect(inlineError('Profession')).toBe(profileMessages.professionRequired);
    expect(inlineError('Location')).toBe(profileMessages.locationRequired);
    expect(inlineError('Skills')).toBe(profileMessages.skillRequired);
    expect(inlineError('Years of Experience')).toBe(profileMessages.yearsRequired);
    expect(screen.getByRole('button', { name: 'Add Portfolio Link' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(profileMessages.portfolioRequired)).toBeTruthy();
    expect(screen.getByText(profileMessages.projectRequired)).toBeTruthy();
  });

  it('follows the spec order, not the layout: the summary comes before the personal details', async () => {
    renderCreate();
    await fillField('Profile Name', 'Full-stack');
    await fillField('Profile Description', 'Web apps end to end');
    await save();

    expect(await findToast(profileMessages.summaryRequired)).toBeTruthy();
    await focused(screen.getByRole('textbox', { name: 'Profile Summary' }));
    expect(inlineError('Profile Name')).toBeNull();
    expect(inlineError('First Name')).toBe(profileMessages.firstNameRequired);
  });

  it('clears a mark as the field is fixed and moves to the next rule on the next save', async () => {
    renderCreate();
    await save();
    await findToast(profileMessages.nameRequired);

    await fillField('Profile Name', 'Full-stack');
    await waitFor(() => expect(inlineError('Profile Name')).toBeNull());
    await save();
    expect(await findToast(profileMessages.descriptionRequired)).toBeTruthy();
    await focused(screen.getByLabelText('Profile Description'));
  });

  it('marks every failing portfolio row and toasts the rule that comes first, whatever the row', async () => {
    renderEdit({
      ...complete,
      portfolio: [
        { portfolioType: 'github', portfolioUrl: '' },
        { portfolioType: '', portfolioUrl: 'https://github.com/ada' },
      ],
    });
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    await save();

    expect(await findToast(profileMessages.portfolioTypeRequired)).toBeTruthy();
    await focused(screen.getByRole('combobox', { name: 'Portfolio Type 2' }));
    expect(inlineError('Portfolio URL 1')).toBe(profileMessages.portfolioUrlRequired);
  });

  it('names the project whose link is wrong and focuses its edit button', async () => {
    renderEdit({ ...complete, projectExperience: [{ ...shop, projectLink: 'ftp://example.com/shop' }] });
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    await save();

    const message = 'Project Link of "Shop" must be an http or https address.';
    expect(await findToast(message)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Shop' })).getByText(message)).toBeTruthy();
    await focused(screen.getByRole('button', { name: 'Edit project Shop' }));
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
      await findToast(projectMessages.missingFields(['Project Type', 'Project Description', 'Project Skills'])),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await addProject('Shop');
    await user.click(screen.getByRole('button', { name: 'Edit project Shop' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.clear(within(edit).getByLabelText('Project Description'));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Please fill in all required fields.')).toBeTruthy();
  });

  it('adds a project without saving the profile, and lists it', async () => {
    renderCreate();
    await addProject('Shop');
    expect(screen.getByRole('article', { name: 'Shop' })).toBeTruthy();
    expect(screen.queryByText(profileMessages.nameRequired)).toBeNull();
  });

  it('saves an edited profile, then returns to the list', async () => {
    const fetchMock = renderEdit();
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    await user.clear(screen.getByLabelText('Years of Experience'));
    await user.paste('8');
    await save();

    expect(await findToast('Profile Updated Successfully!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save as Profile' }).hasAttribute('disabled')).toBe(true);
    // No unsaved-changes prompt after a save: the page goes back to the list on its own.
    expect(await screen.findByText('Profiles list')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      ...complete,
      personalDetails: { ...complete.personalDetails, yearsOfExperience: 8 },
    });
  });

  it('shows the optional rate and availability in their own section and saves what the user types', async () => {
    const fetchMock = renderEdit({ ...complete, hourlyRate: 40, availability: '' });
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Rate and availability' });
    expect(
      within(section).getByText(/Used only when a job post or a screening question asks for your rate/),
    ).toBeTruthy();
    const rate = within(section).getByLabelText('Hourly rate (US dollars)');
    expect((rate as HTMLInputElement).value).toBe('40');
    await user.clear(rate);
    await user.paste('45.5');
    await fillField('Availability', 'Full-time from 3 March');
    await save();

    expect(await findToast(profileMessages.updated)).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      hourlyRate: 45.5,
      availability: 'Full-time from 3 March',
    });
  });

  it('marks a rate out of range with its own message, and saves an empty rate as not given', async () => {
    const fetchMock = renderEdit();
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    await fillField('Hourly rate (US dollars)', '2000');
    await save();
    expect(await findToast(profileMessages.hourlyRateInvalid)).toBeTruthy();
    expect(inlineError('Hourly rate (US dollars)')).toBe(
      'Hourly rate must be a number from 1 to 1,000 (US dollars an hour).',
    );

    await user.clear(screen.getByLabelText('Hourly rate (US dollars)'));
    await save();
    expect(await findToast(profileMessages.updated)).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ hourlyRate: null, availability: '' });
  });

  it('asks before leaving with unsaved edits, and leaves on Leave', async () => {
    renderEdit();
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    await fillField('Profile Description', ' and more');
    await user.click(screen.getByRole('link', { name: 'Back' }));

    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByDisplayValue('Web apps end to end and more')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Profiles list')).toBeTruthy();
  });

  it('leaves without asking when nothing was edited', async () => {
    renderEdit();
    expect(await screen.findByDisplayValue('Full-stack')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Profiles list')).toBeTruthy();
  });
});
