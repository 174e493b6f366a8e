import { z } from 'zod';
import { accountMessages } from './messages.js';
import { safeText } from './text.js';

/**
 * Settings → Account. Only these three fields can ever change through `PATCH users`; a strict object
 * turns any other key (subscription, email, invitedBy, …) into a 400.
 */
export const userUpdateSchema = z.strictObject({
  firstName: safeText().trim().min(1, accountMessages.firstNameRequired).max(100).optional(),
  lastName: safeText().trim().min(1, accountMessages.lastNameRequired).max(100).optional(),
  phoneNumber: safeText()
    .trim()
    .regex(/^[0-9]*$/, accountMessages.phoneDigitsOnly)
    .max(20, accountMessages.phoneTooLong)
    .optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const usageLimitsSchema = z.object({
  profiles: z.number().int(),
  proposals: z.number().int(),
  templates: z.number().int(),
});
export type UsageLimits = z.infer<typeof usageLimitsSchema>;

/** The user object of `GET users` (spec section 3). Ids are `_id`, as the spec names them. */
export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  profilePicture: z.string().nullable(),
  emailVerification: z.object({ verified: z.boolean() }),
  stripeCustomerId: z.string().nullable(),
  invitedBy: z.string().nullable(),
  packageSubscribed: z.boolean(),
  agencyId: z.object({ _id: z.string() }).nullable(),
  subscription: z
    .object({
      packageType: z.string(),
      endDate: z.string(),
      /** True when the plan renews on its end date; false once cancelled (it then ends there). */
      renews: z.boolean(),
      limits: usageLimitsSchema,
    })
    .nullable(),
  /** What the current billing period has used: proposals generated, profiles and templates that exist. */
  usage: usageLimitsSchema,
  /** True until the onboarding questionnaire has been offered once, after the first sign-in. */
  onboardingPending: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
