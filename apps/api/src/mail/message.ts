/** A mail ready to send: a plain-text part and an HTML part, plus the links it carries. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One call-to-action mail in the product's voice. Every interpolated value is escaped. */
export function actionMail(input: {
  to: string;
  subject: string;
  greetingName: string;
  intro: string;
  action: string;
  link: string;
  /** A second, lesser way on, shown as a plain link under the button. */
  secondary?: { action: string; link: string };
  outro: string;
}): MailMessage {
  const { secondary } = input;
  const secondaryHtml = secondary
    ? `<p><a href="${escapeHtml(secondary.link)}">${escapeHtml(secondary.action)}</a>: ${escapeHtml(secondary.link)}</p>\n`
    : '';
  const text = [
    `Hi ${input.greetingName},`,
    '',
    input.intro,
    '',
    `${input.action}: ${input.link}`,
    ...(secondary ? ['', `${secondary.action}: ${secondary.link}`] : []),
    '',
    input.outro,
    '',
    '— Quillbid',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2937;line-height:1.5">
<p>Hi ${escapeHtml(input.greetingName)},</p>
<p>${escapeHtml(input.intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(input.link)}</p>
${secondaryHtml}<p>${escapeHtml(input.outro)}</p>
<p>— Quillbid</p>
</body></html>`;
  const links = secondary ? [input.link, secondary.link] : [input.link];
  return { to: input.to, subject: input.subject, text, html, links };
}
