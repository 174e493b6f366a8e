import { routeErrorMessages } from '@quillbid/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { user } from '../test/user';
import { SignInErrorBoundary } from './SignInErrorBoundary';

function BrokenPage(): never {
  throw new Error('The sign-in page broke');
}

describe('SignInErrorBoundary', () => {
  it('shows the panel with a Reload in place of a page that throws, and reports the failure', async () => {
    const reports: unknown[] = [];
    fakeApi({
      'POST /api/client-errors': ({ body }) => {
        reports.push(body);
        return new Response(null, { status: 204 });
      },
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/login', reload });
    // The boundary reports what it caught on the console; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SignInErrorBoundary>
        <BrokenPage />
      </SignInErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: routeErrorMessages.title })).toBeTruthy();
    expect(screen.getByText(routeErrorMessages.signInFailed)).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ kind: 'render', message: 'The sign-in page broke', page: '/login' });
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
