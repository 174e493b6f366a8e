import type { Located } from './fields';

export const NOTE_FIELDS = ['[role="dialog"] textarea[name="message"]', '[role="dialog"] textarea'];
export const MESSAGE_BOX = 'div[role="textbox"][contenteditable="true"]';

/** The invitation note's textarea, present only while the "Add a note" dialog is open. */
export function findNoteField(doc: Document): Located<HTMLTextAreaElement> | null {
  for (const selector of NOTE_FIELDS) {
    const element = doc.querySelector<HTMLTextAreaElement>(selector);
    if (element) return { element, from: selector };
  }
  return null;
}

/** The message box of an open conversation: an editable block, not a form field. */
export function findMessageBox(doc: Document): Located<HTMLElement> | null {
  const element = doc.querySelector<HTMLElement>(MESSAGE_BOX);
  return element ? { element, from: MESSAGE_BOX } : null;
}
