import { authMessages } from '@quillbid/shared';
import { describe, expect, it, vi } from 'vitest';
import { startGoogleSignIn, takeGoogleRedirectResult } from './googleSignIn';

function idToken(claims: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

/** Starts a sign-in (without leaving the page) and returns the state and nonce it sent to Google. */
function beginSignIn(): { state: string; nonce: string; url: URL } {
  const assign = vi.fn();
  const location = vi
    .spyOn(window, 'location', 'get')
    .mockReturnValue({ ...window.location, origin: 'http://localhost', assign });
  startGoogleSignIn('client-id');
  location.mockRestore();
  const url = new URL(String(assign.mock.calls[0]?.[0]));
  return { state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') ?? '', url };
}

describe('Google sign-in redirect', () => {
  it('sends the browser to Google with the account chooser and a one-time state and nonce', () => {
    const { url, state, nonce } = beginSignIn();
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/login');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(state).not.toBe('');
    expect(nonce).not.toBe(state);
  });

  it('ignores a page load that is not a return from Google', () => {
    expect(takeGoogleRedirectResult('')).toBeNull();
  });

  it('ignores an answer whose state this browser did not send', () => {
    beginSignIn();
    expect(takeGoogleRedirectResult(`#state=forged&id_token=${idToken({ nonce: 'x' })}`)).toBeNull();
  });

  it('returns the ID token when state and nonce match, only once', () => {
    const { state, nonce } = beginSignIn();
    const token = idToken({ nonce, email: 'ada@example.com' });
    const hash = `#state=${state}&id_token=${token}`;

    expect(takeGoogleRedirectResult(hash)).toEqual({ credential: token });
    expect(takeGoogleRedirectResult(hash)).toBeNull();
  });

  it('fails when Google returns no token or a token for another nonce', () => {
    const first = beginSignIn();
    expect(takeGoogleRedirectResult(`#state=${first.state}&error=access_denied`)).toEqual({
      error: authMessages.googleFailed,
    });

    const second = beginSignIn();
    expect(takeGoogleRedirectResult(`#state=${second.state}&id_token=${idToken({ nonce: 'replayed' })}`)).toEqual({
      error: 'Google Sign-in failed.',
    });
  });
});
