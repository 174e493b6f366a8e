import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useAfterHydration } from './useHydrated';

function Greeting({ name }: { name: string }) {
  const shown = useAfterHydration(name);
  return <h1>{shown ? `Welcome back, ${shown}` : 'Welcome back'}</h1>;
}

describe('useAfterHydration', () => {
  it('keeps the value back while a pre-rendered page is taken over, then shows it in the same elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting name="Grace" />);
    expect(container.textContent).toBe('Welcome back');
    const drawn = container.firstElementChild;
    const recoverableError = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Greeting name="Grace" />, { onRecoverableError: recoverableError });
    });

    expect(container.textContent).toBe('Welcome back, Grace');
    expect(container.firstElementChild).toBe(drawn);
    expect(recoverableError).not.toHaveBeenCalled();
  });

  it('gives the value from the first render when nothing is taken over', () => {
    render(<Greeting name="Grace" />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome back, Grace');
  });
});
