import nodemailer, { type Transporter } from 'nodemailer';

export function createSmtpTransport(smtpUrl: string | null): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}
