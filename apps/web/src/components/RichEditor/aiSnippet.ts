import { Extension, type Editor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { DecorationSet } from '@tiptap/pm/view';
import { decorateText } from './decorateText';

/** Curly-brace text is an instruction for the AI writer (spec section 2): `{client name}`. */
const snippetPattern = /\{[^{}\n]*\}/g;

const decorateSnippets = (doc: ProseMirrorNode): DecorationSet =>
  decorateText(doc, (text) =>
    [...text.matchAll(snippetPattern)].flatMap((match) => [
      { from: match.index, to: match.index + match[0].length, attributes: { class: 'ai-snippet' } },
      // The ✨ marker is drawn once, before the opening brace, even when marks split the snippet.
      { from: match.index, to: match.index + 1, attributes: { class: 'ai-snippet-start' } },
    ]),
  );

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
