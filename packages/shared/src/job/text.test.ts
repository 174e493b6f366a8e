import { describe, expect, it } from 'vitest';
import { sentences, termMatcher } from './text.js';

describe('sentences', () => {
  const post = 'Hi there,\n\nWe run a shop. We need someone to:\n- audit the theme\n- fix the menu\n\nThanks!';

  it('joins an introduction to its first list item and keeps the rest as items', () => {
    expect(sentences(post)).toEqual([
      'Hi there,',
      'We run a shop.',
      'We need someone to audit the theme',
      'fix the menu',
      'Thanks!',
    ]);
  });

  it('drops greetings when reading a job post', () => {
    expect(sentences(post, { dropGreetings: true })[0]).toBe('We run a shop.');
    expect(sentences('Hello, we need a logo.', { dropGreetings: true })).toEqual(['we need a logo.']);
  });
});

describe('termMatcher', () => {
  it('matches whole terms in one normalised text', () => {
    const inText = termMatcher('Next.js and C# on AWS, not Reactive.');
    expect(['Next.js', 'C#', 'AWS'].every(inText)).toBe(true);
    expect(inText('React')).toBe(false);
  });
});
