import { authMessages } from '@quillbid/shared';
import { sql } from 'drizzle-orm';
import type { GoogleIdentity } from '../../auth/google-id-token.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/** `POST auth/firebase-auth`: a verified Google identity signs in, creating or linking the account. */
/** For an account that was only ever invited (never verified): no agency, no inviter. */
export const leaveUnacceptedInvite = {
  agencyId: sql`case when ${users.emailVerified} then ${users.agencyId} else null end`,
  invitedBy: sql`case when ${users.emailVerified} then ${users.invitedBy} else null end`,
};

export async function signInWithGoogle(
  ctx: Pick<AppContext, 'db' | 'google' | 'sessions'>,
  credential: string | undefined,
): Promise<string> {
  const identity = await ctx.google(credential);
  const user = await upsertGoogleUser(ctx.db, identity);
  return ctx.sessions.sign({ userId: user.id, tokenVersion: user.tokenVersion }, false);
}

/**
 * Signs up a new e-mail as verified, or links the account that already has it. Google has proven the
 * mailbox, so an unverified account becomes verified — and loses the password someone set without
 * proving the mailbox, with every session it had, so a pre-registered account cannot be taken over.
 * An unaccepted agency invite is joined only through the invite (`acceptingInvite`), which checks its
 * link; signing in any other way leaves it, so an expired invite cannot become a seat.
 */
export async function upsertGoogleUser(db: Db, identity: GoogleIdentity, acceptingInvite = false): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      profilePicture: identity.picture,
      emailVerified: true,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        emailVerified: true,
        passwordHash: sql`case when ${users.emailVerified} then ${users.passwordHash} else null end`,
        tokenVersion: sql`case when ${users.emailVerified} then ${users.tokenVersion} else ${users.tokenVersion} + 1 end`,
        firstName: sql`case when ${users.firstName} = '' then excluded.first_name else ${users.firstName} end`,
        lastName: sql`case when ${users.lastName} = '' then excluded.last_name else ${users.lastName} end`,
        profilePicture: sql`coalesce(${users.profilePicture}, excluded.profile_picture)`,
        ...(acceptingInvite ? {} : leaveUnacceptedInvite),
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!user) throw new AppError('UNAUTHORIZED', authMessages.googleFailed);
  return user;
}
