import { SCREENING_QUESTION_MAX, SCREENING_QUESTIONS_MAX, type GenerateJobInput } from '@quillbid/shared';

/**
 * The page's screening questions as a generation carries them, and the label each answer fills. A page is
 * not ours to trust: blank labels go, and only as many and as long as the API takes are sent, so an odd
 * page never costs the user the proposal itself.
 */
export function screeningRequest(labels: string[]): {
  body: Pick<GenerateJobInput, 'questions'>;
  answerKeys: string[];
} {
  const answerKeys = labels.filter((label) => label.trim() !== '').slice(0, SCREENING_QUESTIONS_MAX);
  if (answerKeys.length === 0) return { body: {}, answerKeys };
  return { body: { questions: answerKeys.map((label) => label.trim().slice(0, SCREENING_QUESTION_MAX)) }, answerKeys };
}
