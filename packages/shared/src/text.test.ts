import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldLabel,
  firstIssue,
  hasUnsavableCharacter,
  profileSchema,
  registerSchema,
  safeText,
  signUpFormSchema,
  userUpdateSchema,
} from './index.js';

const account = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical engine' };

describe('hasUnsavableCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a high surrogate alone', 'a\uD83Db'],
    ['a low surrogate alone', 'a\uDE00b'],
    ['a high surrogate at the end', 'abc\uD83D'],
    ['two high surrogates', '\uD83D\uD83D\uDE00'],
  ])('finds %s', (_, value) => {
    expect(hasUnsavableCharacter(value)).toBe(true);
  });

  it('lets every well-formed string through, emoji and other astral characters included', () => {
    expect(hasUnsavableCharacter('Zoë 🚀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \t\n\u0001 \uFFFD')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(hasUnsavableCharacter(value)).toBe(value.includes('\u0000'));
      }),
      { seed: 15, numRuns: 500 },
    );
  });
});

describe('fieldLabel', () => {
  it('names the field by the last key of the path, in words', () => {
    expect(fieldLabel(['profileSummary'])).toBe('Profile Summary');
    expect(fieldLabel(['personalDetails', 'skills', 0])).toBe('Skills');
    expect(fieldLabel(['stripeCustomerId'])).toBe('Stripe Customer ID');
    expect(fieldLabel(['jobUrl'])).toBe('Job URL');
    expect(fieldLabel([])).toBe('This field');
  });
});

describe('safeText', () => {
  it('refuses NUL and lone surrogates with a message naming the field', () => {
    const result = profileSchema.safeParse({ profileSummary: 'Six years\u0000 of SaaS' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['profileSummary'],
      message: 'Profile Summary contains a character that cannot be saved.',
    });
    expect(firstIssue(userUpdateSchema.safeParse({ firstName: 'Ad\uD800a' }))).toBe(
      'First Name contains a character that cannot be saved.',
    );
  });

  it('keeps every other message and its order for text that can be saved', () => {
    expect(firstIssue(registerSchema.safeParse({ ...account, firstName: '  ' }))).toBe(
      'Please fill all required fields',
    );
    expect(firstIssue(safeText().max(3, 'too long').safeParse('abcd'))).toBe('too long');
    expect(safeText().trim().parse('  kept  ')).toBe('kept');
  });

  it('reaches the forms that check through the request schemas', () => {
    const form = { ...account, lastName: 'Love\u0000lace', confirmPassword: account.password, acceptTerms: true };
    expect(firstIssue(signUpFormSchema.safeParse(form))).toBe('Last Name contains a character that cannot be saved.');
  });
});
