import { INVITE_TOKEN_TTL_DAYS, RESET_TOKEN_TTL_HOURS, VERIFY_TOKEN_TTL_HOURS } from '@quillbid/shared';
import { actionMail, type MailMessage } from './message.js';

type Recipient = { email: string; firstName: string };

export function verifyEmailMail(user: Recipient, link: string): MailMessage {
  return actionMail({
    to: user.email,
    subject: 'Verify your e-mail address for Quillbid',
    greetingName: user.firstName,
    intro: 'Welcome to Quillbid! Please confirm that this is your e-mail address to finish creating your account.',
    action: 'Verify e-mail address',
    link,
    outro: `The link works once and expires in ${VERIFY_TOKEN_TTL_HOURS} hours. If you did not sign up, you can ignore this mail.`,
  });
}

export function resetPasswordMail(user: Recipient, link: string): MailMessage {
  return actionMail({
    to: user.email,
    subject: 'Reset your Quillbid password',
    greetingName: user.firstName,
    intro: 'We received a request to reset the password of your Quillbid account.',
    action: 'Choose a new password',
    link,
    outro: `The link works once and expires in ${RESET_TOKEN_TTL_HOURS} hour. If you did not ask for it, ignore this mail: your password stays as it is.`,
  });
}

export function agencyInviteMail(input: { to: string; ownerName: string; agencyName: string }, link: string) {
  return actionMail({
    to: input.to,
    subject: `${input.ownerName} invited you to ${input.agencyName} on Quillbid`,
    greetingName: 'there',
    intro: `${input.ownerName} invited you to join ${input.agencyName} on Quillbid, where the agency writes its proposals together.`,
    action: 'Accept the invite',
    link,
    outro: `The link works once and expires in ${INVITE_TOKEN_TTL_DAYS} days. If you were not expecting it, you can ignore this mail.`,
  });
}

/**
 * Someone tried to sign up with an address that already has a verified account. The sign-up answered as
 * for a new address (so it tells nobody which addresses have accounts); this mail tells the owner, and
 * points them to signing in or choosing a new password.
 */
export function signUpAttemptMail(user: Recipient, links: { login: string; resetPassword: string }): MailMessage {
  return actionMail({
    to: user.email,
    subject: 'Someone tried to sign up to Quillbid with your e-mail address',
    greetingName: user.firstName || 'there',
    intro:
      'Someone just tried to create a Quillbid account with this e-mail address. You already have an account, so nothing was created and nothing about your account changed.',
    action: 'Sign in',
    link: links.login,
    secondary: { action: 'Forgot your password? Choose a new one', link: links.resetPassword },
    outro: 'If it was not you, you can ignore this mail: your account and your password stay as they are.',
  });
}
