import DOMPurify from 'dompurify';

const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, blockquote, pre, ul, ol, div';

/** A proposal's HTML as the plain text a job board's form takes: paragraphs separated by blank lines. */
export function htmlToPlainText(html: string): string {
  // Sanitising drops scripts and styles, whose text is not part of the proposal.
  const { body } = new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html');
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  for (const item of body.querySelectorAll('li')) {
    item.prepend('• ');
    item.append('\n');
  }
  for (const block of body.querySelectorAll(BLOCKS)) block.append('\n\n');
  return (body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
