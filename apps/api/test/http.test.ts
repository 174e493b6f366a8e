import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages, packagesResponseSchema, UNPACKED_EXTENSION_ID } from '@quillbid/shared';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { newAccount, post } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'quillbid-web-'));
const indexHtml = '<!doctype html><div id="root"></div>';
const appScript = `export const words = ${JSON.stringify('proposal '.repeat(200))};`;
/** A built file with the .br and .gz twins the web build writes beside it. */
function writeBuilt(file: string, text: string) {
  writeFileSync(path.join(webDist, file), text);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
}
mkdirSync(path.join(webDist, 'assets'));
writeBuilt('index.html', indexHtml);
writeBuilt('assets/index-3f2a1c9d.js', appScript);
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers an unknown /api route with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: httpMessages.notFound, code: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON with 400 JSON, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: httpMessages.malformedJson, code: 'MALFORMED_JSON' });
  });

  it('answers a body over 1 MB with 413 JSON', async () => {
    const res = await post(t.app, '/api/auth/register', { ...newAccount(), firstName: 'x'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(httpMessages.bodyTooLarge);
  });

  it('answers a wrong content type with 4xx JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('web app', () => {
  it('serves index.html for browser routes so the client router takes over', async () => {
    for (const url of ['/', '/login', '/dashboard/settings', '/some/unknown/page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends the brotli or gzip twin of a file to a browser that accepts it, and the file itself otherwise', async () => {
    const url = '/assets/index-3f2a1c9d.js';
    for (const [accept, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['gzip, deflate, br', brotliDecompressSync],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decompress(res.rawPayload).toString()).toBe(appScript);
    }
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
    // A file the build left uncompressed still goes out as it is.
    const icon = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('never serves a compressed twin at an address of its own', async () => {
    const res = await t.app.inject({ url: '/assets/index-3f2a1c9d.js.br' });
    expect(res.statusCode).toBe(404);
  });

  it('caches fingerprinted assets for a year and makes index.html and the app routes revalidate', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const headers = accept ? { 'accept-encoding': accept } : {};
      const asset = await t.app.inject({ url: '/assets/index-3f2a1c9d.js', headers });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/index.html', '/favicon.svg', '/dashboard/history']) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('answers the app routes with the compressed index.html, so the client router still takes over', async () => {
    const res = await t.app.inject({ url: '/dashboard/job/generate', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('sends security headers: a CSP without inline script, no framing, nosniff, a referrer policy', async () => {
    const res = await t.app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe.com');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('public endpoints', () => {
  it('GET /api/packages groups the seeded plans by packageType: a free plan, paid plans and agencyExpansion', async () => {
    const res = await t.app.inject({ url: '/api/packages' });
    expect(res.statusCode).toBe(200);
    const groups = packagesResponseSchema.parse(res.json());
    expect(Object.keys(groups)).toEqual(['free', 'starter', 'pro', 'agencyExpansion']);
    expect(groups.free?.[0]?.monthlyPrice).toBe(0);
    const paid = Object.values(groups)
      .flat()
      .filter((p) => p.monthlyPrice > 0);
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const plan of paid) expect(plan.annualPrice).toBeLessThan(plan.monthlyPrice * 12);
    expect(groups.agencyExpansion?.[0]?.addUser).toBeGreaterThan(0);
  });

  it('GET /api/config tells the browser which integrations are on, and nothing secret', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({
      googleClientId: null,
      billingMode: 'test',
      mailMode: 'outbox',
      writerMode: 'offline',
      stripePricingTable: null,
      extensionIds: [UNPACKED_EXTENSION_ID],
      extensionStoreUrl: null,
      supportEmail: null,
      supportUrl: null,
      docsUrl: null,
      communityUrl: null,
    });
  });

  it('GET /api/config gives the store listing and the help links when they are set', async () => {
    const links = {
      extensionStoreUrl: 'https://chromewebstore.google.com/detail/quillbid/abc',
      supportEmail: 'help@quillbid.example',
      supportUrl: 'https://quillbid.example/chat',
      docsUrl: 'https://quillbid.example/faq',
      communityUrl: 'https://community.quillbid.example/',
    };
    const configured = await createTestApp({
      EXTENSION_STORE_URL: links.extensionStoreUrl,
      SUPPORT_EMAIL: links.supportEmail,
      SUPPORT_URL: links.supportUrl,
      DOCS_URL: links.docsUrl,
      COMMUNITY_URL: links.communityUrl,
    });
    try {
      expect((await configured.app.inject({ url: '/api/config' })).json()).toMatchObject(links);
    } finally {
      await configured.close();
    }
  });

  it.each([
    [{ SUPPORT_URL: 'javascript:alert(1)' }, 'SUPPORT_URL'],
    [{ EXTENSION_STORE_URL: 'ftp://example.com/quillbid' }, 'EXTENSION_STORE_URL'],
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
  ])('refuses a help or store link the browser should not open: %j', (env, variable) => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env })).toThrow(variable);
  });

  it('with Stripe, gives the pricing table’s public ids, never a secret, and lets Stripe’s script and frames in', async () => {
    const stripe = await createTestApp({
      WEB_DIST: webDist,
      STRIPE_SECRET_KEY: 'sk_test_secret_value',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret_value',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      STRIPE_PRICING_TABLE_ID: 'prctbl_123',
    });
    try {
      const config = await stripe.app.inject({ url: '/api/config' });
      expect(config.json()).toMatchObject({
        billingMode: 'stripe',
        stripePricingTable: { publishableKey: 'pk_test_public', pricingTableId: 'prctbl_123' },
      });
      expect(config.body).not.toMatch(/sk_test|whsec_/);
      const csp = String((await stripe.app.inject({ url: '/dashboard/settings' })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain("frame-src 'self' https://js.stripe.com");
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await stripe.close();
    }
  });

  it('GET /api/health says the process is alive', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document with the spec paths under the /api server', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().servers).toEqual([{ url: '/api' }]);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/auth/register', '/auth/login', '/auth/confirm/{token}', '/users', '/packages']),
    );
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 JSON once an IP exceeds the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await post(limited.app, '/api/auth/login', {
        email: `user${i}@example.com`,
        password: 'wrong password',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toEqual({ error: httpMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits one account even when the attempts come from many IPs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset-request',
        payload: { email: 'target@example.com' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits registration, reset, Google sign-in and invite acceptance too', async () => {
    for (const url of [
      '/api/auth/register',
      '/api/auth/reset-password',
      '/api/auth/firebase-auth',
      '/api/users/verify-invite',
      '/api/users/invite-details',
    ]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post(limited.app, url, {}, undefined)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    }
  });

  it('limits invitations sent by one owner', async () => {
    // Signed in directly: this app's login limit is spent by the tests above.
    const [owner] = await limited.database.db
      .insert(users)
      .values({ email: 'owner@example.com', firstName: 'Olive', lastName: 'Owner', emailVerified: true })
      .returning();
    const token = await limited.app.ctx.sessions.sign({ userId: owner?.id ?? '', tokenVersion: 0 }, false);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await post(limited.app, '/api/users/invite-user', { email: `m${i}@example.com` }, token)).statusCode,
      );
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    // A fresh key space per run: the limiter's keys include the account e-mail.
    for (let i = 0; i < 2; i += 1)
      apps.push(await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', REDIS_URL: process.env.TEST_REDIS_URL ?? '' }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('counts one account across two processes', async () => {
    const email = `shared-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const app = apps[i % 2]!.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset-request',
        payload: { email },
        remoteAddress: `10.1.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
