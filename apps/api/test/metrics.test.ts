import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quillbid/shared';
import { newAccount, post, send, signedInUser } from './support/factories.js';
import { failingWriter, jobBody, readyUser } from './support/job-fixtures.js';
import { freePort } from './support/ports.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const METRICS_TOKEN = 'scraper-token-that-is-long-enough-to-guess-never';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics without a token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/metrics does not exist', async () => {
    const res = await scrape(t, `Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('error');
  });
});

describe('metrics for the scraper holding METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      METRICS_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_RETRY_BASE_MS: '600000',
    });
  });
  afterAll(() => t.close());

  it('refuses anyone without the token, a user signed in to the app included', async () => {
    const user = await signedInUser(t);
    for (const authorization of [undefined, 'Bearer not-the-token', METRICS_TOKEN, `Bearer ${user.token}`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ error: authMessages.invalidOrMissingToken, code: 'UNAUTHORIZED' });
    }
  });

  it("counts answers by the route as declared, a request no route matched under one name, and Node's own figures", async () => {
    await t.app.inject({ url: '/api/profile' });
    await t.app.inject({ url: '/api/profile/0e2d6a52-0000-4000-8000-000000000000' });
    await t.app.inject({ url: '/api/no/such/route/123' });

    const res = await scrape(t, `Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const count = (route: string, status: number) =>
      sample(
        text,
        `quillbid_http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`,
      );
    expect(count('/api/profile', 401)).toBe(1);
    expect(count('/api/profile/:id', 401)).toBe(1);
    expect(count('unmatched', 404)).toBe(1);
    expect(text).not.toContain('/api/no/such');
    expect(text).not.toContain('0e2d6a52');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("counts a streamed generation once its stream has ended, and the writer's call in it", async () => {
    const user = await readyUser(t);
    const stream = await send(
      t.app,
      'POST',
      '/api/job/stream',
      user.token,
      jobBody(user, { questions: ['Do you have experience with dashboards?'] }),
    );
    expect(stream.body).toContain('event: done');
    const text = (await scrape(t, `Bearer ${METRICS_TOKEN}`)).body;
    expect(
      sample(
        text,
        'quillbid_http_request_duration_seconds_count{method="POST",route="/api/job/stream",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'quillbid_writer_duration_seconds_count{mode="offline",call="write",outcome="ok"}')).toBe(1);
    // The screening question, answered in the same generation.
    expect(sample(text, 'quillbid_writer_duration_seconds_count{mode="offline",call="answer",outcome="ok"}')).toBe(1);
  });

  it('shows mail waiting in the outbox while the SMTP server is away', async () => {
    const before = sample((await scrape(t, `Bearer ${METRICS_TOKEN}`)).body, 'quillbid_mail_outbox_pending') ?? NaN;
    expect((await post(t.app, '/api/auth/register', newAccount())).statusCode).toBe(201);

    const text = (await scrape(t, `Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(text, 'quillbid_mail_outbox_pending')).toBe(before + 1);
    expect(sample(text, 'quillbid_mail_outbox_oldest_pending_seconds')).toBeGreaterThan(0);
  });

  it('counts the pages that failed in browsers, by kind', async () => {
    const report = (kind: string) =>
      post(t.app, '/api/client-errors', { kind, message: 'Something threw', page: '/dashboard/history' });
    for (const kind of ['render', 'render', 'chunk']) expect((await report(kind)).statusCode).toBe(204);

    const text = (await scrape(t, `Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(text, 'quillbid_client_errors_total{kind="render"}')).toBe(2);
    expect(sample(text, 'quillbid_client_errors_total{kind="chunk"}')).toBe(1);
  });

  it.runIf(onPostgres)("shows the database pool's connections on PostgreSQL", async () => {
    const text = (await scrape(t, `Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(text, 'quillbid_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'quillbid_db_pool_connections{state="waiting"}')).toBe(0);
  });
});

describe('metrics of a writer that fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN }, { writer: failingWriter });
  });
  afterAll(() => t.close());

  it('counts the failure, the one a stream reports inside its 200 answer included', async () => {
    const user = await readyUser(t);
    expect((await send(t.app, 'POST', '/api/job', user.token, jobBody(user))).statusCode).toBe(502);
    expect((await send(t.app, 'POST', '/api/job/stream', user.token, jobBody(user))).body).toContain('event: error');

    const text = (await scrape(t, `Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(text, 'quillbid_writer_duration_seconds_count{mode="llm",call="write",outcome="error"}')).toBe(2);
    expect(
      sample(text, 'quillbid_writer_duration_seconds_count{mode="llm",call="write",outcome="ok"}'),
    ).toBeUndefined();
  });
});
