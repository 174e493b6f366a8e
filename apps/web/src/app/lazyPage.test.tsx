import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

function renderInSuspense(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a page that has arrived at once, without suspending', async () => {
    const load = vi.fn(async () => ({ HomePage: () => <h1>Home</h1> }));
    const Page = lazyPage(load, 'HomePage');
    await Page.preload();

    renderInSuspense(Page);

    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('suspends on a page not yet asked for, then shows it', async () => {
    const Page = lazyPage(async () => ({ HistoryPage: () => <h1>History</h1> }), 'HistoryPage');

    renderInSuspense(Page);

    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'History' }, { timeout: 5_000 })).toBeTruthy();
  });
});
