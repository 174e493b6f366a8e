import { pageKind } from './page-kind';
import { findCoverLetter } from './readers/upwork-apply-fields';
import { JOB_SHOWN, jobScope } from './readers/upwork-scope';

/** Whether the element a page's reader needs first has rendered; null for pages with no reader. */
function readinessCheck(url: string): ((doc: Document) => boolean) | null {
  switch (pageKind(url)) {
    case 'job':
      return (doc) => Boolean(jobScope(doc, url)?.querySelector(JOB_SHOWN));
    case 'apply':
      return (doc) => findCoverLetter(doc) !== null;
    case 'linkedin-profile':
      return (doc) => doc.querySelector('h1') !== null;
    case 'upwork-profile':
      // The profile's content renders in the browser after the page shell; the freelancer's name is its heading.
      return (doc) => doc.querySelector('main h1, main h2') !== null;
    case 'unknown':
      return null;
  }
}

/**
 * Waits until the page has rendered what its reader needs (the marketplace and LinkedIn render in the
 * browser, after the address changes), watching the document rather than polling it. Resolves after
 * `timeoutMs` regardless, so a page that changed its markup is still read — as far as it can be.
 */
export function waitForPage(doc: Document, url: string, timeoutMs: number): Promise<void> {
  const isReady = readinessCheck(url);
  if (!isReady || isReady(doc)) return Promise.resolve();
  const Observer = doc.defaultView?.MutationObserver ?? globalThis.MutationObserver;
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new Observer(() => {
      if (isReady(doc)) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    observer.observe(doc, { childList: true, subtree: true });
  });
}
