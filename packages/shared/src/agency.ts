import { z } from 'zod';
import {
  emailSchema,
  firstIssue,
  googleCredentialSchema,
  newPasswordSchema,
  personNameSchema,
  socialProfileDataSchema,
} from './auth.js';
import { authMessages } from './messages.js';
import { usageLimitsSchema } from './user.js';

export const agencyMessages = {
  limitReached: 'Agency limit for users reached',
  emailRequired: authMessages.emailRequired,
  nameRequired: 'Agency name is required',
  nameTooLong: 'Agency name must be at most 100 characters.',
  descriptionTooLong: 'Agency description must be at most 1000 characters.',
  updated: 'Agency details saved',
  inviteSent: 'Invite sent successfully',
  inviteAccepted: 'Invite accepted successfully! Redirecting to the login page...',
  inviteAcceptedWithGoogle: 'Invite accepted successfully! Opening your dashboard...',
  ownerOnly: 'Only the agency owner can do this.',
  agencyPlanRequired: 'Subscribe to the Agency Expansion package to invite members.',
  alreadyHasAccount: 'This email already belongs to a Quillbid account.',
  alreadyMember: 'This person is already a member of your agency.',
  inviteForAnotherEmail: 'This invite was sent to a different email address.',
  invalidInvite: 'This invite is invalid or has expired.',
  loadFailed: 'Could not load the agency.',
  noAgency:
    'You are not part of an agency yet. The Agency Expansion package gives you an agency of your own: invite your team and share one plan.',
  noMembers: 'No verified members yet.',
  checkingInvite: 'Checking your invite',
  seats: (used: number, limit: number, pending: number) =>
    `${used} of ${limit} members added` +
    (pending > 0 ? ` · ${pending} ${pending === 1 ? 'invite' : 'invites'} pending` : ''),
} as const;

export const agencyIdParamsSchema = z.strictObject({ agencyId: z.string().min(1).max(100) });

/** The agency as the spec names it (section 3). `agencyUsers` holds every member's id, the owner's too. */
export const agencySchema = z.object({
  _id: z.string(),
  agencyName: z.string(),
  agencyDescription: z.string(),
  createdBy: z.string(),
  agencyUsers: z.array(z.string()),
  /** How many members the owner may add besides themself (the package's addUser). */
  agencyLimits: z.object({ users: z.number().int() }),
  /** Seats taken against that cap: accepted members and invites still pending. */
  seatsTaken: z.number().int(),
});
export type Agency = z.infer<typeof agencySchema>;

export const agencyResponseSchema = z.object({ agency: agencySchema });

/** A member card: who they are and what they have used of the agency plan's limits this period. */
export const agencyMemberSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isOwner: z.boolean(),
  usage: usageLimitsSchema,
  limits: usageLimitsSchema,
});
export type AgencyMember = z.infer<typeof agencyMemberSchema>;

/** `GET agency/get-all-agency-members/{agencyId}` answers `data.users`, as the spec reads it. */
export const agencyMembersResponseSchema = z.object({ data: z.object({ users: z.array(agencyMemberSchema) }) });

export const updateAgencySchema = z.strictObject({
  agencyName: z
    .string({ error: agencyMessages.nameRequired })
    .trim()
    .min(1, agencyMessages.nameRequired)
    .max(100, agencyMessages.nameTooLong),
  agencyDescription: z.string().trim().max(1000, agencyMessages.descriptionTooLong).default(''),
});
export type UpdateAgencyInput = z.input<typeof updateAgencySchema>;

export const inviteUserSchema = z.strictObject({ email: emailSchema });

const inviteToken = z
  .string({ error: authMessages.invalidOrMissingToken })
  .min(1, authMessages.invalidOrMissingToken)
  .max(200, agencyMessages.invalidInvite);

/** `POST users/invite-details`: who invited whom, shown before the invite is accepted. */
export const inviteDetailsRequestSchema = z.strictObject({ token: inviteToken });
export const inviteDetailsSchema = z.object({
  email: z.string(),
  agencyName: z.string(),
  invitedByName: z.string(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

/** Accepting by e-mail: the invitee chooses their name and password, then logs in (DESIGN decision 5). */
export const acceptInviteWithEmailSchema = z.strictObject({
  token: inviteToken,
  loginVia: z.literal('email'),
  firstName: personNameSchema,
  lastName: personNameSchema,
  password: newPasswordSchema,
});

/** Accepting with Google: the verified ID token's e-mail must be the invited one. */
export const acceptInviteWithGoogleSchema = z.strictObject({
  token: inviteToken,
  loginVia: z.literal('google'),
  credential: googleCredentialSchema.optional(),
  profileData: socialProfileDataSchema,
});

/** `POST users/verify-invite`: `loginVia` may be left out on the e-mail path, as the spec's client does. */
export const verifyInviteSchema = z.preprocess(
  (body) =>
    body !== null && typeof body === 'object' && !('loginVia' in body) ? { ...body, loginVia: 'email' } : body,
  z.discriminatedUnion('loginVia', [acceptInviteWithEmailSchema, acceptInviteWithGoogleSchema]),
);
export type VerifyInviteInput =
  z.input<typeof acceptInviteWithEmailSchema> | z.input<typeof acceptInviteWithGoogleSchema>;

/** The 'Add Member' form: the spec's message when empty, then the e-mail's format. */
export function validateInviteForm(form: { email: string }): string | null {
  if (form.email.trim() === '') return agencyMessages.emailRequired;
  return firstIssue(inviteUserSchema.safeParse(form));
}

export function validateAgencyForm(form: { agencyName: string; agencyDescription: string }): string | null {
  return firstIssue(updateAgencySchema.safeParse(form));
}

/** The accept-invite form: every field filled, passwords matching, then the server's rules. */
export function validateAcceptInviteForm(form: {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}): string | null {
  const required = [form.firstName, form.lastName, form.password, form.confirmPassword];
  if (required.some((value) => value.trim() === '')) return authMessages.fillAllRequired;
  if (form.password !== form.confirmPassword) return authMessages.passwordsDontMatch;
  const { firstName, lastName, password } = form;
  return firstIssue(
    acceptInviteWithEmailSchema.safeParse({
      token: 'checked-on-the-server',
      loginVia: 'email',
      firstName,
      lastName,
      password,
    }),
  );
}
