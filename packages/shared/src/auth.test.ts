import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptInviteFormSchema,
  authMessages,
  firstIssue,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  signUpFormSchema,
} from './index.js';

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
  acceptTerms: true,
};

/**
 * Each failing field with its first message, in the order the schema reported them: what a form marks,
 * and its first entry is the one the spec shows.
 */
const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const fields = new Map<string, string>();
  for (const { path, message } of result.error?.issues ?? []) {
    const key = path.join('.');
    if (!fields.has(key)) fields.set(key, message);
  }
  return [...fields];
};

describe('signUpFormSchema', () => {
  it('checks the terms first, then the required fields, then the matching passwords', () => {
    expect(firstIssue(signUpFormSchema.safeParse({ ...form, acceptTerms: false, firstName: '' }))).toBe(
      'Please accept the terms and privacy policy',
    );
    expect(firstIssue(signUpFormSchema.safeParse({ ...form, firstName: '', confirmPassword: 'x' }))).toBe(
      'Please fill all required fields',
    );
    expect(firstIssue(signUpFormSchema.safeParse({ ...form, confirmPassword: 'analytical engine!' }))).toBe(
      "Password didn't matched",
    );
  });

  it('reports every failing field, in the spec order and then the screen order', () => {
    const blank = { firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false };
    expect(fieldErrors(signUpFormSchema.safeParse(blank))).toEqual([
      ['acceptTerms', authMessages.acceptTerms],
      ['firstName', authMessages.fillAllRequired],
      ['lastName', authMessages.fillAllRequired],
      ['email', authMessages.fillAllRequired],
      ['password', authMessages.fillAllRequired],
      ['confirmPassword', authMessages.fillAllRequired],
    ]);
    const mixed = { ...form, lastName: '', email: 'nope', password: 'short', confirmPassword: 'other' };
    expect(fieldErrors(signUpFormSchema.safeParse(mixed))).toEqual([
      ['lastName', authMessages.fillAllRequired],
      ['confirmPassword', authMessages.passwordsDontMatch],
      ['email', authMessages.invalidEmail],
      ['password', authMessages.passwordTooShort],
    ]);
  });

  it('applies the server rules after the spec ones', () => {
    expect(firstIssue(signUpFormSchema.safeParse({ ...form, email: 'nope' }))).toBe(authMessages.invalidEmail);
    expect(firstIssue(signUpFormSchema.safeParse({ ...form, password: 'short', confirmPassword: 'short' }))).toBe(
      authMessages.passwordTooShort,
    );
  });

  it('answers the names trimmed and the e-mail as the server stores it', () => {
    expect(signUpFormSchema.parse({ ...form, firstName: ' Ada ', email: ' Ada@Example.com' })).toEqual(form);
  });
});

describe('acceptInviteFormSchema', () => {
  const invitee = { firstName: 'Grace', lastName: 'Hopper', password: 'compiler-one', confirmPassword: 'compiler-one' };

  it('checks the required fields, then the matching passwords, then the server rules', () => {
    expect(fieldErrors(acceptInviteFormSchema.safeParse({ ...invitee, lastName: '', confirmPassword: 'x' }))).toEqual([
      ['lastName', 'Please fill all required fields'],
      ['confirmPassword', "Password didn't matched"],
    ]);
    expect(
      firstIssue(acceptInviteFormSchema.safeParse({ ...invitee, password: 'short', confirmPassword: 'short' })),
    ).toBe(authMessages.passwordTooShort);
  });

  it('answers the names trimmed and the password as typed', () => {
    const typed = { ...invitee, firstName: ' Grace ', password: ' compiler-one', confirmPassword: ' compiler-one' };
    expect(acceptInviteFormSchema.parse(typed)).toEqual({ ...typed, firstName: 'Grace' });
  });
});

describe('loginSchema', () => {
  it('marks each missing field with the one spec message', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      ['email', 'Email and Password are required fields.'],
      ['password', 'Email and Password are required fields.'],
    ]);
    expect(fieldErrors(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      ['password', authMessages.loginRequired],
    ]);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('resetPasswordSchema', () => {
  it('checks the password before the token from the link', () => {
    expect(fieldErrors(resetPasswordSchema.safeParse({ password: '', token: '' }))).toEqual([
      ['password', 'Password is required'],
      ['token', authMessages.invalidOrMissingToken],
    ]);
  });
});

describe('registerSchema', () => {
  it('keeps every password of 8 to 128 characters exactly as typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 128, unit: 'grapheme-ascii' }), (password) => {
        const parsed = registerSchema.parse({ firstName: 'A', lastName: 'B', email: 'a@b.co', password });
        expect(parsed.password).toBe(password);
      }),
    );
  });

  it('stores e-mails trimmed and in lower case', () => {
    const email = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9.+-]{0,20}[a-z0-9]$/),
        fc.stringMatching(/^[a-z0-9]{1,12}\.[a-z]{2,6}$/),
      )
      .filter(([local]) => !local.includes('..'))
      .map(([local, domain]) => `${local}@${domain}`);
    fc.assert(
      fc.property(email, (address) => {
        const input = { firstName: 'A', lastName: 'B', email: `  ${address.toUpperCase()} `, password: 'long enough' };
        expect(registerSchema.parse(input).email).toBe(address);
      }),
    );
  });
});
