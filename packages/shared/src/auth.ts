import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { authMessages } from './messages.js';
import { safeText } from './text.js';

export const emailSchema = safeText({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** No trimming and no truncation: every character the user typed is part of the password. */
export const newPasswordSchema = safeText({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const personNameSchema = safeText({ error: authMessages.fillAllRequired })
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
  email: safeText({ error: authMessages.loginRequired })
    .trim()
    .min(1, authMessages.loginRequired)
    .max(254)
    .toLowerCase(),
  password: safeText({ error: authMessages.loginRequired }).min(1, authMessages.loginRequired).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z.strictObject({
  password: newPasswordSchema,
  token: safeText({ error: authMessages.invalidOrMissingToken }).min(1, authMessages.invalidOrMissingToken).max(200),
});

/** Google's ID token, at most a few kilobytes. */
export const googleCredentialSchema = safeText().min(1).max(8192);

/**
 * The spec's social sign-in profile data. It is accepted so older clients keep working, and ignored:
 * identity comes only from the verified ID token (DESIGN decision 1).
 */
export const socialProfileDataSchema = z
  .object({
    firstName: safeText().max(200).optional(),
    lastName: safeText().max(200).optional(),
    email: safeText().max(254).optional(),
    phoneNumber: safeText().max(40).optional(),
    profilePicture: safeText().max(2048).nullable().optional(),
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
  token: safeText().min(1, authMessages.invalidOrMissingToken).max(200, authMessages.invalidOrExpiredToken),
});

/** A form's failing field, in the shape zod's issues take. */
type FieldIssue = { path: string[]; message: string };

/**
 * The spec's checks on a new account's fields (sign-up, accepting an invite), in the spec's order: every
 * blank field ('Please fill all required fields'), then passwords that differ, then the server's rules
 * from `serverCheck`. A field may fail more than one; a form marks it with the first.
 */
export function newAccountIssues(
  fields: Record<string, string> & { password: string; confirmPassword: string },
  serverCheck: z.ZodSafeParseResult<unknown>,
): FieldIssue[] {
  const blank = (value: string) => value.trim() === '';
  const issues: FieldIssue[] = Object.entries(fields)
    .filter(([, value]) => blank(value))
    .map(([key]) => ({ path: [key], message: authMessages.fillAllRequired }));
  const { password, confirmPassword } = fields;
  if (!blank(password) && !blank(confirmPassword) && password !== confirmPassword) {
    issues.push({ path: ['confirmPassword'], message: authMessages.passwordsDontMatch });
  }
  for (const issue of serverCheck.error?.issues ?? []) {
    issues.push({ path: issue.path.map(String), message: issue.message });
  }
  return issues;
}

/**
 * A form schema's transform: reports `issues` in order, so every failing field is marked and the first
 * is the one the spec shows; or, with none, answers the form with `checked`'s normalised values.
 */
export function formResult<F extends object, T extends object>(
  form: F,
  issues: FieldIssue[],
  checked: z.ZodSafeParseResult<T>,
  ctx: z.RefinementCtx,
): F & T {
  if (issues.length === 0 && checked.success) return { ...form, ...checked.data };
  for (const { path, message } of issues) ctx.issues.push({ code: 'custom', message, path, input: form });
  return z.NEVER;
}

/**
 * The sign-up form: the terms first, then the fields in the screen's order, then matching passwords;
 * the server's rules (e-mail format, password length) follow. Its output holds the `auth/register` body's
 * fields as the server stores them.
 */
export const signUpFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .transform((form, ctx) => {
    const { firstName, lastName, email, password, confirmPassword, acceptTerms } = form;
    const checked = registerSchema.safeParse({ firstName, lastName, email, password });
    const issues = [
      ...(acceptTerms ? [] : [{ path: ['acceptTerms'], message: authMessages.acceptTerms }]),
      ...newAccountIssues({ firstName, lastName, email, password, confirmPassword }, checked),
    ];
    return formResult(form, issues, checked, ctx);
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** The first failure's message, or null when the parse succeeded. */
export function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? authMessages.fillAllRequired;
}

export const tokenResponseSchema = z.object({ token: z.string(), message: z.string().optional() });
export const messageResponseSchema = z.object({ message: z.string() });
