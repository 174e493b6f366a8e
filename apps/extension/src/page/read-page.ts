import { pageKind } from './page-kind';
import { noFields } from './readers/fields';
import { readLinkedInProfile } from './readers/linkedin-profile';
import { readUpworkApply } from './readers/upwork-apply';
import { readUpworkJob } from './readers/upwork-job';
import type { PageKind, PageReading } from './types';

/**
 * What the extension reads on a page it has no reader for: nothing, and nothing reported missing. An Upwork
 * profile is only ever read whole, for the profile import (`readProfileText`).
 */
const nothingRead = (page: PageKind): PageReading => ({
  page,
  job: null,
  person: null,
  fields: noFields(),
  missing: [],
  matched: {},
});

/** Reads a page with the reader its address calls for. Reads only; never changes the page. */
export function readPage(doc: Document, url: string): PageReading {
  const page = pageKind(url);
  switch (page) {
    case 'job':
      return readUpworkJob(doc, url);
    case 'apply':
      return readUpworkApply(doc, url);
    case 'linkedin-profile':
      return readLinkedInProfile(doc, url);
    case 'upwork-profile':
    case 'unknown':
      return nothingRead(page);
  }
}
