import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Nodemailer waits minutes by default for a server that does not answer; a drain holds its claimed mails
 * meanwhile, so a mail server that hangs is given up on in seconds and retried with the others.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string | null): Transporter | null {
  return smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }) : null;
}
