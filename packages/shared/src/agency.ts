import { z } from 'zod';
import {
  emailSchema,
  firstIssue,
  formResult,
  googleCredentialSchema,
  newAccountIssues,
  newPasswordSchema,
  personNameSchema,
  socialProfileDataSchema,
} from './auth.js';
import { authMessages } from './messages.js';
import { safeText } from './text.js';
import { usageLimitsSchema } from './user.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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
  invalidId: 'This id is not valid.',
  inviteResent: 'Invite sent again. The earlier link no longer works.',
  inviteRevoked: 'Invite revoked',
  inviteNotFound: 'This invite is no longer pending.',
  memberRemoved: 'Member removed from the agency',
  memberNotFound: 'This person is not a member of your agency.',
  ownerCannotLeave: 'The agency owner cannot be removed from the agency.',
  noPendingInvites: 'No invites pending.',
  invitesLoadFailed: 'Could not load the pending invites.',
  revokeTitle: 'Revoke Invite',
  revokeText: (email: string) => `The invite link sent to ${email} will stop working, and its seat is freed.`,
  removeTitle: 'Remove Member',
  removeText: (name: string) =>
    `${name} will leave the agency and lose its plan. Their profiles, templates and proposal history stay with their own account.`,
  inviteDates: (sent: string, expires: string) => `Sent ${sent} · expires ${expires}`,
  invitesPending: (pending: number) => `${plural(pending, 'invite', 'invites')} pending`,
  /** Joined members and live invites both hold a seat; the owner holds none. */
  seats: (members: number, pending: number, limit: number) => {
    const parts = [
      ...(members > 0 ? [plural(members, 'member', 'members')] : []),
      ...(pending > 0 ? [`${plural(pending, 'invite', 'invites')} pending`] : []),
    ];
    return `${members + pending} of ${limit} seats taken` + (parts.length > 0 ? `: ${parts.join(', ')}` : '');
  },
} as const;

export const agencyIdParamsSchema = z.strictObject({ agencyId: safeText().min(1).max(100) });

const idParam = z.uuid({ error: agencyMessages.invalidId });

/** The owner's seat routes answer 400 to an id that cannot be one of ours, before any query. */
export const agencyUuidParamsSchema = z.strictObject({ agencyId: idParam });
export const agencyInviteParamsSchema = z.strictObject({ agencyId: idParam, inviteId: idParam });
export const agencyMemberParamsSchema = z.strictObject({ agencyId: idParam, userId: idParam });

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
  /** Of those, invites sent and neither accepted, expired nor revoked. */
  invitesPending: z.number().int(),
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
  agencyName: safeText({ error: agencyMessages.nameRequired })
    .trim()
    .min(1, agencyMessages.nameRequired)
    .max(100, agencyMessages.nameTooLong),
  agencyDescription: safeText().trim().max(1000, agencyMessages.descriptionTooLong).default(''),
});
export type UpdateAgencyInput = z.input<typeof updateAgencySchema>;

export const inviteUserSchema = z.strictObject({ email: emailSchema });

/**
 * An invite neither accepted, expired nor revoked. Its `_id` is the invitee's pending account, so it
 * stays the same when the invite is sent again; the dates are the current link's.
 */
export const pendingInviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

export const pendingInvitesResponseSchema = z.object({ invites: z.array(pendingInviteSchema) });
export const inviteResentResponseSchema = z.object({ message: z.string(), invite: pendingInviteSchema });

const inviteToken = safeText({ error: authMessages.invalidOrMissingToken })
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

/**
 * The accept-invite form: every field filled, passwords matching, then the server's rules. Its output
 * holds the names trimmed; the page sends them with the password and the token.
 */
export const acceptInviteFormSchema = z
  .object({ firstName: z.string(), lastName: z.string(), password: z.string(), confirmPassword: z.string() })
  .transform((form, ctx) => {
    const { firstName, lastName, password } = form;
    const checked = acceptInviteWithEmailSchema
      .pick({ firstName: true, lastName: true, password: true })
      .safeParse({ firstName, lastName, password });
    return formResult(form, newAccountIssues(form, checked), checked, ctx);
  });
export type AcceptInviteForm = z.input<typeof acceptInviteFormSchema>;
