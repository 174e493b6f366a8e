import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useEffect } from 'react';
import { AiSnippetHighlight } from './aiSnippet';
import { setTextMarks, TextMarks, type TextMark } from './textMarks';
import { Toolbar } from './Toolbar';

export interface RichEditorProps {
  /** The editor's accessible name. */
  label: string;
  /** HTML in and out. */
  value: string;
  onChange: (html: string) => void;
  /** Phrases to underline wherever they occur (a new array re-marks the document, so keep it memoised). */
  marks?: TextMark[];
}

const noMarks: TextMark[] = [];

// HTML comes from the server (saved templates, starters, generated proposals): never loaded unsanitised.
const clean = (html: string) => DOMPurify.sanitize(html);

export function RichEditor({ label, value, onChange, marks = noMarks }: RichEditorProps) {
  // Typed non-null, but Tiptap swaps in null (then a new editor) when it destroys an instance whose mount came late.
  const editor: Editor | null = useEditor({
    extensions: [StarterKit, AiSnippetHighlight, TextMarks],
    content: clean(value),
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // A new value from outside (a loaded template, a generated proposal) replaces the content;
  // our own edits come back equal and are left alone, so the cursor stays put.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML()) editor.commands.setContent(clean(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) setTextMarks(editor, marks);
  }, [editor, marks]);

  return (
    <Box
      sx={(theme) => ({
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '&:focus-within': { borderColor: 'primary.main' },
        '& .ProseMirror': { minHeight: 220, p: 2, outline: 'none', '& p': { my: 0.75 } },
        '& .ai-snippet': { bgcolor: alpha(theme.palette.secondary.main, 0.16), borderRadius: 0.5 },
        '& .ai-snippet-start::before': { content: '"✨"', fontSize: '0.75em', mr: 0.25 },
        // A wavy underline, like a spell checker's: the text stays readable and the mark survives any background.
        '& .mark-claim, & .mark-contact': {
          textDecorationLine: 'underline',
          textDecorationStyle: 'wavy',
          textDecorationThickness: '1.5px',
          textUnderlineOffset: '3px',
          textDecorationSkipInk: 'none',
          cursor: 'help',
        },
        '& .mark-claim': { textDecorationColor: theme.palette.warning.main },
        '& .mark-contact': {
          textDecorationColor: theme.palette.error.main,
          bgcolor: alpha(theme.palette.error.main, 0.08),
        },
      })}
    >
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
