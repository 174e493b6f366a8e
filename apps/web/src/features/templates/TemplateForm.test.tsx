import { templateMessages, type TemplateInput } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { findToast, inlineError } from '../../test/formErrors';
import { preloadLazyChunks } from '../../test/preload';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { CreateTemplatePage } from './TemplateFormPages';

const profile = {
  _id: '7d0f2a52-3c1b-4d5e-9f60-2b1a3c4d5e6f',
  profileName: 'Full-stack',
  profileDescription: 'Web apps',
};
const otherProfile = { ...profile, _id: '0b6c1e7a-9d2f-4a3b-8c5d-6e7f8a9b0c1d', profileName: 'Data' };

function renderCreate(profiles = [profile]) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/profile': () => json({ profiles }),
    'POST /api/template': ({ body }) => json({ template: body, message: templateMessages.created }, 201),
  });
  renderRoutes(
    [
      { path: '/dashboard/templates/create', element: <CreateTemplatePage /> },
      { path: '/dashboard/templates', element: <h1>Templates list</h1> },
    ],
    '/dashboard/templates/create',
  );
  return fetchMock;
}

const save = () => user.click(screen.getByRole('button', { name: 'Save Template' }));
const profileSelect = () => screen.getByRole('combobox', { name: 'Profile' });
// The editor is a lazy chunk: slow to load on a busy machine.
const findEditor = () => screen.findByRole('textbox', { name: 'Template' });
const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Template form', () => {
  // The form's rich editor.
  preloadLazyChunks(() => import('../../components/RichEditor/RichEditor'));

  it("marks every missing field, says 'All fields are required' and focuses the title", async () => {
    renderCreate([profile, otherProfile]);
    const editor = await findEditor();
    await save();

    expect(await findToast('All fields are required')).toBeTruthy();
    await focused(screen.getByLabelText('Template Title'));
    expect(inlineError('Template Title')).toBe(templateMessages.allRequired);
    expect(inlineError('Template Description')).toBe(templateMessages.allRequired);
    expect(profileSelect().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Platform' }).getAttribute('aria-invalid')).toBe('true');
    const editorBlock = editor.closest('[data-testid="template-detail"]');
    expect(editorBlock && within(editorBlock as HTMLElement).getByText(templateMessages.allRequired)).toBeTruthy();
  });

  it('focuses the editor next: the spec checks the content before the profile and platform', async () => {
    renderCreate([profile, otherProfile]);
    const editor = await findEditor();
    await fillField('Template Title', 'Opener');
    await fillField('Template Description', 'For web jobs');
    await save();

    expect(await findToast(templateMessages.allRequired)).toBeTruthy();
    await focused(editor);
    expect(inlineError('Template Title')).toBeNull();
  });

  it('preselects the only profile, without counting it as an edit', async () => {
    renderCreate();
    await waitFor(() => expect(profileSelect().textContent).toBe('Full-stack'));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Templates list')).toBeTruthy();
  });

  it('leaves the profile to choose when there are several', async () => {
    renderCreate([profile, otherProfile]);
    await user.click(profileSelect());
    expect(await screen.findByRole('option', { name: 'Data' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(profileSelect().textContent).not.toContain('Full-stack');
  });

  it('asks before leaving with unsaved edits, and leaves on Leave', async () => {
    renderCreate();
    await fillField('Template Title', 'Opener');
    await user.click(screen.getByRole('link', { name: 'Back' }));

    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(prompt).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Templates list')).toBeTruthy();
  });

  it("offers only the chosen platform's types and saves the template", async () => {
    const fetchMock = renderCreate();
    await fillField('Template Title', 'Opener');
    await fillField('Template Description', 'For web jobs');
    await waitFor(() => expect(profileSelect().textContent).toBe('Full-stack'));
    await choose('Platform', 'Upwork');
    await user.click(screen.getByRole('combobox', { name: 'Template Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Proposal',
      'Question',
      'Message',
    ]);
    await user.click(screen.getByRole('option', { name: 'Question' }));
    await user.click(await findEditor());
    await user.keyboard('Hi there');
    await save();

    expect(await findToast(templateMessages.created)).toBeTruthy();
    // No unsaved-changes prompt after a save: the page goes back to the list on its own.
    expect(await screen.findByText('Templates list')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body)) as TemplateInput).toEqual({
      templateTitle: 'Opener',
      templateDescription: 'For web jobs',
      templateDetail: '<p>Hi there</p>',
      profileId: profile._id,
      platform: 'UPWORK',
      templateType: 'question',
      default: false,
      starterTemplate: false,
    });
  });
});
