import { templateMessages, type TemplateInput } from '@quillbid/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { CreateTemplatePage } from './TemplateFormPages';

const profile = {
  _id: '7d0f2a52-3c1b-4d5e-9f60-2b1a3c4d5e6f',
  profileName: 'Full-stack',
  profileDescription: 'Web apps',
};

function renderCreate() {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/profile': () => json({ profiles: [profile] }),
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

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Template form', () => {
  it("says 'All fields are required' until every field is filled", async () => {
    renderCreate();
    await fillField('Template Title', 'Opener');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('All fields are required')).toBeTruthy();
  });

  it("offers only the chosen platform's types and saves the template", async () => {
    const fetchMock = renderCreate();
    await fillField('Template Title', 'Opener');
    await fillField('Template Description', 'For web jobs');
    await choose('Profile', 'Full-stack');
    await choose('Platform', 'Upwork');
    await user.click(screen.getByRole('combobox', { name: 'Template Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Proposal',
      'Question',
      'Message',
    ]);
    await user.click(screen.getByRole('option', { name: 'Question' }));
    // The editor is a lazy chunk: slow to load on a busy machine.
    await user.click(await screen.findByRole('textbox', { name: 'Template' }, { timeout: 5000 }));
    await user.keyboard('Hi there');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText(templateMessages.created)).toBeTruthy();
    expect(await screen.findByText('Templates list', {}, { timeout: 4000 })).toBeTruthy();
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
