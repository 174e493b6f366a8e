import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import '../page/agent';
import { readCharactersLeft } from '../page/counter';
import { insertIntoPage } from '../page/insert';
import { readPage } from '../page/read-page';
import { readProfileText } from '../page/readers/profile-text';
import { waitForPage } from '../page/wait';

/** How long a page that is still rendering (the marketplace is a single-page app) gets before it is read. */
const RENDER_WAIT_MS = 5_000;

/**
 * Injected into the tab only when the side panel asks (never on page load, never polling): it reads the
 * page it is in and fills its fields, and sends nothing anywhere. Each injection puts its own agent in place:
 * a tab that ran an older version of the extension still holds that version's agent in this world, which
 * lacks what the panel now asks of it.
 */
export default defineUnlistedScript(() => {
  globalThis.quillbidAgent = {
    async read() {
      await waitForPage(document, location.href, RENDER_WAIT_MS);
      return readPage(document, location.href);
    },
    async readProfileText() {
      await waitForPage(document, location.href, RENDER_WAIT_MS);
      return readProfileText(document, location.href);
    },
    async insert(request) {
      const result = insertIntoPage(document, request);
      // The page's framework redraws its character counter on the next frame, after the input event.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return { ...result, charactersLeft: readCharactersLeft(document) ?? result.charactersLeft };
    },
  };
});
