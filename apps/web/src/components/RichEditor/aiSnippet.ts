import { Extension, type Editor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** Curly-brace text is an instruction for the AI writer (spec section 2): `{client name}`. */
const snippetPattern = /\{[^{}\n]*\}/g;
// Each leaf inline node (a hard break) counts as one character, so text offsets match document positions.
const leafPlaceholder = '\ufffc';

function decorateSnippets(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const text = doc.textBetween(pos + 1, pos + node.nodeSize - 1, undefined, leafPlaceholder);
    for (const match of text.matchAll(snippetPattern)) {
      const from = pos + 1 + match.index;
      const to = from + match[0].length;
      decorations.push(Decoration.inline(from, to, { class: 'ai-snippet' }));
      // The ✨ marker is drawn once, before the opening brace, even when marks split the snippet.
      decorations.push(Decoration.inline(from, from + 1, { class: 'ai-snippet-start' }));
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

const snippetKey = new PluginKey<DecorationSet>('aiSnippetHighlight');

export const AiSnippetHighlight = Extension.create({
  name: 'aiSnippetHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: snippetKey,
        state: {
          init: (_config, state) => decorateSnippets(state.doc),
          apply: (tr, previous) => (tr.docChanged ? decorateSnippets(tr.doc) : previous),
        },
        props: { decorations: (state) => snippetKey.getState(state) },
      }),
    ];
  },
});

/** The star button: wraps the selected text in braces, or inserts `{}` with the cursor inside. */
export function wrapSelectionAsSnippet(editor: Editor): void {
  editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      // Select-all spans the document node itself; braces belong inside the first and last text blocks.
      const { from, to } = TextSelection.between(state.selection.$from, state.selection.$to);
      tr.insertText('}', to);
      tr.insertText('{', from);
      if (from === to) tr.setSelection(TextSelection.create(tr.doc, from + 1));
      return true;
    })
    .run();
}
