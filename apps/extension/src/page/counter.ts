import { findCoverLetter } from './readers/upwork-apply-fields';
import { findNoteField } from './readers/linkedin-fields';
import { clean } from './readers/text';

/** Upwork: "4,211 characters left". */
const CHARACTERS_LEFT = /[\d,]+\s+characters? left/i;
/** LinkedIn: "42/300", alone in its element. */
const USED_OF_MAX = /^[\d,]+\s*\/\s*[\d,]+$/;
/** How far up from the field the counter may sit: the field's wrapper, its form group, and a little beyond. */
const LEVELS = 4;

const NOT_SHOWN = new Set(['textarea', 'input', 'select', 'script', 'style', 'template']);

/** The text of a block without what is inside form fields (a textarea's default value is not a counter). */
function shownText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType !== node.ELEMENT_NODE || NOT_SHOWN.has((node as Element).localName)) return '';
  return [...node.childNodes].map(shownText).join(' ');
}

/** The page's own character counter nearest the field, as it reads now; null when the page shows none. */
export function counterNear(field: Element): string | null {
  let block = field.parentElement;
  for (let level = 0; block && level < LEVELS; level += 1, block = block.parentElement) {
    const left = CHARACTERS_LEFT.exec(clean(shownText(block)));
    if (left) return left[0];
    for (const element of block.querySelectorAll('*')) {
      const text = clean(shownText(element));
      if (USED_OF_MAX.test(text)) return text;
    }
  }
  return null;
}

/** The counter by the cover letter on the apply page, or by the invitation note on LinkedIn. */
export function readCharactersLeft(doc: Document): string | null {
  const field = findCoverLetter(doc)?.element ?? findNoteField(doc)?.element;
  return field ? counterNear(field) : null;
}
