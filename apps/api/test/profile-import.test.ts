import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileImportMessages, profileImportSchema, profileSchema } from '@quillbid/shared';
import { send, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const page = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../packages/shared/src/profile-import/fixtures', name), 'utf8');

const importPage = (t: TestApp, token: string, text: string) =>
  send(t.app, 'POST', '/api/profile/import', token, { text });

describe('POST /api/profile/import with the built-in parser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a draft of an Upwork page and saves nothing', async () => {
    const user = await signedInUser(t);
    const res = await importPage(t, user.token, page('upwork-priya.txt'));
    expect(res.statusCode).toBe(200);
    const draft = profileImportSchema.parse(res.json());
    expect(draft).toMatchObject({ source: 'upwork', reader: 'offline', hourlyRate: 45, missing: [] });
    expect(draft.profile.personalDetails.skills).toContain('PostgreSQL');
    expect((await send(t.app, 'GET', '/api/profile', user.token)).json().profiles).toEqual([]);
  });

  it('says what a LinkedIn page left out', async () => {
    const user = await signedInUser(t);
    const draft = profileImportSchema.parse((await importPage(t, user.token, page('linkedin-nohead.txt'))).json());
    expect(draft).toMatchObject({ source: 'linkedin', missing: ['hourlyRate', 'skills', 'portfolio', 'profileLink'] });
  });

  it('refuses text that is no profile page, empty text and text that cannot be stored, with 400', async () => {
    const user = await signedInUser(t);
    const nothing = await importPage(t, user.token, 'lorem ipsum dolor sit amet');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(profileImportMessages.notAProfile);
    const empty = await importPage(t, user.token, '   ');
    expect(empty.json().error).toBe('Paste the text of your Upwork or LinkedIn profile page.');
    expect((await importPage(t, user.token, 'Priya Sharma\u0000')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/import', payload: { text: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

type ModelBehaviour = { answer: string } | { status: number };

/** An OpenAI-compatible chat endpoint answering one non-streamed completion, as the test sets it. */
async function startModel() {
  let behaviour: ModelBehaviour = { answer: '{}' };
  const prompts: string[] = [];
  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const part of request) raw += part;
    prompts.push(raw);
    if ('status' in behaviour) {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model down' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content: behaviour.answer }, finish_reason: 'stop' }],
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    prompts,
    set(next: ModelBehaviour) {
      behaviour = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/profile/import with a model', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startModel>>;
  beforeAll(async () => {
    model = await startModel();
    t = await createTestApp({ AI_BASE_URL: model.url, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('takes what the model read where the page says it, and drops what it made up', async () => {
    const text = page('linkedin-priya.txt');
    model.set({
      answer: `Here it is:\n${JSON.stringify({
        name: 'Priya Sharma',
        headline: 'Full-Stack Developer at Northwind Analytics | React · Node.js · PostgreSQL',
        location: 'Bengaluru, Karnataka, India',
        hourlyRate: 60,
        overview:
          'I build fast, reliable web apps for SaaS teams: dashboards, billing, integrations and the APIs behind them.',
        skills: ['React', 'Node.js', 'Kubernetes'],
        positions: [
          {
            title: 'Senior Software Engineer',
            company: 'Northwind Analytics',
            dates: 'Jan 2021 - Present',
            description: 'Led the rebuild of the customer dashboard in React and moved reporting to PostgreSQL.',
            skills: ['React', 'GraphQL'],
          },
          { title: 'CTO', company: 'Unicorn Inc', dates: '2010 - 2018', description: 'Raised a round.', skills: [] },
        ],
        portfolioTitles: ['A portfolio item that is not on the page'],
      })}`,
    });
    const user = await signedInUser(t);
    const res = await importPage(t, user.token, text);
    expect(res.statusCode).toBe(200);
    const draft = profileImportSchema.parse(res.json());
    expect(draft.reader).toBe('llm');
    expect(model.prompts.at(-1)).toContain('Bluefield Labs');
    expect(draft.profile.personalDetails.skills).toEqual(['React', 'Node.js']);
    expect(draft.hourlyRate).toBeNull();
    expect(draft.profile.projectExperience).toEqual([
      {
        projectName: 'Senior Software Engineer at Northwind Analytics',
        projectType: 'Employment',
        projectDescription:
          'Jan 2021 - Present\nLed the rebuild of the customer dashboard in React and moved reporting to PostgreSQL.',
        projectSkills: ['React'],
      },
    ]);
    expect(draft.profile.portfolio).toEqual([
      { portfolioType: 'linkedin', portfolioUrl: 'https://www.linkedin.com/in/priya-sharma-dev' },
    ]);
    // A draft, still held to the 17 checks before it can be saved.
    expect(profileSchema.safeParse(draft.profile).success).toBe(true);
  });

  it('falls back to the built-in parser when the model fails or answers no JSON', async () => {
    const user = await signedInUser(t);
    for (const behaviour of [{ status: 500 }, { answer: 'Sorry, I cannot help with that.' }]) {
      model.set(behaviour);
      const draft = profileImportSchema.parse((await importPage(t, user.token, page('upwork-minimal.txt'))).json());
      expect(draft).toMatchObject({ reader: 'offline', source: 'upwork', hourlyRate: 30 });
    }
  });
});
