import { profileUrl } from '../page-kind';
import type { LinkedInPerson, PageFields, PageReading } from '../types';
import { firstFound, firstOf, newTrace, noFields, selectorOf, type Source, type Trace } from './fields';
import { findMessageBox, findNoteField, MESSAGE_BOX, NOTE_FIELDS } from './linkedin-fields';
import { headingTitled } from './sections';
import { blockText, clean, visibleText } from './text';

/** "(3) Dana Whitfield | LinkedIn" → "Dana Whitfield": the count is unread notifications. */
export function nameFromDocumentTitle(title: string): string | null {
  const text = clean(title).replace(/^\(\d+\)\s*/, '');
  const cut = text.lastIndexOf(' | ');
  return cut > 0 ? text.slice(0, cut).trim() || null : null;
}

const follows = (anchor: Element, element: Element): boolean =>
  (anchor.compareDocumentPosition(element) & anchor.DOCUMENT_POSITION_FOLLOWING) !== 0 && !element.contains(anchor);

/** The first element in the top card, after the name, that matches `selector` and has text of its own. */
function afterName(
  name: Element | null,
  card: Element | null,
  selector: string,
  accept: (element: Element) => boolean = () => true,
): string | null {
  for (const element of card?.querySelectorAll(selector) ?? []) {
    if (name && !follows(name, element)) continue;
    const text = accept(element) ? visibleText(element) : '';
    if (text) return text;
  }
  return null;
}

/** Without any hook, the headline is the first innermost block under the name. */
const isInnermostBlock = (element: Element): boolean => element.querySelector('div') === null;

const isHeaderPart = (element: Element): boolean =>
  /^h[1-6]$/.test(element.localName) || element.matches('#about, .pvs-header__container');

/** The About text without its heading or the "…see more" that ends a collapsed text. */
const aboutText = (element: Element): string | null =>
  blockText(element, { skip: isHeaderPart })
    .replace(/^about(?:\n|$)/i, '')
    .replace(/\s*(?:…|\.\.\.)?\s*see more$/i, '')
    .trim() || null;

function aboutSources(doc: Document): Source<string>[] {
  const anchored = doc.getElementById('about')?.closest('section') ?? null;
  const headed = headingTitled(doc.querySelector('main') ?? doc, 'About')?.closest('section') ?? null;
  const section = firstFound<Element>([
    { from: 'section:has(#about)', read: () => anchored },
    { from: 'section:has(h2 "About")', read: () => headed },
  ]);
  const inner = '[class*="inline-show-more-text"] span[aria-hidden="true"]';
  return [
    {
      from: `${section?.from ?? 'section'} ${inner}`,
      read: () => {
        const span = section?.value.querySelector(inner);
        return span ? aboutText(span) : null;
      },
    },
    { from: section?.from ?? 'section', read: () => (section ? aboutText(section.value) : null) },
  ];
}

function readPerson(trace: Trace, doc: Document): Omit<LinkedInPerson, 'url'> {
  const h1 = doc.querySelector('main h1') ?? doc.querySelector('h1');
  const card = h1?.closest('section') ?? doc.querySelector('main section');
  const name = firstOf(trace, 'name', [
    { from: 'h1', read: () => (h1 ? visibleText(h1) || null : null) },
    { from: 'document.title', read: () => nameFromDocumentTitle(doc.title) },
  ]);
  const headline = firstOf(trace, 'headline', [
    { from: '.text-body-medium', read: () => afterName(h1, card, '.text-body-medium') },
    {
      from: '[data-generated-suggestion-target]',
      read: () => afterName(h1, card, '[data-generated-suggestion-target]'),
    },
    { from: 'div after h1', read: () => afterName(h1, card, 'div', isInnermostBlock) },
  ]);
  const about = firstOf(trace, 'about', aboutSources(doc));
  return { name: name ?? '', headline: headline ?? '', about: about ?? '' };
}

/** The note and message fields are reported only while open; their absence is not a missing field. */
function readFields(trace: Trace, doc: Document): PageFields {
  const note = findNoteField(doc);
  const message = findMessageBox(doc);
  if (note) trace.matched.note = note.from;
  if (message) trace.matched.message = message.from;
  return {
    ...noFields(),
    note: selectorOf(note, NOTE_FIELDS).read(),
    message: selectorOf(message, [MESSAGE_BOX]).read(),
  };
}

/** A LinkedIn profile: who the person is, and the note or message field when one is open. */
export function readLinkedInProfile(doc: Document, url: string): PageReading {
  const trace = newTrace();
  const person = { ...readPerson(trace, doc), url: profileUrl(url) ?? url };
  trace.matched.url = 'url';
  const fields = readFields(trace, doc);
  return { page: 'linkedin-profile', job: null, person, fields, missing: trace.missing, matched: trace.matched };
}
