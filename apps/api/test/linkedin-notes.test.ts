import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LINKEDIN_FREE_NOTE_MAX,
  LINKEDIN_NOTE_MAX,
  htmlToPlainText,
  jobMessages,
  type GenerateJobInput,
} from '@quillbid/shared';
import { SYSTEM_PROMPT, userPrompt } from '../src/ai/prompt.js';
import type { ProposalWriter } from '../src/ai/writer.js';
import { profileBody, send, subscribedUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the extension sends for a person: their name and headline as the title, their About as the text. */
const PERSON = {
  jobTitle: 'Priya Raman — Head of Growth at Northwind Analytics',
  jobDescription:
    'I lead growth at Northwind Analytics, where we help mid-sized retailers turn their sales data into weekly decisions. ' +
    'Over the past three years my team has grown self-serve signups fivefold, mostly through product-led onboarding and lifecycle email. ' +
    'Before Northwind I ran marketing analytics at a fashion marketplace in London. ' +
    'I write about experimentation, pricing and the dashboards growth teams actually use.',
};

/** A note with four sentences: longer than a free account allows, within a premium account's limit. */
const NOTE_TEMPLATE =
  '<p>Hi {their first name}, {one observation about their company or a recent hiring need}. I help {type of client} with {outcome I deliver}. Recently I {one relevant result from my profile}. Happy to connect.</p>';

/** A signed-in user with a growth-analytics profile and two note templates, one marked for a free account. */
async function noteWriter(t: TestApp) {
  const user = await subscribedUser(t);
  const profile = (
    await send(
      t.app,
      'POST',
      '/api/profile',
      user.token,
      profileBody({
        profileName: 'Growth analytics',
        profileDescription: 'Dashboards and experiment analysis for growth teams',
        profileSummary: 'Seven years turning product and sales data into dashboards growth teams use every week.',
        personalDetails: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          location: 'London, UK',
          profession: 'Data analyst',
          skills: ['SQL', 'Looker', 'Python'],
          yearsOfExperience: 7,
        },
        projectExperience: [
          {
            projectName: 'Weekly sales dashboard',
            projectType: 'Dashboard',
            projectDescription:
              'Built a Looker dashboard for a fashion retailer that cut weekly reporting from two days to two hours.',
            projectSkills: ['Looker', 'SQL'],
          },
        ],
      }),
    )
  ).json().profile;
  const template = async (templateTitle: string, templateDescription: string) => {
    const res = await send(t.app, 'POST', '/api/template', user.token, {
      templateTitle,
      templateDescription,
      templateDetail: NOTE_TEMPLATE,
      profileId: profile._id,
      platform: 'LINKEDIN',
      templateType: 'note',
    });
    expect(res.statusCode).toBe(201);
    return res.json().template._id as string;
  };
  return {
    ...user,
    profileId: profile._id as string,
    noteId: await template('Connection note: potential client', 'Names their work, one result of mine, and asks.'),
    freeNoteId: await template('Connection note', 'For my free account: LinkedIn allows only 200 characters.'),
  };
}
type NoteWriter = Awaited<ReturnType<typeof noteWriter>>;

const noteBody = (user: NoteWriter, overrides: Partial<Record<keyof GenerateJobInput, unknown>> = {}) => ({
  ...PERSON,
  jobLink: 'https://www.linkedin.com/in/priya-raman/',
  templateId: user.noteId,
  profileId: user.profileId,
  ...overrides,
});

/** The note as it is pasted into LinkedIn's box. */
const pasted = (html: string) => htmlToPlainText(html);

describe('LinkedIn connection notes', () => {
  let user: NoteWriter;
  beforeAll(async () => {
    user = await noteWriter(t);
  });

  it('writes a note of at most 200 characters for a free account, ending with a whole sentence', async () => {
    const res = await send(t.app, 'POST', '/api/job', user.token, noteBody(user, { freeAccount: true }));
    expect(res.statusCode).toBe(201);
    const { job, check } = res.json();
    const note = pasted(job.aiResponse);
    expect(note.length).toBeLessThanOrEqual(200);
    expect(note.length).toBeGreaterThan(0);
    expect(note).toMatch(/^Hi Priya, /);
    expect(note).toMatch(/[.!?]$/);
    expect(check.items.find((item: { id: string }) => item.id === 'length')).toMatchObject({
      ok: true,
      message: expect.stringMatching(/ of 200 characters · /),
    });
  });

  it('holds a note from a template marked for a free account to 200 characters without the flag', async () => {
    const res = await send(t.app, 'POST', '/api/job', user.token, noteBody(user, { templateId: user.freeNoteId }));
    expect(res.statusCode).toBe(201);
    const note = pasted(res.json().job.aiResponse);
    expect(note.length).toBeLessThanOrEqual(LINKEDIN_FREE_NOTE_MAX);
    expect(note).toMatch(/^Hi Priya, .*[.!?]$/);
  });

  it('streams a free account’s note and saves it within 200 characters', async () => {
    const res = await send(t.app, 'POST', '/api/job/stream', user.token, noteBody(user, { freeAccount: true }));
    expect(res.statusCode).toBe(200);
    const done = /^event: done\ndata: (.+)$/m.exec(res.body)?.[1];
    expect(done).toBeDefined();
    const { job, check } = JSON.parse(done ?? '{}');
    const note = pasted(job.aiResponse);
    expect(note.length).toBeGreaterThan(0);
    expect(note.length).toBeLessThanOrEqual(LINKEDIN_FREE_NOTE_MAX);
    expect(note).toMatch(/[.!?]$/);
    expect(check.characters).toBe(note.length);
  });

  it('keeps the 300-character limit without the flag, so the free limit really cut the note', async () => {
    const res = await send(t.app, 'POST', '/api/job', user.token, noteBody(user));
    expect(res.statusCode).toBe(201);
    const note = pasted(res.json().job.aiResponse);
    expect(note.length).toBeLessThanOrEqual(LINKEDIN_NOTE_MAX);
    expect(note.length).toBeGreaterThan(LINKEDIN_FREE_NOTE_MAX);
    expect(note).toMatch(/[.!?]$/);
  });
});

