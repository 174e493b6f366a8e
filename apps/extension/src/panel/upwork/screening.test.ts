import { describe, expect, it } from 'vitest';
import { screeningRequest } from './screening';

describe('the screening questions sent with a generation', () => {
  it('sends the page’s questions as read, each keyed to the label its answer fills', () => {
    expect(screeningRequest(['Have you used Stripe?', ' What is your rate? '])).toEqual({
      body: { questions: ['Have you used Stripe?', 'What is your rate?'] },
      answerKeys: ['Have you used Stripe?', ' What is your rate? '],
    });
  });

  it('sends nothing for a page without questions', () => {
    expect(screeningRequest([])).toEqual({ body: {}, answerKeys: [] });
    expect(screeningRequest(['  '])).toEqual({ body: {}, answerKeys: [] });
  });

  it('keeps within what the API takes: ten questions with text, each at most 500 characters', () => {
    const labels = ['', ...Array.from({ length: 12 }, (_, i) => `Question ${i + 1}?`)];
    const { body, answerKeys } = screeningRequest(labels);
    expect(body.questions).toHaveLength(10);
    expect(answerKeys[0]).toBe('Question 1?');
    expect(screeningRequest(['x'.repeat(600)]).body.questions?.[0]).toHaveLength(500);
  });
});
