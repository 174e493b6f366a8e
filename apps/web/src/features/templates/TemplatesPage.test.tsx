import { templateMessages, type Template } from '@quillbid/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildTemplate, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { preloadLazyChunks } from '../../test/preload';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { CreateTemplatePage } from './TemplateFormPages';
import { TemplatesPage } from './TemplatesPage';

const starters = [
  buildTemplate({ _id: 'starter-1', templateTitle: 'Upwork starter', profileId: null, starterTemplate: true }),
  buildTemplate({
    _id: 'starter-2',
    templateTitle: 'Connection note',
    templateDescription: 'A short hello',
    templateDetail: '<p>Hello {first name}, I saw your post.</p>',
    platform: 'LINKEDIN',
    templateType: 'note',
    profileId: null,
    starterTemplate: true,
  }),
];

function renderTemplates(templates: Template[], routes: Parameters<typeof fakeApi>[0] = {}) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/template': ({ url }) =>
      json({ templates: url.searchParams.get('starterTemplate') ? starters : templates }),
    'GET /api/profile': () => json({ profiles: [] }),
    ...routes,
  });
  renderRoutes(
    [
      { path: '/dashboard/templates', element: <TemplatesPage /> },
      { path: '/dashboard/templates/create', element: <CreateTemplatePage /> },
    ],
    '/dashboard/templates',
  );
  return fetchMock;
}

const cards = () => screen.queryAllByRole('article');

describe('Templates list', () => {
  // The create page's rich editor.
  preloadLazyChunks(() => import('../../components/RichEditor/RichEditor'));

  it('filters by platform and shows the empty state', async () => {
    renderTemplates([
      buildTemplate(),
      buildTemplate({ _id: 'template-2', templateTitle: 'DM', platform: 'LINKEDIN', templateType: 'message' }),
    ]);
    const upwork = await screen.findByRole('article', { name: 'Upwork opener' });
    expect(within(upwork).getByText('Proposal')).toBeTruthy();
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Linkedin' }));
    expect(screen.getByRole('article', { name: 'DM' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Upwork opener' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(2);
  });

  it("says 'No Template Found' when a filter matches nothing", async () => {
    renderTemplates([buildTemplate()]);
    await screen.findByRole('article', { name: 'Upwork opener' });
    await user.click(screen.getByRole('button', { name: 'Linkedin' }));
    expect(screen.getByText('No Template Found')).toBeTruthy();
  });

  it('opens the Add Template modal on the tab the user chose there last time', async () => {
    renderTemplates([]);
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Template' });
    expect(within(dialog).getByRole('tab', { name: 'Upwork' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(dialog).getByRole('tab', { name: 'Linkedin' }));
    cleanup();

    renderTemplates([]);
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Template' });
    expect(within(dialog).getByRole('tab', { name: 'Linkedin' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByRole('article', { name: 'Connection note' })).toBeTruthy();
    expect(within(dialog).queryByRole('article', { name: 'Upwork starter' })).toBeNull();
  });

  it('prefills the create form from a LinkedIn starter chosen in the Add Template modal', async () => {
    renderTemplates([]);
    expect(await screen.findByText(templateMessages.noTemplates)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Template' });
    await user.click(within(dialog).getByRole('tab', { name: 'Linkedin' }));
    const starter = await within(dialog).findByRole('article', { name: 'Connection note' });
    expect(within(dialog).queryByRole('article', { name: 'Upwork starter' })).toBeNull();
    await user.click(within(starter).getByRole('button', { name: 'Select' }));

    expect(await screen.findByRole('heading', { name: 'Create Template' })).toBeTruthy();
    expect((screen.getByLabelText('Template Title') as HTMLInputElement).value).toBe('Connection note');
    expect(screen.getByRole('combobox', { name: 'Platform' }).textContent).toBe('Linkedin');
    expect(screen.getByRole('combobox', { name: 'Template Type' }).textContent).toBe('Note');
    // The editor is a lazy chunk: slow to load on a busy machine.
    const editor = await screen.findByRole('textbox', { name: 'Template' });
    await waitFor(() => expect(editor.textContent).toBe('Hello {first name}, I saw your post.'));
    expect(screen.getByText(templateMessages.profileFirstCreate)).toBeTruthy();
  });
});
