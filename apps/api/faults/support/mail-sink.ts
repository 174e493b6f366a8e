import { once } from 'node:events';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string };

/**
 * An SMTP server on a fixed loopback port that can be taken down and brought back, keeping every mail
 * it accepted across restarts. While down, nothing listens on the port: connections are refused.
 */
export function mailSink(port: number) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
              received.push({ to: to ?? '', subject: mail.subject ?? '' });
              callback();
            })
            .catch(callback);
        },
      });
      server.listen(port, '127.0.0.1');
      await once(server.server, 'listening');
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    /** How many mails each recipient got with this subject. */
    countsFor(subject: string): Map<string, number> {
      const counts = new Map<string, number>();
      for (const mail of received.filter((m) => m.subject === subject))
        counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
      return counts;
    },
  };
}

export type MailSink = ReturnType<typeof mailSink>;
