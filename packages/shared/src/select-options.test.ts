import { describe, expect, it } from 'vitest';
import { labelledOptions, lengthOptions, PORTFOLIO_TYPES, portfolioLabels } from './index.js';

describe('labelledOptions', () => {
  it("pairs each value with its label, in the list's order", () => {
    expect(labelledOptions(PORTFOLIO_TYPES, portfolioLabels)).toEqual([
      { value: 'github', label: 'GitHub' },
      { value: 'linkedin', label: 'LinkedIn' },
      { value: 'upwork', label: 'Upwork' },
    ]);
  });

  it("gives the length select the spec's words", () => {
    expect(lengthOptions.map((option) => option.label)).toEqual([
      'Short (80–120 words)',
      'Medium (150–300 words)',
      'Long (300–450 words)',
    ]);
  });
});
