import { PROFILE_PAGE_MAX } from '@quillbid/shared';
import { pageKind, profileUrl } from '../page-kind';
import type { ProfilePageKind, ProfilePageText } from '../types';
import { blockText, type BlockTextOptions } from './text';

/** How each site lays a profile out, where the markup alone would read it differently from the screen. */
const LAYOUTS: Record<ProfilePageKind, BlockTextOptions> = {
  'upwork-profile': {},
  'linkedin-profile': {
    // The degree of connection ("2nd") beside the name is about the viewer, and would read as the headline.
    skip: (element) => element.matches('.distance-badge'),
    // A position's company, dates and place are spans stacked in a flex column.
    ownLine: (element) => element.parentElement?.matches('.flex-column') ?? false,
  },
};

/** Cut at the last line break that fits what the import takes, so it never gets half a line. */
function bounded(text: string): string {
  if (text.length <= PROFILE_PAGE_MAX) return text;
  const cut = text.lastIndexOf('\n', PROFILE_PAGE_MAX);
  return text.slice(0, cut > 0 ? cut : PROFILE_PAGE_MAX).trimEnd();
}

/**
 * The text of a profile page for the web app's profile import: the profile's main content in reading order,
 * one line per block, as selecting the page and copying it gives it — without the site's navigation, side
 * column and messaging. Null on pages that are not profiles, or that show no text yet.
 */
export function readProfileText(doc: Document, url: string): ProfilePageText | null {
  const kind = pageKind(url);
  if (kind !== 'upwork-profile' && kind !== 'linkedin-profile') return null;
  const content = doc.querySelector('main') ?? doc.body;
  const text = content ? bounded(blockText(content, LAYOUTS[kind])) : '';
  return text === '' ? null : { text, url: profileUrl(url) ?? url };
}
