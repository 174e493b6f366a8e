import type { ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Rich text (templates, proposals) read the way a person sees it: as blocks of text. One parser for the
 * API, the web app and the evaluation, so "the text of a draft" means the same thing everywhere.
 */

/** Elements that start a new paragraph-like block; anything else flows inside its block. */
export const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre']);
const LIST_TAGS = new Set(['ul', 'ol']);
/** Elements whose text is not part of what a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

export type HtmlBlock = {
  tag: string;
  /** The block's text on one line. */
  text: string;
  /** The same text keeping its line breaks (a signature under "Best,"). */
  lines: string;
};

export const parseHtml = (html: string) => parseDocument(html, { decodeEntities: true });

/** Each block's text, whitespace collapsed; text outside any block forms a block of its own. */
export const htmlBlocks = (html: string): HtmlBlock[] => domBlocks(parseHtml(html).children);

/** The same for a parsed document being edited: read in place rather than serialised and parsed again. */
export function domBlocks(nodes: ChildNode[]): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  let loose = '';
  const push = (tag: string, raw: string) => {
    const lines = raw
      .split('\n')
      .map(collapse)
      .filter((line) => line !== '')
      .join('\n');
    if (lines !== '') blocks.push({ tag, text: collapse(lines), lines });
  };
  const flushLoose = () => {
    push('p', loose);
    loose = '';
  };
  // Inside a list item, its first paragraph is the item ("<li><p>React</p></li>" is one bullet).
  const walk = (nodes: ChildNode[], item = false) => {
    let first = item;
    for (const node of nodes) {
      if (node.type === 'text') loose += node.data;
      else if (node.type === 'tag' && node.name === 'br') loose += '\n';
      else if (node.type === 'tag' && HIDDEN.has(node.name)) continue;
      else if (node.type === 'tag' && (BLOCK_TAGS.has(node.name) || LIST_TAGS.has(node.name))) {
        flushLoose();
        if (LIST_TAGS.has(node.name) || node.children.some(isBlock)) walk(node.children, node.name === 'li');
        else push(first ? 'li' : node.name, textContent(node.children));
        first = false;
      } else if (node.type === 'tag') walk(node.children);
    }
  };
  walk(nodes);
  flushLoose();
  return blocks;
}

const oneLine = (blocks: HtmlBlock[]) => blocks.map((block) => block.text).join(' ');
const plainText = (blocks: HtmlBlock[]) =>
  blocks.map((block) => (block.tag === 'li' ? `• ${block.lines}` : block.lines)).join('\n\n');

/** All of the text on one line: what a word count, a search or a length limit sees. */
export const htmlText = (html: string): string => oneLine(htmlBlocks(html));
export const domText = (nodes: ChildNode[]): string => oneLine(domBlocks(nodes));

/** The text a plain-text form takes: blocks separated by blank lines, list items as bullets. */
export const htmlToPlainText = (html: string): string => plainText(htmlBlocks(html));
export const domPlainText = (nodes: ChildNode[]): string => plainText(domBlocks(nodes));

/** Plain text as paragraphs of HTML, the reverse of `htmlToPlainText`: blank lines part paragraphs. */
export const plainTextToHtml = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Whether rich text has any text at all (an editor holding only empty paragraphs has none). */
export const hasText = (html: string): boolean => htmlBlocks(html).length > 0;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const wordCount = (text: string): number =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const isBlock = (node: ChildNode) => node.type === 'tag' && (BLOCK_TAGS.has(node.name) || LIST_TAGS.has(node.name));

function textContent(nodes: ChildNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.data;
    else if (node.type === 'tag' && !HIDDEN.has(node.name))
      text += node.name === 'br' ? '\n' : textContent(node.children);
  }
  return text;
}

// Runs of whitespace (non-breaking spaces too) read as one space.
const collapse = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();
