// Draws the public pages a first visit lands on at build time, in each theme, so the server can send them
// ready to read instead of an empty page waiting for its JavaScript; the app then takes them over (src/main.tsx).
// Run after `vite build` and the server build of src/prerender.tsx:
//   node scripts/prerender.mjs [dist folder, default: dist] [server build folder, default: node_modules/.prerender]
// Writes dist/prerendered/: one HTML file per page and theme, and pages.json, which the API reads to find them.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkShell, fillShell } from './prerendered-page.mjs';

// The sign-in page is where nearly every visit starts, and the dashboard where every signed-in one does. The
// dashboard is drawn as it first shows to anyone signed in, before their data arrives. Pages that read their
// address (a token, an invite) are left to the browser. `session`: the visitors each page is for; `shell`: the
// HTML it is written into, which names its scripts (the sign-in page is an app of its own, src/app/SignInApp.tsx).
const PAGES = [
  { path: '/login', session: 'missing', shell: 'sign-in.html' },
  { path: '/dashboard', session: 'valid', shell: 'index.html' },
];
const THEMES = ['light', 'dark'];
const OUTPUT = 'prerendered';

const dist = path.resolve(process.argv[2] ?? 'dist');
const serverBuild = path.resolve(process.argv[3] ?? 'node_modules/.prerender');

// React and the libraries the server build imports pick their production code from this.
process.env.NODE_ENV = 'production';
/** @type {{ renderPage(page: string, theme: string, session: string): Promise<string> }} */
const { renderPage } = await import(pathToFileURL(path.join(serverBuild, 'prerender.js')).href);

/** @type {Map<string, string>} */
const shells = new Map();
for (const { shell } of PAGES) {
  if (shells.has(shell)) continue;
  const html = await readFile(path.join(dist, shell), 'utf8');
  checkShell(html, shell);
  shells.set(shell, html);
}

const outputDir = path.join(dist, OUTPUT);
await rm(outputDir, { recursive: true, force: true });
await mkdir(outputDir);
const pages = {};
for (const { path: page, session, shell } of PAGES) {
  pages[page] = { session };
  for (const theme of THEMES) {
    const file = `${page.slice(1).replaceAll('/', '-')}.${theme}.html`;
    try {
      const markup = await renderPage(page, theme, session);
      await writeFile(path.join(outputDir, file), fillShell(shells.get(shell), markup, { theme, session }));
    } catch (error) {
      throw new Error(`pre-rendering ${page} (${theme}) failed`, { cause: error });
    }
    pages[page][theme] = `${OUTPUT}/${file}`;
  }
}
await writeFile(path.join(outputDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(`pre-rendered ${PAGES.map((page) => page.path).join(', ')} in ${THEMES.join(' and ')}`);
