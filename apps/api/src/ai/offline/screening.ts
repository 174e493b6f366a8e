import { escapeHtml } from '@quillbid/shared';
import type { Question } from '../analysis/questions.js';
import type { AnswersInput } from '../writer.js';
import { screeningParts } from './answers.js';
import { factsFor } from './facts.js';
import { snippetRole, type SnippetRole } from './snippets.js';
import { fillTemplate, paragraph, readTemplate, renderTemplate, insertBefore, type Fill } from './template.js';

type Parts = NonNullable<ReturnType<typeof screeningParts>>;

/** Which part of an answer a question template's snippet asks for; null leaves the snippet's sentence out. */
const PART_OF: Partial<Record<SnippetRole, keyof Parts>> = {
  answers: 'direct',
  hook: 'direct',
  proof: 'evidence',
  fit: 'evidence',
  years: 'evidence',
  skills: 'evidence',
  portfolio: 'evidence',
  steps: 'steps',
};

/**
 * The offline writer's screening answers: each written on its own (an answer cannot point to "the project
 * mentioned above"), from the profile and the post, in the question template's structure when there is
 * one. Null for a question it cannot answer honestly (it is left to the freelancer).
 */
export function composeAnswers(input: AnswersInput): (string | null)[] {
  return input.questions.map((question) => composeAnswer(input, question));
}

function composeAnswer(input: AnswersInput, question: Question): string | null {
  const f = factsFor(input.reading, input.profile, { tone: input.tone, length: 'short' });
  const parts = screeningParts(f, question);
  if (!parts) return null;
  const plain = () => [...parts.direct, ...parts.steps, ...parts.evidence].map((line) => `<p>${escapeHtml(line)}</p>`);
  const { doc, slots } = readTemplate(input.templateDetail ?? '');
  // A template without snippets would give every question the same words: the answer stands alone instead.
  if (slots.length === 0) return plain().join('');

  const roles = slots.map((slot) => snippetRole(slot.instruction));
  const fills: Fill[] = roles.map((role) => {
    if (role === 'ownName') return { text: f.firstName, after: [] };
    const part = role ? PART_OF[role] : undefined;
    const lines = part ? parts[part] : [];
    return { text: lines.length > 0 ? lines.join(' ') : null, after: [] };
  });
  // The answer itself comes first even when the template has no place for it.
  const placed = roles.some((role) => role !== null && PART_OF[role] === 'direct');
  fillTemplate(slots, fills);
  if (!placed) insertBefore(doc, null, [paragraph(parts.direct.join(' '))]);
  return renderTemplate(doc);
}
