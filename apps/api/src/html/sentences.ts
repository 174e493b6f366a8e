import type { Element, Text } from 'domhandler';
import { removeElement } from 'domutils';
import { BLOCK_TAGS, sentenceSpans } from '@quillbid/shared';

/**
 * Edits rich text sentence by sentence without touching its markup: a block's text nodes are read as one
 * text, sentences are found in it, and removing one cuts exactly its characters from whichever nodes
 * hold them, so `<p><strong>A. B.</strong> C.</p>` minus "B." is `<p><strong>A.</strong> C.</p>`.
 */
export type BlockText = {
  block: Element;
  text: string;
  /** Where each text node's characters sit in `text`; a line break is a character of no node. */
  runs: TextRun[];
};

type TextRun = { node: Text; start: number; end: number };

const isBlock = (node: Element) => BLOCK_TAGS.has(node.name) || node.name === 'ul' || node.name === 'ol';

/** The innermost blocks of a document (paragraphs, list items, headings), in reading order. */
export function leafBlocks(nodes: Element['children']): Element[] {
  const out: Element[] = [];
  for (const node of nodes) {
    if (node.type !== 'tag') continue;
    const inner = leafBlocks(node.children);
    if (isBlock(node) && inner.length === 0 && node.name !== 'ul' && node.name !== 'ol') out.push(node);
    else out.push(...inner);
  }
  return out;
}

export function readBlock(block: Element): BlockText {
  const runs: TextRun[] = [];
  let text = '';
  const walk = (nodes: Element['children']) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        runs.push({ node, start: text.length, end: text.length + node.data.length });
        text += node.data;
      } else if (node.type === 'tag' && node.name === 'br') text += '\n';
      else if (node.type === 'tag') walk(node.children);
    }
  };
  walk(block.children);
  return { block, text, runs };
}

export const blockSentences = (block: BlockText) =>
  sentenceSpans(block.text).map((span) => ({ ...span, text: block.text.slice(span.start, span.end) }));

/** Deletes characters of the block's text (positions in `text`) from the text nodes that hold them. */
function deleteChars(block: BlockText, positions: Set<number>): void {
  for (const run of block.runs) {
    let kept = '';
    let changed = false;
    for (let i = run.start; i < run.end; i += 1) {
      if (positions.has(i)) changed = true;
      else kept += block.text.charAt(i);
    }
    if (changed) run.node.data = kept;
  }
}

/**
 * Removes character ranges from a block's text nodes with the space that joined each to its neighbour:
 * the space before it, or after it when it opens the block.
 */
export function removeRanges(block: BlockText, ranges: { start: number; end: number }[]): void {
  const doomed = new Set<number>();
  for (const range of ranges) {
    let { start, end } = range;
    while (start > 0 && /\s/.test(block.text.charAt(start - 1))) start -= 1;
    if (start === 0) while (end < block.text.length && /\s/.test(block.text.charAt(end))) end += 1;
    for (let i = start; i < end; i += 1) doomed.add(i);
  }
  deleteChars(block, doomed);
}

/** Spaces an edit left behind: doubled, before punctuation, or at either end of the block. */
export function tidySpaces(block: Element): void {
  const read = readBlock(block);
  const { text } = read;
  const doomed = new Set<number>();
  for (let i = 0; i < text.length; i += 1) {
    if (text.charAt(i) !== ' ') continue;
    const next = text.charAt(i + 1);
    const stray =
      i === 0 || next === '' || next === ' ' || next === '\n' || /[,.;:!?]/.test(next) || text.charAt(i - 1) === '\n';
    if (stray) doomed.add(i);
  }
  if (doomed.size > 0) deleteChars(read, doomed);
}

/** Drops elements left without text, bottom up, keeping line breaks inside blocks that still have text. */
export function pruneEmpty(nodes: Element['children']): void {
  for (const node of [...nodes]) {
    if (node.type !== 'tag') continue;
    pruneEmpty(node.children);
    if (node.name === 'br') continue;
    const hasText = (n: Element): boolean =>
      n.children.some((c) => (c.type === 'text' && c.data.trim() !== '') || (c.type === 'tag' && hasText(c)));
    if (!hasText(node)) removeElement(node);
  }
}
