import { readCharactersLeft } from './counter';
import { matchAnswers } from './label-match';
import { findMessageBox, findNoteField } from './readers/linkedin-fields';
import { findCoverLetter, findQuestionFields } from './readers/upwork-apply-fields';
import type { InsertRequest, InsertResult } from './types';
import { editableWritable, textareaWritable, type Writable } from './write-text';

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a field holds text of the user's: empty, or what an earlier insert put there, is not theirs. */
const holdsOtherText = (field: Writable, text: string) => {
  const current = squeezed(field.current());
  return current !== '' && current !== squeezed(text);
};

/**
 * Puts the user's text into the page: the cover letter and screening answers on the apply page, the note or
 * the message on LinkedIn. It only writes those fields — never a rate, Connects or boost input — and never
 * clicks or submits: sending stays the user's act. Text the user typed is kept unless `replace` is set.
 */
export function insertIntoPage(doc: Document, request: InsertRequest): InsertResult {
  const result: InsertResult = { filled: [], occupied: [], absent: [], charactersLeft: null };

  const put = (name: string, field: Writable | null, text: string | undefined) => {
    if (text === undefined || text.trim() === '') return;
    if (!field) result.absent.push(name);
    else if (!request.replace && holdsOtherText(field, text)) result.occupied.push(name);
    else {
      field.write(text);
      result.filled.push(name);
    }
  };

  const coverLetter = findCoverLetter(doc);
  put('coverLetter', coverLetter ? textareaWritable(coverLetter.element) : null, request.coverLetter);

  if (request.answers && request.answers.length > 0) {
    const fields = findQuestionFields(doc)?.fields ?? [];
    // A written field is named by the page's label; an answer with no field, by the question it answers.
    for (const { answer, field } of matchAnswers(request.answers, fields)) {
      const name = `question:${field?.label ?? answer.question}`;
      put(name, field ? textareaWritable(field.element) : null, answer.text);
    }
  }

  const note = findNoteField(doc);
  put('note', note ? textareaWritable(note.element) : null, request.note);
  const message = findMessageBox(doc);
  put('message', message ? editableWritable(message.element) : null, request.message);

  result.charactersLeft = readCharactersLeft(doc);
  return result;
}
