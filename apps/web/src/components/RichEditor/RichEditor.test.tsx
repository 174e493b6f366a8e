import { screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { RichEditor } from './RichEditor';

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
});
