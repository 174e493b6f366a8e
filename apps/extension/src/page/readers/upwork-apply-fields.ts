import { normaliseLabel } from '../label-match';
import type { Located } from './fields';
import { nthOfType, uniqueSelector } from './selector';
import { visibleText } from './text';

export interface QuestionField {
  label: string;
  element: HTMLTextAreaElement;
  /** A selector that finds this field again, given to the panel. */
  selector: string;
}

export const COVER_LETTER = 'textarea[aria-labelledby="cover_letter_label"]';
const COVER_LETTER_BY_LABEL = 'label "Cover Letter" textarea';

/** The textarea a label names: through `for`, else the nearest one in the label's form group. */
function textareaForLabel(label: HTMLLabelElement): HTMLTextAreaElement | null {
  const target = label.htmlFor ? label.ownerDocument.getElementById(label.htmlFor) : null;
  if (target?.localName === 'textarea') return target as HTMLTextAreaElement;
  let group = label.parentElement;
  for (let level = 0; group && level < 3; level += 1, group = group.parentElement) {
    const textarea = group.querySelector('textarea');
    if (textarea) return textarea;
  }
  return null;
}

export function findCoverLetter(doc: Document): Located<HTMLTextAreaElement> | null {
  const hooked = doc.querySelector<HTMLTextAreaElement>(COVER_LETTER);
  if (hooked) return { element: hooked, from: COVER_LETTER };
  for (const label of doc.querySelectorAll('label')) {
    if (normaliseLabel(visibleText(label)) !== 'cover letter') continue;
    const textarea = textareaForLabel(label);
    if (textarea) return { element: textarea, from: COVER_LETTER_BY_LABEL };
  }
  return null;
}

/** The text naming a field: its `aria-labelledby` targets, its `<label>`, or the label in its form group. */
export function labelOf(field: HTMLTextAreaElement): string {
  const doc = field.ownerDocument;
  const byAria = (field.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? doc.getElementById(id) : null))
    .filter((element): element is HTMLElement => element !== null)
    .map(visibleText)
    .join(' ');
  const label = field.labels?.[0] ?? field.closest('.form-group, .air3-form-group')?.querySelector('label') ?? null;
  return byAria.trim() || (label ? visibleText(label) : '');
}

export const QUESTION_GROUPS = '.fe-proposal-job-questions .form-group';
const LABELLED_TEXTAREAS = 'textarea with a label beside the cover letter';

const questionField = (element: HTMLTextAreaElement, candidates: string[]): QuestionField[] => {
  const label = labelOf(element);
  return label ? [{ label, element, selector: uniqueSelector(element, candidates) }] : [];
};

/**
 * The screening questions' answer fields on the apply page. Without the questions block, the other labelled
 * textareas of the cover letter's form are taken — never anything on a page without a cover letter, so
 * answers cannot land in some other site's field.
 */
export function findQuestionFields(doc: Document): { from: string; fields: QuestionField[] } | null {
  const grouped = [...doc.querySelectorAll(QUESTION_GROUPS)].flatMap((group) => {
    const textarea = group.querySelector('textarea');
    const nth = `.fe-proposal-job-questions .form-group:nth-of-type(${nthOfType(group)}) textarea`;
    return textarea ? questionField(textarea, [nth]) : [];
  });
  if (grouped.length > 0) return { from: QUESTION_GROUPS, fields: grouped };

  const coverLetter = findCoverLetter(doc)?.element;
  if (!coverLetter) return null;
  const form = coverLetter.closest('form') ?? coverLetter.closest('main') ?? doc;
  const labelled = [...form.querySelectorAll('textarea')]
    .filter((textarea) => textarea !== coverLetter)
    .flatMap((textarea) => questionField(textarea, []));
  return labelled.length > 0 ? { from: LABELLED_TEXTAREAS, fields: labelled } : null;
}
