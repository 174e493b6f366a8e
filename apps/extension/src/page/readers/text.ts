/** Turning page markup into the plain text the panel shows and the model reads. */

/** Collapses every run of whitespace (non-breaking spaces and newlines too) into one space and trims. */
export function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Elements whose content is not text the reader sees: code, controls, icons, and screen-reader copies. */
const SKIPPED = 'script, style, template, noscript, svg, button, textarea, input, select, .sr-only, .visually-hidden';

/** Elements that start a new line. Paragraphs get a blank line around them so they stay paragraphs. */
const LINE_BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'form',
  'header',
  'li',
  'main',
  'nav',
  'ol',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const PARAGRAPH_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export interface BlockTextOptions {
  /** Descendants to leave out (a heading inside the block, a "see more" link…). */
  skip?: (element: Element) => boolean;
  /**
   * Inline elements the page's stylesheet shows on lines of their own (LinkedIn stacks the spans of a position
   * in a flex column): the markup alone cannot tell.
   */
  ownLine?: (element: Element) => boolean;
}

/**
 * Pre-formatted text (what a client typed) starts its lines at the margin; a newline followed by indentation
 * is how formatted HTML wraps long lines, so it is read as a space. The cost: a line the author indented joins
 * the line before it.
 */
const layoutFree = (text: string): string => text.replace(/\r/g, '').replace(/[ \t]*\n[ \t]+/g, ' ');

/**
 * The text of a block with its line and paragraph breaks kept: block elements and `<br>` end lines, and so do
 * newlines at the margin inside the text itself (the marketplace prints descriptions as pre-formatted text).
 * Whitespace between elements is only markup layout, other whitespace is collapsed, and never more than one
 * blank line is kept.
 */
export function blockText(root: Element, options: BlockTextOptions = {}): string {
  // A number asks for that many line breaks; requests that meet (a list item closing, the next opening)
  // merge into the largest, so blocks side by side do not add blank lines.
  const pieces: (string | number)[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === node.TEXT_NODE) {
      const value = layoutFree(node.nodeValue ?? '');
      pieces.push(value.trim() === '' ? ' ' : value);
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    if (element !== root && (element.matches(SKIPPED) || options.skip?.(element))) return;
    const tag = element.localName;
    if (tag === 'br') {
      pieces.push('\n');
      return;
    }
    const breaks = PARAGRAPH_BLOCKS.has(tag) ? 2 : LINE_BLOCKS.has(tag) || options.ownLine?.(element) ? 1 : 0;
    pieces.push(breaks);
    element.childNodes.forEach(walk);
    pieces.push(breaks);
  };
  walk(root);

  let text = '';
  let pending = 0;
  for (const piece of pieces) {
    if (typeof piece === 'number') pending = Math.max(pending, piece);
    else if (pending > 0 && piece === ' ') continue;
    else {
      text += '\n'.repeat(pending) + piece;
      pending = 0;
    }
  }
  return text
    .split('\n')
    .map((line) => clean(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The text a sighted reader sees on one line: screen-reader copies left out (LinkedIn prints every heading
 * twice, once for each). Falls back to all the text when everything is in a screen-reader copy.
 */
export function visibleText(element: Element): string {
  return clean(blockText(element)) || clean(element.textContent);
}
