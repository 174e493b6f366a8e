import { editorMarkLabels } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { RichEditor } from './RichEditor';
import type { TextMark } from './textMarks';

function renderEditor(initial: string) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <RichEditor
        label="Template"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    );
  }
  // The app runs in StrictMode, whose double mount destroys and recreates the Tiptap editor.
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <StrictMode>
            <Harness />
          </StrictMode>
        ),
      },
    ],
    '/',
  );
  return { onChange, editor: screen.getByRole('textbox', { name: 'Template' }) };
}

/** An editor whose marks and content a test can replace with a button, as the page does after a check. */
function renderMarked(initial: string, marks: TextMark[], next: { html: string; marks: TextMark[] }) {
  function Harness() {
    const [value, setValue] = useState(initial);
    const [current, setMarks] = useState(marks);
    return (
      <>
        <RichEditor label="Proposal" value={value} onChange={setValue} marks={current} />
        <button type="button" onClick={() => (setValue(next.html), setMarks(next.marks))}>
          Next draft
        </button>
      </>
    );
  }
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return screen.getByRole('textbox', { name: 'Proposal' });
}

const marked = (editor: HTMLElement, kind: TextMark['kind']) =>
  [...editor.querySelectorAll<HTMLElement>(`.mark-${kind}`)].map((node) => [node.textContent, node.title]);

// The ✨ marker's own decoration splits the snippet's first character into a separate span.
const snippetText = (editor: HTMLElement) =>
  [...editor.querySelectorAll('.ai-snippet')].map((node) => node.textContent).join('');

describe('RichEditor', () => {
  it('highlights {client name} as an AI snippet and leaves plain text alone', () => {
    const { editor } = renderEditor('<p>Hello {client name}, thanks for reading.</p>');
    expect(snippetText(editor)).toBe('{client name}');
    expect(editor.querySelector('.ai-snippet-start')?.textContent).toBe('{');
    expect(editor.textContent).toBe('Hello {client name}, thanks for reading.');
  });

  it('strips scripts and event handlers from the HTML it loads', () => {
    const { editor } = renderEditor(
      '<p onclick="alert(1)">Hi<img src="x" onerror="alert(2)"></p><script>alert(3)</script>',
    );
    expect(editor.innerHTML).not.toMatch(/onclick|onerror|script/);
  });

  it('wraps the selection in braces with the star button', async () => {
    const { editor, onChange } = renderEditor('<p>client name</p>');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Mark as AI snippet' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>{client name}</p>'));
    expect(snippetText(editor)).toBe('{client name}');
  });

  it('inserts a currency symbol from its popover', async () => {
    const { editor, onChange } = renderEditor('<p>Rate: </p>');
    await user.click(screen.getByRole('button', { name: 'Insert currency' }));
    await user.click(await screen.findByRole('button', { name: '€' }));
    await waitFor(() => expect(editor.textContent).toContain('€'));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('€'));
  });

  it('underlines every occurrence of a marked phrase, in any case, but not inside a longer word', () => {
    const editor = renderMarked(
      '<p>I know Java and JavaScript, and java.</p><p>Mail&nbsp;me at ada@example.com today.</p>',
      [
        { text: 'Java', kind: 'claim' },
        { text: 'Mail me', kind: 'claim' },
        { text: 'ada@example.com', kind: 'contact' },
      ],
      { html: '', marks: [] },
    );
    expect(marked(editor, 'claim')).toEqual([
      ['Java', editorMarkLabels.claim],
      ['java', editorMarkLabels.claim],
      // The check reads a non-breaking space as a space; the document keeps it.
      ['Mail\u00a0me', editorMarkLabels.claim],
    ]);
    expect(marked(editor, 'contact')).toEqual([['ada@example.com', editorMarkLabels.contact]]);
    expect(editor.textContent).toBe('I know Java and JavaScript, and java.Mail\u00a0me at ada@example.com today.');
  });

  it('moves the marks with new content and new phrases, and unmarks what is no longer given', async () => {
    const editor = renderMarked('<p>I run Kubernetes.</p>', [{ text: 'Kubernetes', kind: 'claim' }], {
      html: '<p>I run Kubernetes and Docker, call +44 20 7946 0958.</p>',
      marks: [
        { text: 'Docker', kind: 'claim' },
        { text: '+44 20 7946 0958', kind: 'contact' },
      ],
    });
    expect(marked(editor, 'claim')).toEqual([['Kubernetes', editorMarkLabels.claim]]);
    await user.click(screen.getByRole('button', { name: 'Next draft' }));
    await waitFor(() => expect(marked(editor, 'claim')).toEqual([['Docker', editorMarkLabels.claim]]));
    expect(marked(editor, 'contact')).toEqual([['+44 20 7946 0958', editorMarkLabels.contact]]);
  });
});
