import { describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS, onboardingAnswerSchema, onboardingResponseSchema } from './onboarding.js';

describe('onboarding', () => {
  it('has seven questions with distinct keys, each with at least two answers', () => {
    expect(ONBOARDING_QUESTIONS).toHaveLength(7);
    expect(new Set(ONBOARDING_QUESTIONS.map((question) => question.key)).size).toBe(7);
    for (const question of ONBOARDING_QUESTIONS) expect(question.options.length).toBeGreaterThanOrEqual(2);
  });

  it("asks the spec's goal question last, with its three answers", () => {
    expect(ONBOARDING_QUESTIONS[6]).toEqual({
      key: 'goal',
      question: 'What is your main goal?',
      options: ['Find jobs faster', 'Spend less time writing', 'Create high-quality cover letters'],
    });
  });

  it("accepts only one of the question's own answers", () => {
    expect(onboardingAnswerSchema.safeParse({ question: 'usesAiTools', answer: 'No' }).success).toBe(true);
    expect(onboardingAnswerSchema.safeParse({ question: 'usesAiTools', answer: 'Technical' }).success).toBe(false);
    expect(onboardingAnswerSchema.safeParse({ question: 'goal', answer: 'Find jobs faster' }).success).toBe(true);
  });

  it('no longer takes answers to the retired marketplace question', () => {
    expect(onboardingAnswerSchema.safeParse({ question: 'mainPlatform', answer: 'Upwork' }).success).toBe(false);
  });

  it('reads stored answers, dropping one to the retired marketplace question', () => {
    const parsed = onboardingResponseSchema.parse({ answers: { usesAiTools: 'Yes', mainPlatform: 'LinkedIn' } });
    expect(parsed).toEqual({ answers: { usesAiTools: 'Yes' } });
  });
});
