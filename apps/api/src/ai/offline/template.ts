import render from 'dom-serializer';
import { Element, Text, type ChildNode, type Document } from 'domhandler';
import { append, appendChild, prepend, removeElement, textContent } from 'domutils';
import { BLOCK_TAGS, parseHtml } from '@quillbid/shared';

/** A `{snippet}` in a template, and where it stands in its sentence. */
export type Slot = {
  instruction: string;
  node: Text;
  start: number;
  end: number;
  block: Element | null;
  /** Nothing before it in its sentence: it is filled with whole sentences. */
  standalone: boolean;
  /** The template's own text before it in the block ("I have done this before:"). */
  before: string;
  /** The template puts punctuation right after it, so the fill must not end with its own. */
  punctuated: boolean;
};

export type Fill = {
  /** The text in the snippet's place; null leaves the sentence out. */
  text: string | null;
  /** Sentences to add after the end of the snippet's sentence. */
  after: string[];
};

const SNIPPET = /\{([^{}]*)\}/g;

const blockOf = (node: ChildNode): Element | null => {
  let current = node.parent;
  while (current && current.type === 'tag') {
    if (BLOCK_TAGS.has(current.name)) return current;
    current = current.parent;
  }
  return null;
};

function textNodes(node: Document | Element): Text[] {
  const out: Text[] = [];
  for (const child of node.children) {
    if (child.type === 'text') out.push(child);
    else if (child.type === 'tag') out.push(...textNodes(child));
  }
  return out;
}

export function readTemplate(html: string): { doc: Document; slots: Slot[] } {
  const doc = parseHtml(html);
  const slots: Slot[] = [];
  for (const node of textNodes(doc)) {
    for (const match of node.data.matchAll(SNIPPET)) {
      const block = blockOf(node);
      const siblings = block ? textNodes(block) : [node];
      const beforeNodes = siblings
        .slice(0, siblings.indexOf(node))
        .map((n) => n.data)
        .join('');
      const before = `${beforeNodes}${node.data.slice(0, match.index)}`.replace(SNIPPET, 'x');
      const rest = node.data.slice(match.index + match[0].length);
      slots.push({
        instruction: match[1] ?? '',
        node,
        start: match.index,
        end: match.index + match[0].length,
        block,
        standalone: before.trim() === '' || /[.!?]["”’)]?\s*$/.test(before),
        before: before.trim(),
        punctuated: /^\s*[.!?,;:]/.test(rest),
      });
    }
  }
  return { doc, slots };
}

/** Fills every slot, last first so earlier offsets stay valid; a null fill takes its sentence with it. */
export function fillTemplate(slots: Slot[], fills: Fill[]): void {
  const order = slots.map((slot, index) => ({ slot, fill: fills[index] })).reverse();
  for (const { slot, fill } of order) {
    if (!fill) continue;
    const data = slot.node.data;
    if (fill.text === null) {
      // The sentence around the snippet, within this text: from the last stop before it to the next after.
      const from = slot.standalone
        ? slot.start
        : Math.max(0, ...['.', '!', '?'].map((c) => data.lastIndexOf(c, slot.start) + 1));
      const stop = data.slice(slot.end).search(/[.!?]/);
      const to = slot.standalone ? slot.end : stop === -1 ? data.length : slot.end + stop + 1;
      slot.node.data = `${data.slice(0, from)}${data.slice(to)}`.replace(/\s{2,}/g, ' ');
      continue;
    }
    let rest = data.slice(slot.end);
    if (fill.after.length > 0) {
      const stop = rest.search(/[.!?]["”’)]?(?=\s|$)/);
      const extra = ` ${fill.after.join(' ')}`;
      if (stop === -1 && rest.trim() === '') rest = `${extra}`;
      else if (stop === -1) rest = `${rest}${extra}`;
      else rest = `${rest.slice(0, stop + 1)}${extra}${rest.slice(stop + 1)}`;
    }
    // "{snippet}." already has its stop in the template; a fill that brings its own would double it.
    const text = slot.punctuated ? fill.text.replace(/[.!?]+$/, '') : fill.text;
    // A name left out takes its comma with it: "Thanks for connecting, {name}!" → "Thanks for connecting!"
    const head =
      text === '' && /,\s*$/.test(data.slice(0, slot.start))
        ? data.slice(0, slot.start).replace(/,\s*$/, '')
        : data.slice(0, slot.start);
    slot.node.data = `${head}${text}${rest}`;
  }
}

export const paragraph = (text: string): Element => new Element('p', {}, [new Text(text)]);

/** Puts new paragraphs right after a block, or at the end of the document. */
export function insertAfter(doc: Document, anchor: Element | null, blocks: Element[]): void {
  let previous: ChildNode | null = anchor;
  for (const block of blocks) {
    if (previous) append(previous, block);
    else appendChild(doc, block);
    previous = block;
  }
}

/** Puts new paragraphs before a block, or at the start of the document. */
export function insertBefore(doc: Document, anchor: Element | null, blocks: Element[]): void {
  const first = anchor ?? doc.children[0] ?? null;
  for (const block of blocks) {
    if (first) prepend(first, block);
    else appendChild(doc, block);
  }
}

/** Drops blocks the fills left without text ("<p> </p>"), then renders the HTML. */
export function renderTemplate(doc: Document): string {
  for (const node of [...textNodes(doc)]) node.data = node.data.replace(/\s+([.,;:!?])/g, '$1').replace(/ {2,}/g, ' ');
  const empty = (element: Element) => textContent(element).trim() === '';
  const prune = (nodes: ChildNode[]) => {
    for (const node of [...nodes]) {
      if (node.type !== 'tag') continue;
      prune(node.children);
      if ((BLOCK_TAGS.has(node.name) || node.name === 'ul' || node.name === 'ol') && empty(node)) removeElement(node);
    }
  };
  prune(doc.children);
  return render(doc, { encodeEntities: 'utf8' });
}
