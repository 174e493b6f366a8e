import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileBody, signedInUser } from './support/factories.js';
import { jobBody, readyUser } from './support/job-fixtures.js';
import { insertProposals, userIdOf } from './support/proposals.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = 'gzip, deflate, br, zstd';

const get = (url: string, token: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

/** A user whose history holds twenty proposals the length of real ones, written for a long post. */
async function userWithLongHistory() {
  const user = await signedInUser(t);
  const paragraph = (n: number) =>
    `<p>Paragraph ${n}: I have built analytics dashboards in React for SaaS teams, with charts fed from PostgreSQL.</p>`;
  await insertProposals(
    t,
    await userIdOf(t, user.email),
    Array.from({ length: 20 }, (_, i) => ({
      jobTitle: `React analytics dashboard ${i}`,
      jobDescription: 'We need a React developer to build an analytics dashboard for our SaaS. '.repeat(20),
      aiResponse: Array.from({ length: 8 }, (_, n) => paragraph(n)).join(''),
      wordCount: 150,
    })),
  );
  return user;
}

describe('compressed answers', () => {
  it('sends a history page in brotli to a browser and in gzip to a client that takes only gzip, the same JSON once decoded', async () => {
    const user = await userWithLongHistory();
    const plain = await get('/api/job?page=1&pageSize=20', user.token);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().jobs).toHaveLength(20);

    const brotli = await get('/api/job?page=1&pageSize=20', user.token, BROWSER);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const gzip = await get('/api/job?page=1&pageSize=20', user.token, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses pages built for their request and the insights alike', async () => {
    const user = await userWithLongHistory();
    for (const url of ['/api/job?page=2&pageSize=10', '/api/insights']) {
      const plain = await get(url, user.token);
      const brotli = await get(url, user.token, BROWSER);
      expect(plain.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('compresses the history export as it streams', async () => {
    const user = await userWithLongHistory();
    const plain = await get('/api/job/export.csv', user.token);
    const gzip = await get('/api/job/export.csv', user.token, 'gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.rawPayload.toString('utf8'));
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('sends answers under a kilobyte as they are', async () => {
    const user = await signedInUser(t);
    const res = await get('/api/users', user.token, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().email).toBe(user.email);
  });

  it('leaves a proposal streamed as it is written uncompressed, so each piece arrives when it is written', async () => {
    const user = await readyUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/stream',
      headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': BROWSER },
      payload: jobBody(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('event: chunk');
    expect(res.body).toContain('event: done');
  });

  it('refuses a compressed request body instead of inflating it, and saves nothing', async () => {
    const user = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify(profileBody())),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    const list = await get('/api/profile', user.token);
    expect(list.json().profiles).toEqual([]);
  });
});
