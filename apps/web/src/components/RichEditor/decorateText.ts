import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

// Each leaf inline node (a hard break) counts as one character, so text offsets match document positions.
const leafPlaceholder = '\ufffc';

/** A stretch of a text block's text to decorate, by offsets into that text. */
export type TextRange = { from: number; to: number; attributes: Record<string, string> };

/**
 * Decorates every text block of a document: `find` reads a block's text and names the ranges to mark,
 * and each becomes an inline decoration at the matching document positions.
 */
export function decorateText(doc: ProseMirrorNode, find: (text: string) => TextRange[]): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const text = doc.textBetween(pos + 1, pos + node.nodeSize - 1, undefined, leafPlaceholder);
    for (const range of find(text)) {
      decorations.push(Decoration.inline(pos + 1 + range.from, pos + 1 + range.to, range.attributes));
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}
