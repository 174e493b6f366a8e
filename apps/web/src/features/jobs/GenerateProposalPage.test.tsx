import {
  analysisLabels,
  checkLabels,
  jobMessages,
  type GenerateJobInput,
  type Profile,
  type PublicConfig,
  type Template,
} from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildAnalysis, buildInstruction, buildJob, buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
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

// The server ranks the profiles; its scores, not the browser's, are what the fit list shows.
const analysis = buildAnalysis({
  fits: [
    { profileId: 'dev', score: 72, matched: ['React', 'Node.js', 'PostgreSQL'], missing: ['Stripe'] },
    { profileId: 'designer', score: 4, matched: [], missing: ['React', 'Node.js', 'PostgreSQL', 'Stripe'] },
  ],
  instructions: [buildInstruction()],
  requirements: [{ kind: 'budget', severity: 'red-flag', label: 'Budget: far below the usual cost', quote: '$50' }],
});

const config: PublicConfig = {
  googleClientId: null,
  billingMode: 'test',
  mailMode: 'outbox',
  writerMode: 'offline',
  stripePricingTable: null,
  extensionIds: [],
  extensionStoreUrl: null,
  supportEmail: null,
  supportUrl: null,
  docsUrl: null,
  communityUrl: null,
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

function renderGenerate(options: {
  templates: Template[];
  subscribed?: boolean;
  stream?: () => Response;
  analyse?: () => Response;
}) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'POST /api/job/analyse': () => options.analyse?.() ?? json({ analysis }),
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

// The editor is a lazily loaded chunk: on a busy machine it can take seconds to arrive.
const editor = () => screen.findByRole('textbox', { name: 'Proposal' }, { timeout: 10_000 });

/** Waits for the editor to hold exactly this text. */
async function editorHolding(text: string) {
  await editor();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Proposal' }).textContent).toBe(text), {
    timeout: 10_000,
  });
}

const writingBar = () => screen.queryByRole('progressbar', { name: jobMessages.writing });

const instructionStatus = () => {
  const list = screen.getByRole('list', { name: analysisLabels.instructions });
  return within(list).getByRole('listitem').textContent;
};

