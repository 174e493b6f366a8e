import {
  parseProfilePage,
  profileImportMessages,
  UNPACKED_EXTENSION_ID,
  type ProfileImportResponse,
} from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeExtension } from '../../test/fakeExtension';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { findToast } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { CreateProfilePage } from './ProfileFormPages';
import { ProfilesPage } from './ProfilesPage';

const PAGE = `Tomás Rivera
Madrid, Spain
Copywriter for B2B software brands
$30/hr
I write landing pages, emails and case studies that turn trials into customers.
Skills
Copywriting
Email Marketing`;

function renderImport(answer: (text: string) => Response, path = '/dashboard/profiles') {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/config': () => json({ extensionIds: [UNPACKED_EXTENSION_ID] }),
    'GET /api/profile': () => json({ profiles: [] }),
    'GET /api/profile/skills': () => json({ skills: [] }),
    'POST /api/profile/import': ({ body }) => answer((body as { text: string }).text),
  });
  const { router } = renderRoutes(
    [
      { path: '/dashboard/profiles', element: <ProfilesPage /> },
      { path: '/dashboard/profiles/create', element: <CreateProfilePage /> },
    ],
    path,
  );
  return { fetchMock, router };
}

const draftOf = (text: string): ProfileImportResponse => ({ ...parseProfilePage(text), reader: 'offline' });

async function paste(text: string) {
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const field = await screen.findByRole('textbox', { name: 'Profile page text' });
  await user.click(field);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Read profile' }));
}

describe('Importing a profile page', () => {
  it('opens the new-profile form filled in from the page, saying what it found and what is left', async () => {
    const { fetchMock } = renderImport((text) => json(draftOf(text)));
    await paste(PAGE);

    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/profile/import'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ text: PAGE });
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Tomás');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Madrid, Spain');
    // The page's "$30/hr" becomes the profile's rate.
    expect((screen.getByLabelText('Hourly rate (US dollars)') as HTMLInputElement).value).toBe('30');
    const notice = screen.getByText(/Filled in from your page/);
    expect(notice.textContent).toBe(
      'Filled in from your page: Name, Title, Location, Hourly rate, Overview, Skills. ' +
        'Not on the page, so left for you: Employment, Portfolio items, Profile link. Check every field, then save.',
    );
  });

  it('asks for the text before sending anything', async () => {
    const { fetchMock } = renderImport(() => json({ error: 'unexpected' }, 500));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await user.click(await screen.findByRole('button', { name: 'Read profile' }));
    expect(await findToast(profileImportMessages.textRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/profile/import'))).toBe(false);
  });

  it('stays on the dialog with the server’s message when the page cannot be read', async () => {
    renderImport(() => json({ error: profileImportMessages.notAProfile, code: 'BAD_REQUEST' }, 400));
    await paste('lorem ipsum');
    expect(await findToast(profileImportMessages.notAProfile)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read profile' })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Create Profile' })).toBeNull();
  });
});

describe('Importing the page the extension read', () => {
  const FROM_EXTENSION = '/dashboard/profiles?import=extension';
  const read = { text: PAGE, url: 'https://www.upwork.com/freelancers/~01c4e7a2b9d8f3e651' };

  it('opens the import holding the page’s text, and reads it into the new-profile form', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID, { profileImport: read });
    const { fetchMock, router } = renderImport((text) => json(draftOf(text)), FROM_EXTENSION);

    const dialog = await screen.findByRole('dialog', { name: 'Import a profile' });
    expect(within(dialog).getByRole('textbox', { name: 'Profile page text' })).toHaveProperty('value', PAGE);
    expect(
      within(dialog).getByText(
        'The Quillbid extension read this from https://www.upwork.com/freelancers/~01c4e7a2b9d8f3e651. ' +
          'You will check every field before the profile is saved.',
      ),
    ).toBeTruthy();
    // Taken once, and the address no longer asks for it.
    expect(extension.takeMessages()).toEqual([{ type: 'quillbid:take-profile-import' }]);
    expect(router.state.location.search).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Read profile' }));
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/profile/import'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ text: PAGE });
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Tomás');
  });

  it('says there is nothing to import when the extension has nothing waiting, and leaves the page as it is', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID);
    const { router } = renderImport(() => json({ error: 'unexpected' }, 500), FROM_EXTENSION);

    expect(
      await findToast(
        'Nothing to import from the extension. Open your profile page and click Import as my profile again.',
      ),
    ).toBeTruthy();
    expect(extension.takeMessages()).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('No Profile Found')).toBeTruthy();
  });

  it('says the same when the extension is not installed', async () => {
    renderImport(() => json({ error: 'unexpected' }, 500), FROM_EXTENSION);
    expect(await findToast(profileImportMessages.nothingFromExtension)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the extension nothing on a plain visit', async () => {
    const extension = fakeExtension(UNPACKED_EXTENSION_ID, { profileImport: read });
    renderImport(() => json({ error: 'unexpected' }, 500));
    expect(await screen.findByText('No Profile Found')).toBeTruthy();
    expect(extension.takeMessages()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
