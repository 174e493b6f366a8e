import { editorMarkLabels, escapeRegExp } from '@quillbid/shared';
import { Extension, type Editor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { DecorationSet } from '@tiptap/pm/view';
import { decorateText } from './decorateText';

/** A phrase to underline wherever it occurs: a claim the profile does not back, or a contact detail. */
export type TextMark = { text: string; kind: 'claim' | 'contact' };

type MarksState = { marks: TextMark[]; decorations: DecorationSet };

/**
 * The check reads the draft with whitespace collapsed, the document keeps what was typed: any run of
 * spaces matches a space. Case is ignored ("react" is the skill React), and a match must not sit inside a
 * longer word ("Java" is not marked in "JavaScript").
 */
function markPattern(text: string): RegExp | null {
  const words = text.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[\\s\\u00a0]+')}(?![\\p{L}\\p{N}])`, 'giu');
}

function decorateMarks(doc: ProseMirrorNode, marks: TextMark[]): DecorationSet {
  const patterns = marks.flatMap((mark) => {
    const pattern = markPattern(mark.text);
    return pattern ? [{ pattern, kind: mark.kind }] : [];
  });
  if (patterns.length === 0) return DecorationSet.empty;
  return decorateText(doc, (text) =>
    patterns.flatMap(({ pattern, kind }) =>
      [...text.matchAll(pattern)].map((match) => ({
        from: match.index,
        to: match.index + match[0].length,
        attributes: { class: `mark-${kind}`, title: editorMarkLabels[kind] },
      })),
    ),
  );
}

const marksKey = new PluginKey<MarksState>('textMarks');

/** Underlines the phrases last given by `setTextMarks`, following the text as the user edits it. */
export const TextMarks = Extension.create({
  name: 'textMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin<MarksState>({
        key: marksKey,
        state: {
          init: () => ({ marks: [], decorations: DecorationSet.empty }),
          apply: (tr, previous) => {
            const marks = (tr.getMeta(marksKey) as TextMark[] | undefined) ?? previous.marks;
            if (marks === previous.marks && !tr.docChanged) return previous;
            return { marks, decorations: decorateMarks(tr.doc, marks) };
          },
        },
        props: { decorations: (state) => marksKey.getState(state)?.decorations },
      }),
    ];
  },
});

/** Replaces the marked phrases; a transaction of its own that changes no content and no undo history. */
export function setTextMarks(editor: Editor, marks: TextMark[]): void {
  editor.view.dispatch(editor.state.tr.setMeta(marksKey, marks).setMeta('addToHistory', false));
}
