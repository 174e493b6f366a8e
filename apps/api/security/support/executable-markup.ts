import { Parser } from 'htmlparser2';

/**
 * What rich text may hold once sanitised: formatting, and links (docs/api.md, the template entry). Written
 * here from the docs rather than imported from the sanitiser, so a tag wrongly allowed there is caught.
 */
const FORMATTING = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'code',
  'pre',
]);
const LINK_ATTRIBUTES = new Set(['href', 'target', 'rel']);
const SAFE_SCHEMES = /^(https?:|mailto:)/i;
/** The URL as a browser reads its scheme: it skips spaces and control characters, so "java\tscript:" runs. */
const schemeView = (url: string) =>
  [...url].filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f)).join('');

/**
 * Everything in `html` that could run or load something when the browser renders it: elements other
 * than formatting and links, any attribute but a link's, a link to anything but http(s) or mailto.
 */
export function executableMarkup(html: string): string[] {
  const findings: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'a' && !FORMATTING.has(name)) findings.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (name !== 'a' || !LINK_ATTRIBUTES.has(attribute)) findings.push(`<${name} ${attribute}>`);
          else if (attribute === 'href' && !SAFE_SCHEMES.test(schemeView(value))) findings.push(`<a href="${value}">`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return findings;
}
