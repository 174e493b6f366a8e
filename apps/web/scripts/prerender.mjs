// Draws the public pages a first visit lands on at build time, in each theme, so the server can send them
// ready to read instead of an empty page waiting for its JavaScript; the app then takes them over (src/main.tsx).
// Run after `vite build` and the server build of src/prerender.tsx:
//   node scripts/prerender.mjs [dist folder, default: dist] [server build folder, default: node_modules/.prerender]
// Writes dist/prerendered/: one HTML file per page and theme, and pages.json, which the API reads to find them.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The sign-in page is where nearly every visit starts. Pages that read their address (a token, an invite) or
// a session are left to the browser.
const PAGES = ['/login'];
const THEMES = ['light', 'dark'];
const OUTPUT = 'prerendered';

const dist = path.resolve(process.argv[2] ?? 'dist');
const serverBuild = path.resolve(process.argv[3] ?? 'node_modules/.prerender');

// React and the libraries the server build imports pick their production code from this.
process.env.NODE_ENV = 'production';
/** @type {{ renderPage(page: string, theme: string): Promise<string> }} */
const { renderPage } = await import(pathToFileURL(path.join(serverBuild, 'prerender.js')).href);

const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
if (!shell.includes(EMPTY_ROOT) || !TITLE.test(shell)) throw new Error(`index.html has no ${EMPTY_ROOT} or <title>`);

// Emotion writes each component's styles just before its first element; the app's copy of emotion finds them by
// their data-emotion attribute wherever they are (and moves them to the head itself).
const STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

// A browser may paint a page it has only partly read, then move what it painted as the rest arrives (the form is
// centred on the page's height). The page stays undrawn until the marker after #root has been read.
const END_MARKER = '<div id="root-end" hidden></div>';
const DRAW_WHEN_READ = '<style>#root:not(:has(+ #root-end)){content-visibility:hidden}</style>';

/**
 * index.html with the page drawn into #root, and in the head the page's own title (React hoists it to the front)
 * and its styles, which among the markup would also let a half-read page be painted.
 */
function fillShell(markup, theme) {
  // React marks a part it could not draw, to be drawn in the browser instead, with <!--$!-->.
  if (markup.includes('<!--$!-->')) {
    const reason = /data-msg="([^"]*)"/.exec(markup)?.[1] ?? 'unknown';
    throw new Error(`a part of the page failed to render: ${reason}`);
  }
  const title = TITLE.exec(markup)?.[0];
  const styles = markup.match(STYLE) ?? [];
  const body = (title === undefined ? markup : markup.replace(title, '')).replace(STYLE, '');
  return shell
    .replace(TITLE, () => title ?? TITLE.exec(shell)[0])
    .replace('</head>', () => `${DRAW_WHEN_READ}${styles.join('')}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered-theme="${theme}">${body}</div>${END_MARKER}`);
}

const outputDir = path.join(dist, OUTPUT);
await rm(outputDir, { recursive: true, force: true });
await mkdir(outputDir);
const pages = {};
for (const page of PAGES) {
  pages[page] = {};
  for (const theme of THEMES) {
    const file = `${page.slice(1).replaceAll('/', '-')}.${theme}.html`;
    try {
      await writeFile(path.join(outputDir, file), fillShell(await renderPage(page, theme), theme));
    } catch (error) {
      throw new Error(`pre-rendering ${page} (${theme}) failed`, { cause: error });
    }
    pages[page][theme] = `${OUTPUT}/${file}`;
  }
}
await writeFile(path.join(outputDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(`pre-rendered ${PAGES.join(', ')} in ${THEMES.join(' and ')}`);
