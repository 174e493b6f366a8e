import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authMessages, registerSchema, validateLoginForm, validateSignUpForm } from './index.js';

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
  acceptTerms: true,
};

describe('validateSignUpForm', () => {
  it('checks the terms first, then the required fields, then the matching passwords', () => {
    expect(validateSignUpForm({ ...form, acceptTerms: false, firstName: '' })).toBe(
      'Please accept the terms and privacy policy',
    );
    expect(validateSignUpForm({ ...form, firstName: '', confirmPassword: 'x' })).toBe(
      'Please fill all required fields',
    );
    expect(validateSignUpForm({ ...form, confirmPassword: 'analytical engine!' })).toBe("Password didn't matched");
    expect(validateSignUpForm(form)).toBeNull();
  });

  it('applies the server rules after the spec ones', () => {
    expect(validateSignUpForm({ ...form, email: 'nope' })).toBe(authMessages.invalidEmail);
    expect(validateSignUpForm({ ...form, password: 'short', confirmPassword: 'short' })).toBe(
      authMessages.passwordTooShort,
    );
  });
});

describe('validateLoginForm', () => {
  it('needs both fields', () => {
    expect(validateLoginForm({ email: ' ', password: 'x' })).toBe('Email and Password are required fields.');
    expect(validateLoginForm({ email: 'a@b.co', password: '' })).toBe(authMessages.loginRequired);
    expect(validateLoginForm({ email: 'a@b.co', password: 'x' })).toBeNull();
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
