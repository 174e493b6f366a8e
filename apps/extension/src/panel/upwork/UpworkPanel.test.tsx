import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { panelMessages, screeningMessages, type ScreeningAnswer } from '@quillbid/shared';
import { saveToken } from '../../background/session-store';
import type { PageReading, UpworkJob } from '../../page/types';
import { jsonResponse, panelBrowser, serveGenerationPorts } from '../test-support';
import { UpworkPanel } from './UpworkPanel';

const reading: PageReading = {
  page: 'job',
  job: {
    id: '021931234567890123456',
    title: 'Shopify speed fixes',
    description: '',
    skills: [],
    budget: null,
    client: { country: null, rating: null, spent: null, paymentVerified: null },
    questions: [],
    url: 'https://www.upwork.com/jobs/~021931234567890123456',
  },
  person: null,
  fields: { coverLetter: null, questions: [], note: null, message: null },
  missing: ['description'],
  matched: { title: 'h1' },
};

describe('an Upwork page the panel cannot fully read', () => {
  it('names the field it could not read and takes the job pasted instead', async () => {
    panelBrowser();
    const onPasteInstead = vi.fn();
    render(
      <UpworkPanel
        job={reading.job}
        reading={reading}
        tabId={3}
        jobSource="page"
        apiOrigin="http://localhost:3000"
        onPasteInstead={onPasteInstead}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(panelMessages.unreadable(['description']));
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Shopify speed fixes');

    await userEvent.click(screen.getByRole('button', { name: 'Use this job' }));
    expect(screen.getByText('Title and Description of job are required fields')).toBeTruthy();
    expect(onPasteInstead).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Job description'), 'Our store takes 6 seconds to load.');
    await userEvent.click(screen.getByRole('button', { name: 'Use this job' }));
    expect(onPasteInstead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Shopify speed fixes', description: 'Our store takes 6 seconds to load.' }),
    );
  });
});

const STRIPE = 'Have you worked with Stripe before?';
const RATE = 'What is your hourly rate?';

const applyJob: UpworkJob = {
  id: '021931234567890123456',
  title: 'Shopify speed fixes',
  description: 'Our Shopify store takes 6 seconds to load. We take payments with Stripe.',
  skills: [],
  budget: null,
  client: { country: null, rating: null, spent: null, paymentVerified: null },
  questions: [],
  url: 'https://www.upwork.com/jobs/~021931234567890123456',
};

const applyPage: PageReading = {
  ...reading,
  page: 'apply',
  job: applyJob,
  fields: {
    coverLetter: 'textarea#cover-letter',
    questions: [
      { label: STRIPE, selector: 'textarea#q1' },
      { label: RATE, selector: 'textarea#q2' },
    ],
    note: null,
    message: null,
  },
  missing: [],
};

const account = {
  profile: {
    _id: 'p1',
    profileName: 'Shopify developer',
    profileDescription: 'Fast stores',
    profileSummary: 'I speed up Shopify stores.',
    personalDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'London',
      profession: 'Developer',
      skills: ['Shopify', 'Stripe'],
      yearsOfExperience: 6,
    },
    portfolio: [],
    projectExperience: [],
    createdAt: new Date(0).toISOString(),
    updatedAt: new Date(0).toISOString(),
  },
  template: {
    _id: 't1',
    templateTitle: 'Upwork proposal',
    templateDescription: 'Problem first',
    templateDetail: '<p>{Restate the need}</p>',
    profileId: { _id: 'p1' },
    platform: 'UPWORK',
    templateType: 'proposal',
    default: true,
    starterTemplate: false,
    createdAt: new Date(0).toISOString(),
    updatedAt: new Date(0).toISOString(),
  },
  analysis: {
    deliverable: 'Speed up a Shopify store',
    category: 'Web, mobile and software development',
    language: { code: 'en', name: 'English', english: true, mixed: false },
    skills: ['Shopify'],
    fits: [],
    instructions: [],
    requirements: [],
    needTerms: ['shopify'],
    notes: [],
  },
};

const drafted: ScreeningAnswer[] = [
  { question: STRIPE, answer: 'Yes. I have used Stripe on client work.', reason: null, claims: [] },
  { question: RATE, answer: null, reason: screeningMessages.reasons.rate, claims: [] },
];

/** The API behind the service worker; answers the generation with the drafted answers. */
function serveApi() {
  const calls: { path: string; body: unknown }[] = [];
  const done = {
    job: {
      _id: 'j1',
      jobTitle: applyJob.title,
      jobDescription: applyJob.description,
      jobLink: '',
      aiResponse: '<p>Your store can load in under two seconds.</p>',
      templateId: 't1',
      profileId: 'p1',
      createdAt: new Date(0).toISOString(),
      status: 'draft',
      statusChangedAt: new Date(0).toISOString(),
    },
    analysis: account.analysis,
    check: {
      items: [],
      instructions: [],
      claims: [],
      preview: { text: '', namesNeed: true },
      words: 8,
      characters: 44,
    },
    answers: drafted,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url).pathname;
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/profile') return jsonResponse(200, { profiles: [account.profile] });
      if (path === '/api/template') return jsonResponse(200, { templates: [account.template] });
      if (path === '/api/job/analyse') return jsonResponse(200, { analysis: account.analysis });
      if (path === '/api/job/stream')
        return new Response(`event: done\ndata: ${JSON.stringify(done)}\n\n`, {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      return jsonResponse(404, { error: 'Not found' });
    }),
  );
  return calls;
}

describe('screening questions on the apply page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends them with the generation, fills each box with its drafted answer or says why not, and inserts them', async () => {
    const { executeScript } = panelBrowser();
    serveGenerationPorts();
    await saveToken('token');
    const calls = serveApi();
    render(
      <UpworkPanel
        job={applyJob}
        reading={applyPage}
        tabId={3}
        jobSource="page"
        apiOrigin="http://localhost:3000"
        onPasteInstead={() => {}}
      />,
    );
    const generate = await screen.findByRole('button', { name: 'Generate' });
    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    await userEvent.click(generate);

    const stripe = (await screen.findByRole('textbox', { name: `1. ${STRIPE}` })) as HTMLTextAreaElement;
    await waitFor(() => expect(stripe.value).toBe('Yes. I have used Stripe on client work.'));
    expect(calls.find((call) => call.path === '/api/job/stream')?.body).toMatchObject({ questions: [STRIPE, RATE] });
    // The rate is the user's: its box stays theirs to fill, with the reason beside it.
    const rate = screen.getByRole('textbox', { name: `2. ${RATE}` }) as HTMLTextAreaElement;
    expect(rate.value).toBe('');
    expect(rate.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Only you can answer this: your rate',
    );

    await userEvent.type(stripe, ' Most recently for a shop in Leeds.');
    await userEvent.type(rate, '$45 an hour');
    executeScript
      .mockResolvedValueOnce([{}])
      .mockResolvedValueOnce([{ result: { filled: ['coverLetter'], occupied: [], absent: [], charactersLeft: null } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Insert into the page' }));
    await waitFor(() => expect(executeScript).toHaveBeenCalledTimes(2));
    expect(executeScript.mock.calls[1]).toEqual([
      expect.objectContaining({
        args: [
          {
            coverLetter: 'Your store can load in under two seconds.',
            answers: [
              { question: STRIPE, text: 'Yes. I have used Stripe on client work. Most recently for a shop in Leeds.' },
              { question: RATE, text: '$45 an hour' },
            ],
            replace: false,
          },
        ],
      }),
    ]);
  });
});
