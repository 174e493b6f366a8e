import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

describe('MenuButton', () => {
  it('is disabled on the pre-rendered page and enabled once the app has taken it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MenuButton onOpen={() => {}} />);
    const drawn = container.querySelector('button');
    expect(drawn?.disabled).toBe(true);

    await act(async () => {
      hydrateRoot(container, <MenuButton onOpen={() => {}} />);
    });

    expect(container.querySelector('button')).toBe(drawn);
    expect(drawn?.disabled).toBe(false);
  });

  it('opens the menu when drawn in the browser', async () => {
    const onOpen = vi.fn();
    render(<MenuButton onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
