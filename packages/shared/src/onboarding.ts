import { z } from 'zod';
import { safeText } from './text.js';

/** The questionnaire of spec section 9: seven questions, in the spec's order, one answer each. */
export const ONBOARDING_QUESTIONS = [
  {
    key: 'serviceType',
    question: 'What type of services do you offer?',
    options: ['Technical', 'Marketing', 'Design', 'Professional Services', 'Other'],
  },
  {
    key: 'hoursPerWeek',
    question: 'How many hours a week do you spend freelancing?',
    options: ['Under 5', '5 to 20', 'Over 20', 'Full-time', 'Agency'],
  },
  {
    key: 'hourlyRate',
    question: 'What is your hourly rate?',
    options: ['Under $20', '$20-40', '$40-80', '$80+'],
  },
  {
    key: 'biggestChallenge',
    question: 'What is your biggest challenge on the marketplace?',
    options: [
      'Cost of Connects',
      'Time finding the right price',
      'Time writing proposals',
      'Cover letters that convert',
      'Other',
    ],
  },
  {
    key: 'jobsPerWeek',
    question: 'How many jobs do you apply to each week?',
    options: ['Under 5', '5-15', '15-40', 'Over 40'],
  },
  {
    key: 'usesAiTools',
    question: 'Do you use AI tools to write your cover letters?',
    options: ['Yes', 'No'],
  },
  {
    key: 'goal',
    question: 'What is your main goal?',
    options: ['Find jobs faster', 'Spend less time writing', 'Create high-quality cover letters'],
  },
] as const;

export const ONBOARDING_STEP_COUNT = ONBOARDING_QUESTIONS.length;

export type OnboardingQuestionKey = (typeof ONBOARDING_QUESTIONS)[number]['key'];

const questionKeys = ONBOARDING_QUESTIONS.map((question) => question.key) as [
  OnboardingQuestionKey,
  ...OnboardingQuestionKey[],
];

export const onboardingMessages = {
  unknownAnswer: 'Please choose one of the offered answers.',
  saveFailed: 'Your answer could not be saved. Please try again.',
  stepOf: (step: number) => `Step ${step} of ${ONBOARDING_STEP_COUNT}`,
} as const;

/** `POST onboarding`: one answer, which must be one of that question's options. */
export const onboardingAnswerSchema = z
  .strictObject({
    question: z.enum(questionKeys),
    answer: safeText().min(1).max(100),
  })
  .refine(
    ({ question, answer }) =>
      ONBOARDING_QUESTIONS.find((entry) => entry.key === question)?.options.some((option) => option === answer),
    { message: onboardingMessages.unknownAnswer, path: ['answer'] },
  );
export type OnboardingAnswerInput = z.input<typeof onboardingAnswerSchema>;

/**
 * One optional answer per question asked. An object rather than a record so that answers to questions no
 * longer asked (the marketplace question that step 7 once held) are dropped instead of failing the reply.
 */
const answersSchema = z.object(
  Object.fromEntries(questionKeys.map((key) => [key, z.string().optional()])) as Record<
    OnboardingQuestionKey,
    z.ZodOptional<z.ZodString>
  >,
);

/** `GET onboarding` and the answer to `POST onboarding`: the answers given so far, by question. */
export const onboardingResponseSchema = z.object({ answers: answersSchema });
export type OnboardingAnswers = z.infer<typeof onboardingResponseSchema>['answers'];