describe('the link of a note', () => {
  let user: NoteWriter;
  beforeAll(async () => {
    user = await noteWriter(t);
  });

  it('accepts and stores a LinkedIn profile URL, under either name', async () => {
    const res = await send(t.app, 'POST', '/api/job', user.token, noteBody(user));
    expect(res.statusCode).toBe(201);
    expect(res.json().job.jobLink).toBe('https://www.linkedin.com/in/priya-raman/');
    const other = await send(
      t.app,
      'POST',
      '/api/job',
      user.token,
      noteBody(user, { jobLink: undefined, jobUrl: 'https://uk.linkedin.com/in/priya-raman-4b1a2c' }),
    );
    expect(other.statusCode).toBe(201);
    const history = (await send(t.app, 'GET', '/api/job', user.token)).json();
    expect(history.jobs.map((job: { jobLink: string }) => job.jobLink)).toEqual([
      'https://uk.linkedin.com/in/priya-raman-4b1a2c',
      'https://www.linkedin.com/in/priya-raman/',
    ]);
  });

  it.each([
    'https://www.linkedin.com/company/x',
    'javascript:alert(1)',
    'https://evil.example/in/x',
    'http://www.linkedin.com/in/priya-raman',
    'https://www.linkedin.com.evil.example/in/priya-raman',
    'https://www.linkedin.com/in/priya-raman/recent-activity/',
    'https://www.linkedin.com/in/',
  ])('refuses %s with 400 and the URL message', async (jobLink) => {
    const res = await send(t.app, 'POST', '/api/job', user.token, noteBody(user, { jobLink }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(jobMessages.invalidUrl);
  });

  it('refuses a freeAccount that is not a boolean with 400', async () => {
    for (const freeAccount of ['yes', 1, null]) {
      const res = await send(t.app, 'POST', '/api/job', user.token, noteBody(user, { freeAccount }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});

describe('a model-written note', () => {
  const prompts: string[] = [];
  const opening =
    'Hi Priya, I read your post on pricing tests at Northwind Analytics and how your team turns sales data into weekly decisions.';
  /** 250 characters, as a model that ignored a free account's limit might write. */
  const written = `<p>${opening} I build dashboards for growth teams, most recently one that cut a retailer's weekly reporting to two hours. Happy to connect.</p>`;
  /** Stands where the model would: builds the prompt the LLM writer sends, then answers the same note. */
  const model: ProposalWriter = {
    mode: 'llm',
    async *write(input) {
      prompts.push(userPrompt(input));
      yield written;
    },
    answer: async ({ questions }) => questions.map(() => null),
  };
  let m: TestApp;
  let user: NoteWriter;
  beforeAll(async () => {
    m = await createTestApp({}, { writer: model });
    user = await noteWriter(m);
  });
  afterAll(() => m.close());

  it('tells the model the sender’s limit and cuts what it writes over it', async () => {
    expect(SYSTEM_PROMPT).not.toMatch(/\b300\b/);

    const free = await send(m.app, 'POST', '/api/job', user.token, noteBody(user, { freeAccount: true }));
    expect(prompts.at(-1)).toContain('Length: at most 200 characters, spaces included.');
    expect(free.json().job.aiResponse).toBe(`<p>${opening}</p>`);

    const premium = await send(m.app, 'POST', '/api/job', user.token, noteBody(user));
    expect(prompts.at(-1)).toContain('Length: at most 300 characters, spaces included.');
    expect(premium.json().job.aiResponse).toBe(written);
    expect(premium.json().check.items.find((item: { id: string }) => item.id === 'length')).toMatchObject({
      ok: true,
      message: '250 of 300 characters · 43 words',
    });
  });
});
