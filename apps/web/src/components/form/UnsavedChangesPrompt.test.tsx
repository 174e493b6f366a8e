import { unsavedChangesMessages } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

function Editor() {
  const [edited, setEdited] = useState(false);
  return (
    <>
      <h1>Editor</h1>
      <button type="button" onClick={() => setEdited(true)}>
        Edit
      </button>
      <Link to="/list">Back</Link>
      <UnsavedChangesPrompt when={edited} />
    </>
  );
}

async function openEditor({ edit }: { edit: boolean }) {
  const view = renderRoutes(
    [
      { path: '/list', element: <h1>List</h1> },
      { path: '/edit', element: <Editor /> },
    ],
    '/list',
  );
  await view.router.navigate('/edit');
  expect(await screen.findByRole('heading', { name: 'Editor' })).toBeTruthy();
  if (edit) await user.click(screen.getByRole('button', { name: 'Edit' }));
  return view;
}

const prompt = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });

describe('UnsavedChangesPrompt', () => {
  it('blocks an in-app navigation until the user chooses Leave', async () => {
    const { router } = await openEditor({ edit: true });
    await user.click(screen.getByRole('link', { name: 'Back' }));

    const dialog = await prompt();
    expect(within(dialog).getByText(unsavedChangesMessages.text)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit');

    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
  });

  it('stays on the page when the user chooses Stay', async () => {
    await openEditor({ edit: true });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(within(await prompt()).getByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeTruthy();
  });

  it("blocks the browser's Back too", async () => {
    const { router } = await openEditor({ edit: true });
    await router.navigate(-1);
    await prompt();
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('lets the user leave at once when there is nothing to lose', async () => {
    await openEditor({ edit: false });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