// Each test mounts the rich editor and streams into it: on a busy two-core machine that alone can pass the
// default 15 s, so these get twice as long.
describe('Generate proposal', { timeout: 30_000 }, () => {
  it("shows the server's fit of every profile, the job analysis, and preselects the best profile and the default template", async () => {
    const fetchMock = renderGenerate({
      templates: [
        buildTemplate({ _id: 'note', templateTitle: 'LinkedIn note', platform: 'LINKEDIN', default: true }),
        buildTemplate({ default: true }),
      ],
    });
    const fitList = await screen.findByRole('region', { name: 'Job fit' }, { timeout: 10_000 });
    const dev = await within(fitList).findByRole('listitem', { name: 'Full-stack dev' });
    expect(within(dev).getByText('72/100')).toBeTruthy();
    expect(within(dev).getByText('React')).toBeTruthy();
    expect(within(dev).getByText('Missing: Stripe')).toBeTruthy();
    const designer = within(fitList).getByRole('listitem', { name: 'Brand designer' });
    expect(within(designer).getByText('4/100')).toBeTruthy();
    expect(within(fitList).getAllByRole('listitem')[0]).toBe(dev);

    const card = screen.getByRole('region', { name: 'Job analysis' });
    expect(within(card).getByText('Build a React dashboard')).toBeTruthy();
    expect(within(card).getByText('Budget: far below the usual cost')).toBeTruthy();
    const analyse = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/job/analyse'));
    expect(JSON.parse(String(analyse?.[1]?.body))).toEqual({
      jobTitle: job.jobTitle,
      jobDescription: job.jobDescription,
    });

    await editorHolding('Hi {client name}');
    expect(screen.getByRole('combobox', { name: 'Select Profile' }).textContent).toBe('Full-stack dev');
    expect(screen.getByRole('combobox', { name: 'Select Template' }).textContent).toBe('Upwork opener');
    expect(screen.getByRole('combobox', { name: 'Tone' }).textContent).toBe('Professional');
    expect(screen.getByRole('combobox', { name: 'Length' }).textContent).toBe('Medium (150–300 words)');
    expect(screen.getByRole('link', { name: 'Job Proposals' }).getAttribute('href')).toBe('/dashboard/job');
  });

  it('shows why the post could not be analysed, and still offers a profile to write from', async () => {
    renderGenerate({
      templates: [buildTemplate({ default: true })],
      analyse: () => json({ error: 'Too many requests' }, 429),
    });
    const card = await screen.findByRole('region', { name: 'Job analysis' });
    expect((await within(card).findByRole('alert')).textContent).toBe('Too many requests');
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Select Profile' }).textContent).toBe('Brand designer'),
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('region', { name: 'Job fit' })).toBeNull();
  });

  it("checks the draft as it is edited: the post's instruction turns covered, and the client preview follows", async () => {
    renderGenerate({ templates: [buildTemplate({ default: true })] });
    await editorHolding('Hi {client name}');
    const panel = await screen.findByRole('region', { name: checkLabels.heading }, { timeout: 10_000 });
    expect(instructionStatus()).toContain('Missing');
    const preview = within(panel).getByRole('region', { name: checkLabels.previewHeading });
    expect(within(preview).getByText('Hi {client name}')).toBeTruthy();

    await user.click(await editor());
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('Mango: your React dashboard, built with care.');
    await waitFor(() => expect(instructionStatus()).toContain('Covered'), { timeout: 10_000 });
    expect(within(preview).getByText('Mango: your React dashboard, built with care.')).toBeTruthy();
    expect(within(preview).queryByRole('alert')).toBeNull();
  });

  it("says 'Please select a template first' without a template", async () => {
    renderGenerate({ templates: [buildTemplate({})] });
    await screen.findByRole('region', { name: 'Job fit' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please select a template first')).toBeTruthy();
  });

  it('sends an unsubscribed user to the packages tab after the message', async () => {
    renderGenerate({ templates: [buildTemplate({ default: true })], subscribed: false });
    await screen.findByRole('region', { name: 'Job fit' }, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: 'Select Template' }).textContent).toBe('Upwork opener');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('In order to generate Proposal, Please subscribe a package first')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Settings {"tab":"packages"}' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('writes the proposal into the editor in view: the modal gives way to a progress bar at the first words', async () => {
    const stream = openStream();
    const saved = buildJob({ aiResponse: '<p>Hi Sam,</p><p>I built three dashboards.</p>' });
    const fetchMock = renderGenerate({ templates: [buildTemplate({})], stream: () => stream.response });
    expect(await screen.findByText(jobMessages.offlineWriter)).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Select Template' }));
    await user.click(await screen.findByRole('option', { name: 'Upwork opener' }));
    await editorHolding('Hi {client name}');
    await user.click(screen.getByRole('combobox', { name: 'Tone' }));
    await user.click(await screen.findByRole('option', { name: 'Friendly' }));
    await user.click(screen.getByRole('combobox', { name: 'Length' }));
    await user.click(await screen.findByRole('option', { name: 'Short (80–120 words)' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Generating Proposal' });
    expect(within(dialog).getByRole('status').textContent).toBe(jobMessages.generatingStatus[0]);
    expect(writingBar()).toBeNull();
    // An opening tag is not yet words: the modal stays.
    stream.send('chunk', { text: '<p>' });
    stream.send('chunk', { text: 'Hi Sam,</p>' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generating Proposal' })).toBeNull(), {
      timeout: 10_000,
    });
    await editorHolding('Hi Sam,');
    expect(writingBar()).toBeTruthy();
    expect((await editor()).closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(jobMessages.writing);
    expect(screen.getByRole('button', { name: 'Generate' }).hasAttribute('disabled')).toBe(true);

    stream.send('chunk', { text: '<p>I built' });
    await editorHolding('Hi Sam,I built');
    expect(screen.queryByRole('dialog', { name: 'Generating Proposal' })).toBeNull();

    stream.send('done', { job: saved });
    stream.close();
    expect(await screen.findByText('Proposal generated successfully')).toBeTruthy();
    await waitFor(() => expect(writingBar()).toBeNull(), { timeout: 10_000 });
    expect((await editor()).closest('[aria-busy="true"]')).toBeNull();
    expect((await editor()).innerHTML).toContain('<p>I built three dashboards.</p>');

    const post = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/job/stream'));
    expect(JSON.parse(String(post?.[1]?.body)) as GenerateJobInput).toEqual({
      ...job,
      templateId: 'template-1',
      profileId: 'dev',
      templateDetail: '<p>Hi {client name}</p>',
      tone: 'friendly',
      length: 'short',
    });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Hi Sam,\n\nI built three dashboards.');
  });

  it("shows the stream's error and gives the template back", async () => {
    const stream = openStream();
    renderGenerate({ templates: [buildTemplate({ default: true })], stream: () => stream.response });
    await editorHolding('Hi {client name}');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    stream.send('chunk', { text: '<p>Half a' });
    stream.send('error', { error: jobMessages.generationFailed });
    stream.close();
    expect(await screen.findByText(jobMessages.generationFailed)).toBeTruthy();
    await editorHolding('Hi {client name}');
  });
});
