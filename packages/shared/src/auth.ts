import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { authMessages } from './messages.js';

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** No trimming and no truncation: every character the user typed is part of the password. */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const personNameSchema = z
  .string({ error: authMessages.fillAllRequired })
  .trim()
  .min(1, authMessages.fillAllRequired)
  .max(100, authMessages.nameTooLong);

export const registerSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email: z
    .string({ error: authMessages.loginRequired })
    .trim()
    .min(1, authMessages.loginRequired)
    .max(254)
    .toLowerCase(),
  password: z.string({ error: authMessages.loginRequired }).min(1, authMessages.loginRequired).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z.strictObject({
  password: newPasswordSchema,
  token: z.string({ error: authMessages.invalidOrMissingToken }).min(1, authMessages.invalidOrMissingToken).max(200),
});

/** Google's ID token, at most a few kilobytes. */
export const googleCredentialSchema = z.string().min(1).max(8192);

/**
 * The spec's social sign-in profile data. It is accepted so older clients keep working, and ignored:
 * identity comes only from the verified ID token (DESIGN decision 1).
 */
export const socialProfileDataSchema = z
  .object({
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
    phoneNumber: z.string().max(40).optional(),
    profilePicture: z.string().max(2048).nullable().optional(),
    verified: z.boolean().optional(),
  })
  .optional();

/** `POST auth/firebase-auth`. A request without a credential is refused as a failed sign-in (401). */
export const googleSignInSchema = z.strictObject({
  loginVia: z.literal('google'),
  credential: googleCredentialSchema.optional(),
  profileData: socialProfileDataSchema,
});
export type GoogleSignInInput = z.input<typeof googleSignInSchema>;

export const tokenParamsSchema = z.strictObject({
  token: z.string().min(1, authMessages.invalidOrMissingToken).max(200, authMessages.invalidOrExpiredToken),
});

/**
 * The sign-up form, checked in the spec's order: terms, then every field filled, then the passwords
 * match; the server's rules (e-mail format, password length) follow.
 */
export function validateSignUpForm(form: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}): string | null {
  if (!form.acceptTerms) return authMessages.acceptTerms;
  const required = [form.firstName, form.lastName, form.email, form.password, form.confirmPassword];
  if (required.some((value) => value.trim() === '')) return authMessages.fillAllRequired;
  if (form.password !== form.confirmPassword) return authMessages.passwordsDontMatch;
  const { firstName, lastName, email, password } = form;
  return firstIssue(registerSchema.safeParse({ firstName, lastName, email, password }));
}

export function validateLoginForm(form: { email: string; password: string }): string | null {
  if (form.email.trim() === '' || form.password === '') return authMessages.loginRequired;
  return null;
}

export function validateForgotPasswordForm(form: { email: string }): string | null {
  return firstIssue(passwordResetRequestSchema.safeParse(form));
}

export function validateResetPasswordForm(form: { password: string }): string | null {
  return firstIssue(newPasswordSchema.safeParse(form.password));
}

/** The first failure's message, or null when the parse succeeded. */
export function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? authMessages.fillAllRequired;
}

export const tokenResponseSchema = z.object({ token: z.string(), message: z.string().optional() });
export const messageResponseSchema = z.object({ message: z.string() });
