import type { Profile, PublicConfig, Template } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { expect } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import {
  buildAnalysis,
  buildInstruction,
  buildTemplate as buildSavedTemplate,
  buildUser,
  fakeJwt,
  setTokenCookie,
} from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { GenerateProposalPage } from './GenerateProposalPage';

/** The generate page over a faked API, and the pieces its tests share. */

export const job = {
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
    hourlyRate: null,
    availability: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

export const profiles = [
  buildProfile('designer', 'Brand designer', ['Figma', 'Branding']),
  buildProfile('dev', 'Full-stack dev', ['React', 'Node.js', 'PostgreSQL']),
];

/** A template of the full-stack profile above. */
export const buildTemplate = (overrides: Partial<Template>): Template =>
  buildSavedTemplate({ profileId: { _id: 'dev' }, ...overrides });

// The server ranks the profiles; its scores, not the browser's, are what the fit list shows.
export const analysis = buildAnalysis({
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
export function openStream() {
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

export function renderGenerate(options: {
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
export const editor = () => screen.findByRole('textbox', { name: 'Proposal' });

/** Waits for the editor to hold exactly this text. */
export async function editorHolding(text: string) {
  await editor();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Proposal' }).textContent).toBe(text));
}
