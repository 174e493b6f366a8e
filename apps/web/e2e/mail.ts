import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const mailLogLine = z.object({
  msg: z.literal('mail not sent: no SMTP configured'),
  to: z.string(),
  subject: z.string(),
  links: z.array(z.string()),
});

async function mailLinks(to: string): Promise<string[]> {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) throw new Error('E2E_SERVER_LOG is not set');
  const links: string[] = [];
  for (const line of (await readFile(logFile, 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    const mail = mailLogLine.safeParse(JSON.parse(line));
    if (mail.success && mail.data.to === to) links.push(...mail.data.links);
  }
  return links;
}

/**
 * Without SMTP the server logs each mail with its links; this waits for the newest link to `to` whose
 * path is `pathname` (e.g. '/verify-email').
 */
export async function waitForMailLink(to: string, pathname: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = (await mailLinks(to)).findLast((candidate) => new URL(candidate).pathname === pathname);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a ${pathname} link within 15 s`);
}
