import { RESET_TOKEN_TTL_HOURS, VERIFY_TOKEN_TTL_HOURS } from '@quillbid/shared';
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
