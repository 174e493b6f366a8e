import { routeErrorMessages } from '@quillbid/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../test/user';
import { SignInErrorBoundary } from './SignInErrorBoundary';

function BrokenPage(): never {
  throw new Error('The sign-in page broke');
}

describe('SignInErrorBoundary', () => {
  it('shows the panel with a Reload in place of a page that throws', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    // The boundary reports what it caught on the console; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SignInErrorBoundary>
        <BrokenPage />
      </SignInErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: routeErrorMessages.title })).toBeTruthy();
    expect(screen.getByText(routeErrorMessages.signInFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: routeErrorMessages.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the page itself when nothing throws', () => {
    render(
      <SignInErrorBoundary>
        <p>Welcome back</p>
      </SignInErrorBoundary>,
    );
    expect(screen.getByText('Welcome back')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
