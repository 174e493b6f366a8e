import { z } from 'zod';
import { claimSchema } from '../proposal/check.js';
import { safeText } from '../text.js';

/** An apply page asks a handful of screening questions; more than this is not a real page. */
export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_QUESTION_MAX = 500;
/** A drafted answer is a few sentences: the client reads it beside the proposal, not instead of it. */
export const SCREENING_ANSWER_WORDS_MAX = 150;

/** Why a question got no drafted answer: the user answers it. */
export const SCREENING_REASONS = [
  'rate',
  'availability',
  'personal',
  'language',
  'judgement',
  'nothing',
  'failed',
] as const;
export type ScreeningReason = (typeof SCREENING_REASONS)[number];

export const screeningMessages = {
  heading: 'Screening questions',
  hint: 'Paste the questions from the apply page, one per line. Each gets a drafted answer with the proposal.',
  label: 'Questions, one per line',
  answerLabel: (position: number) => `Answer to question ${position}`,
  copyLabel: (position: number) => `Copy answer ${position}`,
  templateLabel: 'Answers template',
  tooMany: `Add at most ${SCREENING_QUESTIONS_MAX} screening questions.`,
  tooLong: `A screening question can be at most ${SCREENING_QUESTION_MAX} characters.`,
  blank: 'A screening question cannot be empty.',
  notQuestionTemplate: 'The answers template must be an Upwork screening-question template.',
  copied: 'Answer copied to the clipboard',
  copyFailed: 'The answer could not be copied. Select the text and copy it instead.',
  noAnswers: 'No screening questions were answered with this proposal.',
  /** Shown where a drafted answer would be: the question is the freelancer's to answer. */
  reasons: {
    rate: 'Only you can answer this: your rate',
    availability: 'Only you can answer this: when you can start',
    personal: 'Only you can answer this: your own circumstances',
    language: 'The built-in writer answers in English only: answer this one yourself',
    judgement: 'This asks for your own judgement on the job, which the built-in writer cannot give: answer it yourself',
    nothing: 'Your profile holds nothing that answers this: answer it yourself',
    failed: 'This answer could not be written this time: answer it yourself or generate again',
  } satisfies Record<ScreeningReason, string>,
} as const;

/** The apply page's questions, as the generation request carries them. */
export const screeningQuestionsSchema = z
  .array(safeText().trim().min(1, screeningMessages.blank).max(SCREENING_QUESTION_MAX, screeningMessages.tooLong))
  .max(SCREENING_QUESTIONS_MAX, screeningMessages.tooMany);

/** One question with its drafted answer (plain text), or null and why the freelancer answers it. */
export const screeningAnswerSchema = z.object({
  question: z.string(),
  answer: z.string().nullable(),
  /** The `screeningMessages.reasons` text when `answer` is null; null when it was answered. */
  reason: z.string().nullable(),
  /** What the answer says of the freelancer and what in the profile backs it. */
  claims: z.array(claimSchema),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** `GET job/{id}/answers`: a proposal's answers, in the order the questions were asked. */
export const screeningAnswersResponseSchema = z.object({ answers: z.array(screeningAnswerSchema) });

/** Questions pasted one per line: blank lines and a list's numbering ("1.", "2)") go. */
export const splitQuestions = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line !== '');
