import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM, VirtualConsole } from 'jsdom';
import { FIXTURE_URLS, type FixtureName } from '../fixtures/urls';

// Paths, not URL objects: under the jsdom environment the global URL is jsdom's, which Node's fs refuses.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export const fixturePath = (name: FixtureName): string => join(FIXTURES, name);

export const fixtureHtml = (name: FixtureName): string => readFileSync(fixturePath(name), 'utf8');

export interface PageOptions {
  /** Run the page's inline scripts (the fixtures' stand-ins for the page's framework). */
  scripts?: boolean;
}

/** A page in its own window at `url`, as the extension finds it in a tab. */
export function pageFrom(html: string, url: string, options: PageOptions = {}): Document {
  const dom = new JSDOM(html, {
    url,
    virtualConsole: new VirtualConsole(),
    ...(options.scripts ? { runScripts: 'dangerously' as const } : {}),
  });
  return dom.window.document;
}

/** A fixture loaded at the address it mirrors (or another one, to test how addresses are told apart). */
export function loadFixture(name: FixtureName, options: PageOptions & { url?: string } = {}): Document {
  return pageFrom(fixtureHtml(name), options.url ?? FIXTURE_URLS[name], options);
}

/** The element a test needs to change; fails the test, rather than passing silently, when it is not there. */
export function element<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

/** The page's own window, whose event constructors and prototypes its elements use. */
export function windowOf(doc: Document): Window & typeof globalThis {
  const view = doc.defaultView;
  if (!view) throw new Error('The document has no window');
  return view;
}
