// How scripts/prerender.mjs turns a page's HTML (index.html, sign-in.html) and its server-rendered markup into
// the HTML the server sends a first visit.

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

// Emotion writes each component's styles just before its first element; the app's copy of emotion finds them by
// their data-emotion attribute wherever they are, and moves each one to the head itself.
const STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;
const CLASS_STYLE = /^<style data-emotion="css ([^"]*)">([^<]*)<\/style>$/;

// A browser may paint a page it has only partly read, then move what it painted as the rest arrives (the form is
// centred on the page's height). The page stays undrawn until the marker after #root has been read.
const END_MARKER = '<div id="root-end" hidden></div>';
const DRAW_WHEN_READ = '<style>#root:not(:has(+ #root-end)){content-visibility:hidden}</style>';

// A drawn page is read before its scripts run, and they only take it over: asked for at low priority, they leave
// the way to what the paint needs. Lighthouse's model of a slow phone counts every high-priority script that
// arrived before the first paint as holding it back, as a classic script in the head would.
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload") /g;

/** Throws unless a page's HTML (index.html, sign-in.html) has what `fillShell` fills in. */
export function checkShell(shell, name) {
  if (!shell.includes(EMPTY_ROOT) || !TITLE.test(shell)) {
    throw new Error(`${name} has no ${EMPTY_ROOT} or <title>`);
  }
}

/**
 * The page's class styles as one element, as emotion's own server rendering writes them (`data-emotion="css id1
 * id2 …"`). The app's emotion moves every element it finds to the head, each move a style sheet parsed again:
 * for the sign-in page's fifty elements that took 2.9–4.3 ms in Chromium on a fast machine, and 1.1–1.3 ms
 * once merged. Global styles stay apart, since each is taken over by its own name.
 */
export function mergeClassStyles(styles) {
  const ids = [];
  const rules = [];
  const globals = [];
  for (const style of styles) {
    const [, names, css] = CLASS_STYLE.exec(style) ?? [];
    if (names === undefined) globals.push(style);
    else {
      ids.push(names);
      rules.push(css);
    }
  }
  if (ids.length === 0) return globals;
  return [...globals, `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`];
}

/**
 * The page's HTML with the page drawn into #root, and in the head the page's own title (React hoists it to the
 * front), its styles, which among the markup would also let a half-read page be painted, and its scripts at low
 * priority. #root names the theme and the session the page was drawn for: the app takes it over only when its own
 * match (src/app/takeOver.ts).
 */
export function fillShell(shell, markup, { theme, session }) {
  // React marks a part it could not draw, to be drawn in the browser instead, with <!--$!-->.
  if (markup.includes('<!--$!-->')) {
    const reason = /data-msg="([^"]*)"/.exec(markup)?.[1] ?? 'unknown';
    throw new Error(`a part of the page failed to render: ${reason}`);
  }
  const title = TITLE.exec(markup)?.[0];
  const styles = mergeClassStyles(markup.match(STYLE) ?? []);
  const body = (title === undefined ? markup : markup.replace(title, '')).replace(STYLE, '');
  return shell
    .replace(SCRIPT_TAGS, '<$1 fetchpriority="low" ')
    .replace(TITLE, () => title ?? TITLE.exec(shell)[0])
    .replace('</head>', () => `${DRAW_WHEN_READ}${styles.join('')}</head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-prerendered-theme="${theme}" data-prerendered-session="${session}">${body}</div>${END_MARKER}`,
    );
}
