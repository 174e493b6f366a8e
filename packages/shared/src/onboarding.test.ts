import { describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS, onboardingAnswerSchema, preferredPlatform } from './onboarding.js';

describe('onboarding', () => {
  it('has seven questions with distinct keys, each with at least two answers', () => {
    expect(ONBOARDING_QUESTIONS).toHaveLength(7);
    expect(new Set(ONBOARDING_QUESTIONS.map((question) => question.key)).size).toBe(7);
    for (const question of ONBOARDING_QUESTIONS) expect(question.options.length).toBeGreaterThanOrEqual(2);
  });

  it("accepts only one of the question's own answers", () => {
    expect(onboardingAnswerSchema.safeParse({ question: 'usesAiTools', answer: 'No' }).success).toBe(true);
    expect(onboardingAnswerSchema.safeParse({ question: 'usesAiTools', answer: 'Technical' }).success).toBe(false);
  });

  it('turns the marketplace answer into the template platform to show first', () => {
    expect(preferredPlatform({ mainPlatform: 'LinkedIn' })).toBe('LINKEDIN');
    expect(preferredPlatform({ mainPlatform: 'Upwork' })).toBe('UPWORK');
    expect(preferredPlatform({ mainPlatform: 'Both' })).toBeNull();
    expect(preferredPlatform(undefined)).toBeNull();
  });
});
