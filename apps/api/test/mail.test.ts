import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@quillbid/shared';
import { mailOutbox } from '../src/db/schema.js';
import { newAccount, post } from './support/factories.js';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/test-app.js';

type Received = { to: string; subject: string; text: string; html: string };

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer(options: { failFirst?: number } = {}) {
  const received: Received[] = [];
  let failuresLeft = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: String(mail.html) });
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification mail with text and HTML parts, and its link verifies the account', async () => {
    const account = newAccount();
    await post(t.app, '/api/auth/register', account);
    await t.app.ctx.mailer.deliverPending();

    const mail = smtp.received.find((m) => m.to === account.email);
    expect(mail?.subject).toBe('Verify your e-mail address for Quillbid');
    expect(mail?.html).toContain('<a href="http://app.test/verify-email?token=');
    const link = /(http:\/\/app\.test\/verify-email\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    const token = new URL(link ?? '', TEST_APP_URL).searchParams.get('token');
    const confirm = await post(t.app, `/api/auth/confirm/${token}`);
    expect(confirm.json()).toEqual({ message: authMessages.emailVerified });
    const login = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);

    const [row] = await t.mails();
    expect(row?.status).toBe('sent');
  });

  it('escapes the name in the HTML part', async () => {
    const account = newAccount({ firstName: '<img src=x onerror=alert(1)>' });
    await post(t.app, '/api/auth/register', account);
    await t.app.ctx.mailer.deliverPending();
    const mail = smtp.received.find((m) => m.to === account.email);
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html).not.toContain('<img src=x');
  });
});

describe('mail when the SMTP server fails', () => {
  it('keeps the mail in the outbox and delivers it on a later attempt', async () => {
    const smtp = await startSmtpServer({ failFirst: 1 });
    const t = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const account = newAccount();
      await post(t.app, '/api/auth/register', account);
      await t.app.ctx.mailer.deliverPending();
      let [row] = await t.mails();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('mailbox busy') });
      expect(smtp.received).toHaveLength(0);

      // Make the retry due now instead of after the back-off.
      await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
      await t.app.ctx.mailer.deliverPending();
      [row] = await t.mails();
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.received.map((m) => m.to)).toEqual([account.email]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('waits MAIL_RETRY_BASE_MS after a first failure and twice as long after each next one', async () => {
    const smtp = await startSmtpServer({ failFirst: 3 });
    const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '60000' });
    try {
      const waits: number[] = [];
      /** Minutes from `since` to the mail's next attempt, after the attempt numbered `attempts` failed. */
      const recordWait = async (since: number, attempts: number) => {
        const [row] = await t.mails();
        expect(row).toMatchObject({ status: 'pending', attempts });
        waits.push(Math.round(((row?.nextAttemptAt.getTime() ?? 0) - since) / 60_000));
      };
      const sentAt = Date.now();
      await post(t.app, '/api/auth/register', newAccount());
      await t.app.ctx.mailer.deliverPending();
      await recordWait(sentAt, 1);
      for (const attempts of [2, 3]) {
        // Make the retry due now instead of after the back-off.
        await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
        const retriedAt = Date.now();
        await t.app.ctx.mailer.deliverPending();
        await recordWait(retriedAt, attempts);
      }
      expect(waits).toEqual([1, 2, 4]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
