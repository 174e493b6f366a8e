import { clean } from './readers/text';

/**
 * A question's label reduced to its words: the job page, the apply page and the model may differ in case,
 * spacing, a trailing "?" or ":", a required-field "*" or an "(optional)".
 */
export function normaliseLabel(label: string): string {
  return clean(label)
    .toLowerCase()
    .replace(/(?:\s|\*|\(optional\)|[.?!:;,])+$/, '');
}

export interface Matched<A, F> {
  answer: A;
  field: F | null;
}

/**
 * Pairs each answer with the field whose label is the same question: exact matches first for every answer,
 * then a label that contains the other, so a loose match never takes the field another answer names exactly.
 * Each field takes at most one answer.
 */
export function matchAnswers<A extends { question: string }, F extends { label: string }>(
  answers: readonly A[],
  fields: readonly F[],
): Matched<A, F>[] {
  const free = new Set(fields);
  const keyed = answers.map((answer) => ({ answer, key: normaliseLabel(answer.question), field: null as F | null }));
  const take = (pick: (label: string, key: string) => boolean) => {
    for (const entry of keyed) {
      if (entry.field || entry.key === '') continue;
      const field = [...free].find((candidate) => pick(normaliseLabel(candidate.label), entry.key)) ?? null;
      if (field) {
        free.delete(field);
        entry.field = field;
      }
    }
  };
  take((label, key) => label === key);
  take((label, key) => label !== '' && (label.includes(key) || key.includes(label)));
  return keyed.map(({ answer, field }) => ({ answer, field }));
}
