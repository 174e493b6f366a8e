import {
  jobMessages,
  rankProfiles,
  type GenerateJobInput,
  type Profile,
  type PublicConfig,
  type Template,
} from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildJob, buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { GenerateProposalPage } from './GenerateProposalPage';

const job = {
  jobTitle: 'React and Node.js developer for a SaaS dashboard',
  jobDescription: 'We need a dashboard in React with a Node.js API on PostgreSQL. Stripe billing is a plus.',
  jobLink: '',
};

function buildProfile(id: string, profileName: string, skills: string[]): Profile {
  return {
    _id: id,
    profileName,
    profileDescription: `${profileName} work`,
    profileSummary: '',
    personalDetails: {
      firstName: 'Ada',
      lastName: 'L',
      location: 'London',
      profession: 'Engineer',
      skills,
      yearsOfExperience: 5,
    },
    portfolio: [],
    projectExperience: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

const profiles = [
  buildProfile('designer', 'Brand designer', ['Figma', 'Branding']),
  buildProfile('dev', 'Full-stack dev', ['React', 'Node.js', 'PostgreSQL']),
];

function buildTemplate(overrides: Partial<Template>): Template {
  return {
    _id: 'template-1',
    templateTitle: 'Upwork opener',
    templateDescription: 'For web jobs',
    templateDetail: '<p>Hi {client name}</p>',
    profileId: { _id: 'dev' },
    platform: 'UPWORK',
    templateType: 'proposal',
    default: false,
    starterTemplate: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const config: PublicConfig = {
  googleClientId: null,
  billingMode: 'test',
  mailMode: 'outbox',
  writerMode: 'offline',
  stripePricingTable: null,
};

/** An event stream the test writes to while the page reads it. */
function openStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller?.close(),
  };
}

function SettingsProbe() {
  const { state } = useLocation();
  return <h1>{`Settings ${JSON.stringify(state)}`}</h1>;
}

function renderGenerate(options: { templates: Template[]; subscribed?: boolean; stream?: () => Response }) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/profile': () => json({ profiles }),
    'GET /api/template': () => json({ templates: options.templates }),
    'GET /api/users': () => json(buildUser({ packageSubscribed: options.subscribed ?? true })),
    'GET /api/config': () => json(config),
    'POST /api/job/stream': () => options.stream?.() ?? json({ error: 'unexpected' }, 500),
  });
  renderRoutes(
    [
      { path: '/dashboard/job/generate', element: <GenerateProposalPage /> },
      { path: '/dashboard/settings', element: <SettingsProbe /> },
    ],
    '/dashboard/job/generate',
    job,
  );
  return fetchMock;
}

const editor = () => screen.findByRole('textbox', { name: 'Proposal' }, { timeout: 5000 });

describe('Generate proposal', () => {
  it("shows every profile's fit and preselects the best profile and the default Upwork template", async () => {
    renderGenerate({
      templates: [
        buildTemplate({ _id: 'note', templateTitle: 'LinkedIn note', platform: 'LINKEDIN', default: true }),
        buildTemplate({ default: true }),
      ],
    });
    const fitList = await screen.findByRole('region', { name: 'Job fit' });
    const [best, other] = rankProfiles(job, profiles);
    const dev = await within(fitList).findByRole('listitem', { name: 'Full-stack dev' });
    expect(within(dev).getByText(`${best?.score}/100`)).toBeTruthy();
    expect(within(dev).getByText('React')).toBeTruthy();
    expect(within(dev).getByText(/Missing: .*Stripe/)).toBeTruthy();
    const designer = within(fitList).getByRole('listitem', { name: 'Brand designer' });
    expect(within(designer).getByText(`${other?.score}/100`)).toBeTruthy();
    expect(within(fitList).getAllByRole('listitem')[0]).toBe(dev);

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Select Profile' }).textContent).toBe('Full-stack dev'),
    );
    expect(screen.getByRole('combobox', { name: 'Select Template' }).textContent).toBe('Upwork opener');
    await waitFor(async () => expect((await editor()).textContent).toBe('Hi {client name}'));
    expect(screen.getByRole('link', { name: 'Job Proposals' }).getAttribute('href')).toBe('/dashboard/job');
  });

  it("says 'Please select a template first' without a template", async () => {
    renderGenerate({ templates: [buildTemplate({})] });
    await screen.findByRole('region', { name: 'Job fit' });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please select a template first')).toBeTruthy();
  });

  it('sends an unsubscribed user to the packages tab after the message', async () => {
    renderGenerate({ templates: [buildTemplate({ default: true })], subscribed: false });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Select Template' }).textContent).toBe('Upwork opener'),
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('In order to generate Proposal, Please subscribe a package first')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Settings {"tab":"packages"}' }, { timeout: 5000 })).toBeTruthy();
  });

  it('fills the editor as the proposal streams in, then shows the saved proposal and copies it as text', async () => {
    const stream = openStream();
    const saved = buildJob({ aiResponse: '<p>Hi Sam,</p><p>I built three dashboards.</p>' });
    const fetchMock = renderGenerate({ templates: [buildTemplate({})], stream: () => stream.response });
    expect(await screen.findByText(jobMessages.offlineWriter)).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Select Template' }));
    await user.click(await screen.findByRole('option', { name: 'Upwork opener' }));
    await waitFor(async () => expect((await editor()).textContent).toBe('Hi {client name}'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Generating Proposal' });
    expect(within(dialog).getByRole('status').textContent).toBe(jobMessages.generatingStatus[0]);
    stream.send('chunk', { text: '<p>Hi Sam,</p>' });
    stream.send('chunk', { text: '<p>I built' });
    // The modal hides the page from assistive tech meanwhile, so the editor is looked up as hidden.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Proposal', hidden: true }).textContent).toBe('Hi Sam,I built'),
    );

    stream.send('done', { job: saved });
    stream.close();
    expect(await screen.findByText('Proposal generated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generating Proposal' })).toBeNull());
    expect((await editor()).innerHTML).toContain('<p>I built three dashboards.</p>');

    const post = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/job/stream'));
    expect(JSON.parse(String(post?.[1]?.body)) as GenerateJobInput).toEqual({
      ...job,
      templateId: 'template-1',
      profileId: 'dev',
      templateDetail: '<p>Hi {client name}</p>',
    });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Hi Sam,\n\nI built three dashboards.');
  });

  it("shows the stream's error and gives the template back", async () => {
    const stream = openStream();
    renderGenerate({ templates: [buildTemplate({ default: true })], stream: () => stream.response });
    await waitFor(async () => expect((await editor()).textContent).toBe('Hi {client name}'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    stream.send('chunk', { text: '<p>Half a' });
    stream.send('error', { error: jobMessages.generationFailed });
    stream.close();
    expect(await screen.findByText(jobMessages.generationFailed)).toBeTruthy();
    await waitFor(async () => expect((await editor()).textContent).toBe('Hi {client name}'));
  });
});
