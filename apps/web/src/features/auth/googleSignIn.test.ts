import { authMessages } from '@quillbid/shared';
import { describe, expect, it, vi } from 'vitest';
import { fakeGooglePopup, fakeIdToken } from '../../test/fixtures';
import { startGoogleSignIn, takeGoogleRedirectResult } from './googleSignIn';

/** Starts a sign-in whose popup is blocked, so the page would go to Google; returns where it would go. */
function beginRedirectSignIn(inviteToken?: string): { state: string; nonce: string; url: URL } {
  vi.spyOn(window, 'open').mockReturnValue(null);
  const assign = vi.fn();
  const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  startGoogleSignIn('client-id', inviteToken);
  location.mockRestore();
  const url = new URL(String(assign.mock.calls[0]?.[0]));
  return { state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') ?? '', url };
}

describe('Google sign-in', () => {
  it('opens a centred 500 × 600 popup at Google with the account chooser and a one-time state and nonce', () => {
    const google = fakeGooglePopup();

    expect(startGoogleSignIn('client-id')).toBe(google.popup);

    const [, name, features] = google.open.mock.calls[0] ?? [];
    expect(name).toBe('google-sign-in');
    expect(features).toMatch(/width=500,height=600,left=-?\d+,top=-?\d+/);
    const { url, state, nonce } = google.attempt();
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(state).not.toBe('');
    expect(nonce).not.toBe(state);
  });

  it('sends the whole page to Google when the popup is blocked', () => {
    const { url } = beginRedirectSignIn();
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('prompt')).toBe('select_account');
  });

  it('ignores a page load that is not a return from Google', () => {
    expect(takeGoogleRedirectResult('')).toBeNull();
  });

  it('ignores an answer whose state this browser did not send', () => {
    beginRedirectSignIn();
    expect(takeGoogleRedirectResult(`#state=forged&id_token=${fakeIdToken({ nonce: 'x' })}`)).toBeNull();
  });

  it('returns the ID token when state and nonce match, only once', () => {
    const { state, nonce } = beginRedirectSignIn();
    const token = fakeIdToken({ nonce, email: 'ada@example.com' });
    const hash = `#state=${state}&id_token=${token}`;

    expect(takeGoogleRedirectResult(hash)).toEqual({ credential: token });
    expect(takeGoogleRedirectResult(hash)).toBeNull();
  });

  it('keeps the invite token of an attempt started on the accept-invite screen', () => {
    const { state, nonce } = beginRedirectSignIn('invite-token');
    const token = fakeIdToken({ nonce });
    expect(takeGoogleRedirectResult(`#state=${state}&id_token=${token}`)).toEqual({
      credential: token,
      inviteToken: 'invite-token',
    });
  });

  it('fails when Google returns no token or a token for another nonce', () => {
    const first = beginRedirectSignIn();
    expect(takeGoogleRedirectResult(`#state=${first.state}&error=access_denied`)).toEqual({
      error: authMessages.googleFailed,
    });

    const second = beginRedirectSignIn();
    expect(takeGoogleRedirectResult(`#state=${second.state}&id_token=${fakeIdToken({ nonce: 'replayed' })}`)).toEqual({
      error: 'Google Sign-in failed.',
    });
  });
});
