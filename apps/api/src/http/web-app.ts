import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpMessages, isLiveSessionToken, readCookie, THEME_COOKIE, TOKEN_COOKIE } from '@quillbid/shared';
import { z } from 'zod';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Vite fingerprints everything under assets/, so those files never change; everything else (index.html
 * above all, which names the current fingerprints) is checked with the server on every use. A file may be
 * sent as its .br or .gz twin, so caches must keep one copy per Accept-Encoding.
 */
function setCacheHeaders(res: SetHeadersResponse, filePath: string) {
  res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
  // Which HTML a page's address gets depends on the cookies (see pageFile).
  res.setHeader('Vary', filePath.endsWith('.html') ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
}

/**
 * apps/web/scripts/prerender.mjs writes it: for each pre-rendered page's path, the visitors it is drawn for
 * (`missing`: no session, `valid`: signed in) and its file in each theme.
 */
const prerenderedPagesSchema = z.record(
  z.string(),
  z.object({ session: z.enum(['missing', 'valid']), light: z.string(), dark: z.string() }),
);
type PrerenderedPages = z.infer<typeof prerenderedPagesSchema>;

function readPrerenderedPages(webDist: string): PrerenderedPages {
  const listing = path.join(webDist, 'prerendered', 'pages.json');
  return existsSync(listing) ? prerenderedPagesSchema.parse(JSON.parse(readFileSync(listing, 'utf8'))) : {};
}

/**
 * The file a page's address gets. A pre-rendered page goes, drawn already in the visitor's theme, to the
 * visitors it was drawn for: the sign-in page to those without a live session (no token, or an expired one,
 * which the page clears), the dashboard to those with one. Anyone else gets index.html, and the app decides
 * where to go (a signed-in visitor at /login is sent on to the dashboard, an expired one at /dashboard to sign
 * in with a notice). The cookies only pick among public files here: they never authenticate anything, and a
 * signed-in page is drawn without anyone's data.
 */
function pageFile(request: FastifyRequest, prerendered: PrerenderedPages): string {
  const page = prerendered[request.url.split('?', 1)[0] ?? ''];
  const cookies = request.headers.cookie ?? '';
  // The signature is left to the API calls, which verify every token they are sent.
  const token = readCookie(cookies, TOKEN_COOKIE);
  const session = token !== null && isLiveSessionToken(token) ? 'valid' : 'missing';
  if (page === undefined || page.session !== session) return 'index.html';
  return readCookie(cookies, THEME_COOKIE) === 'dark' ? page.dark : page.light;
}

/**
 * A request for a file rather than a page: anything under /assets/, or a last path segment with an
 * extension. When no such file exists it must fail, not get index.html: a page still running an older
 * build asks for chunks a deploy removed, and HTML in place of JavaScript would fail later and less clearly.
 */
function isFileRequest(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '';
}

/**
 * Serves the built web app next to the API: real files first, then index.html (or a pre-rendered page) for
 * every other GET outside /api so the browser's router takes over. Unknown /api paths and missing files answer JSON 404.
 * The build writes a .br and a .gz beside each text file (apps/web/scripts/precompress.mjs); a browser
 * that accepts one gets it instead of the plain file.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  const prerendered = hasWebApp ? readPrerenderedPages(webDist) : {};
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      // The compressed twins are served in place of their originals, never at addresses of their own; the
      // source maps are read by the server alone (client error reports) and not published.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      // Off, or send's own `max-age=0` would replace the header set below.
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isFileRequest(request.url);
    if (isApi || !hasWebApp || !isPage) {
      return reply.code(404).send({ error: httpMessages.notFound, code: 'NOT_FOUND' });
    }
    return reply.sendFile(pageFile(request, prerendered));
  });
}
