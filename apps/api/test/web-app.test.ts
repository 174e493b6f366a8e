import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages, THEME_COOKIE, TOKEN_COOKIE } from '@quillbid/shared';
import { createTestApp, type TestApp } from './support/test-app.js';

// A built web app with one page chunk: what a deploy leaves on disk.
const webDist = mkdtempSync(path.join(tmpdir(), 'quillbid-web-app-'));
const indexHtml = '<!doctype html><div id="root"></div>';
const loginChunk = 'export const LoginPage = () => null;';
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, 'assets/LoginPage-5b1e0a7c.js'), loginChunk);
writeFileSync(path.join(webDist, 'assets/LoginPage-5b1e0a7c.js.gz'), gzipSync(loginChunk));
writeFileSync(path.join(webDist, 'assets/LoginPage-5b1e0a7c.js.map'), '{"version":3,"sources":[],"mappings":""}');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The sign-in page and the dashboard drawn at build time, in each theme (apps/web/scripts/prerender.mjs).
const drawn = (page: string, theme: string) =>
  `<!doctype html><div id="root" data-prerendered-theme="${theme}">${page}</div>`;
const loginHtml = { light: drawn('<form></form>', 'light'), dark: drawn('<form></form>', 'dark') };
const dashboardHtml = { light: drawn('<nav></nav>', 'light'), dark: drawn('<nav></nav>', 'dark') };
mkdirSync(path.join(webDist, 'prerendered'));
for (const theme of ['light', 'dark'] as const) {
  writeFileSync(path.join(webDist, `prerendered/login.${theme}.html`), loginHtml[theme]);
  writeFileSync(path.join(webDist, `prerendered/dashboard.${theme}.html`), dashboardHtml[theme]);
}
writeFileSync(
  path.join(webDist, 'prerendered/pages.json'),
  JSON.stringify({
    '/login': { session: 'missing', light: 'prerendered/login.light.html', dark: 'prerendered/login.dark.html' },
    '/dashboard': {
      session: 'valid',
      light: 'prerendered/dashboard.light.html',
      dark: 'prerendered/dashboard.dark.html',
    },
  }),
);

/** A session cookie whose token expires `inSeconds` from now (its signature is never read here). */
const sessionCookie = (inSeconds: number) => {
  const payload = Buffer.from(JSON.stringify({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + inSeconds }));
  return `${TOKEN_COOKIE}=eyJhbGciOiJIUzI1NiJ9.${payload.toString('base64url')}.c2ln`;
};
const live = sessionCookie(3600);
const expired = sessionCookie(-60);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('missing files of the web app', () => {
  it('answers a chunk an older build asked for with JSON 404, not index.html, so the page fails fast', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const encoding of [undefined, 'gzip, br']) {
        const res = await t.app.inject({
          method,
          url: '/assets/GenerateProposalPage-0d9c4e21.js',
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        if (method === 'GET') expect(res.json()).toEqual({ error: httpMessages.notFound, code: 'NOT_FOUND' });
      }
    }
  });

  it('answers 404 for anything under /assets/ and for any missing path with a file extension, source maps included', async () => {
    for (const url of [
      '/assets/',
      '/assets/styles',
      '/assets/LoginPage-5b1e0a7c.js.gz',
      '/assets/LoginPage-5b1e0a7c.js.map',
      '/favicon.ico',
      '/robots.txt',
      '/dashboard/assets/index-3f2a1c9d.js',
      '/login.html?next=/dashboard',
    ]) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('still serves the real files, and index.html for every page, a dot in its query string included', async () => {
    const chunk = await t.app.inject({ url: '/assets/LoginPage-5b1e0a7c.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe(loginChunk);
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);

    for (const url of ['/', '/signup', '/dashboard/templates/edit-template/42', '/verify-email?token=a.b.c']) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toBe(indexHtml);
    }
  });
});

describe('pre-rendered pages', () => {
  const login = (cookie?: string) =>
    t.app.inject({ url: '/login?next=%2Fdashboard', headers: cookie ? { cookie } : {} });

  it('sends a first visit to /login the page drawn in the theme its cookie names, light without one', async () => {
    const light = await login();
    expect(light.statusCode).toBe(200);
    expect(light.body).toBe(loginHtml.light);
    expect(light.headers['content-type']).toContain('text/html');
    expect(light.headers.vary).toContain('Cookie');
    expect((await login(`${THEME_COOKIE}=dark`)).body).toBe(loginHtml.dark);
    expect((await login(`other=1; ${THEME_COOKIE}=light`)).body).toBe(loginHtml.light);
    expect((await login(`${THEME_COOKIE}=neon`)).body).toBe(loginHtml.light);
  });

  it('sends index.html to a browser holding a session, so the app can send it on to the dashboard', async () => {
    const res = await login(`${THEME_COOKIE}=dark; ${live}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
    expect(res.headers.vary).toContain('Cookie');
    // A cleared token cookie is no session.
    expect((await login(`${TOKEN_COOKIE}=`)).body).toBe(loginHtml.light);
  });

  it('sends the drawn sign-in page to a browser whose session has expired, or whose token cannot be read', async () => {
    expect((await login(`${THEME_COOKIE}=dark; ${expired}`)).body).toBe(loginHtml.dark);
    // A token without an expiry, or not a token at all, is no session either, as the app reads it.
    expect((await login(`${TOKEN_COOKIE}=eyJhbGciOiJIUzI1NiJ9.e30.c2ln`)).body).toBe(loginHtml.light);
    expect((await login(`${TOKEN_COOKIE}=not-a-token`)).body).toBe(loginHtml.light);
  });

  it('sends a browser holding a session the dashboard drawn in its theme, and one without index.html', async () => {
    const dashboard = (cookie?: string) => t.app.inject({ url: '/dashboard', headers: cookie ? { cookie } : {} });
    const light = await dashboard(live);
    expect(light.statusCode).toBe(200);
    expect(light.body).toBe(dashboardHtml.light);
    expect(light.headers.vary).toContain('Cookie');
    expect((await dashboard(`${THEME_COOKIE}=dark; ${live}`)).body).toBe(dashboardHtml.dark);
    // Without a session the app sends the visitor to sign in, from index.html.
    expect((await dashboard()).body).toBe(indexHtml);
    expect((await dashboard(`${TOKEN_COOKIE}=`)).body).toBe(indexHtml);
    // Nor is the drawn dashboard shown to a session that has expired: the app sends it to sign in with a notice.
    expect((await dashboard(expired)).body).toBe(indexHtml);
    // The dashboard's other pages are drawn in the browser.
    expect((await t.app.inject({ url: '/dashboard/history', headers: { cookie: live } })).body).toBe(indexHtml);
  });

  it('keeps every other page, and every method but GET and HEAD, off the pre-rendered files', async () => {
    expect((await t.app.inject({ url: '/login/extra' })).body).toBe(indexHtml);
    expect((await t.app.inject({ url: '/signup' })).body).toBe(indexHtml);
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});
