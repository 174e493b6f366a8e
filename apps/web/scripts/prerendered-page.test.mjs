import { describe, expect, it } from 'vitest';
import { checkShell, fillShell, mergeClassStyles } from './prerendered-page.mjs';

// The shape `vite build` writes index.html in.
const shell = `<!doctype html><html><head><title>Quillbid</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
</head><body><div id="root"></div></body></html>`;

const globalStyle = '<style data-emotion="css-global 9x">body{margin:0}</style>';
const markup =
  `<title>Sign in · Quillbid</title>${globalStyle}` +
  '<style data-emotion="css 1a">.css-1a{display:grid}</style><main class="css-1a">' +
  '<style data-emotion="css 2b 3c">.css-2b{color:red}.css-3c{color:blue}</style><h1 class="css-2b">Welcome back</h1></main>';

describe('mergeClassStyles', () => {
  it('makes one element of the class styles, naming every id in order, after the global styles', () => {
    expect(
      mergeClassStyles([
        '<style data-emotion="css 1a">.a{}</style>',
        globalStyle,
        '<style data-emotion="css 2b 3c">.b{}.c{}</style>',
      ]),
    ).toEqual([globalStyle, '<style data-emotion="css 1a 2b 3c">.a{}.b{}.c{}</style>']);
  });

  it('leaves a page with only global styles as it is', () => {
    expect(mergeClassStyles([globalStyle])).toEqual([globalStyle]);
  });
});

describe('fillShell', () => {
  const page = fillShell(shell, markup, { theme: 'light', session: 'missing' });
  const head = page.slice(0, page.indexOf('</head>'));

  it('puts the title and the styles in the head, the class styles in one element, and the markup in #root with what it was drawn for', () => {
    expect(head).toContain('<title>Sign in · Quillbid</title>');
    expect(page.match(/<style data-emotion=/g)).toHaveLength(2);
    expect(head).toContain(`${globalStyle}<style data-emotion="css 1a 2b 3c">`);
    expect(page).toContain(
      '<div id="root" data-prerendered-theme="light" data-prerendered-session="missing"><main class="css-1a"><h1 class="css-2b">Welcome back</h1></main></div><div id="root-end" hidden></div>',
    );
  });

  it("asks for the page's scripts at low priority, since they only take over what is drawn", () => {
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b2.js">');
  });

  it('refuses a page React could not draw in full', () => {
    expect(() =>
      fillShell(shell, '<!--$!--><template data-msg="no window"></template>', { theme: 'light', session: 'missing' }),
    ).toThrow('a part of the page failed to render: no window');
  });
});

describe('checkShell', () => {
  it('accepts what vite writes and refuses a shell without a root to fill', () => {
    expect(() => checkShell(shell, 'index.html')).not.toThrow();
    expect(() => checkShell(shell.replace('<div id="root"></div>', ''), 'sign-in.html')).toThrow(
      'sign-in.html has no <div id="root"></div>',
    );
  });
});
