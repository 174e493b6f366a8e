import { SESSION_STORAGE_KEY, sessionTokenExpiry } from '@quillbid/shared';
import { describe, expect, it } from 'vitest';
import { buildUser, fakeJwt, setTokenCookie } from '../test/fixtures';
import { cacheUser, readCachedUser } from './currentUser';
import { clearSession, getToken, sessionStatus, startSession } from './session';

describe('session', () => {
  it('is missing without a token cookie', () => {
    expect(sessionStatus()).toBe('missing');
  });

  it('is valid while the token expiry is in the future', () => {
    setTokenCookie(fakeJwt(60));
    expect(sessionStatus()).toBe('valid');
  });

  it('is expired once the token expiry has passed', () => {
    setTokenCookie(fakeJwt(-60));
    expect(sessionStatus()).toBe('expired');
  });

  it('treats a token that is not a JWT as expired', () => {
    setTokenCookie('not-a-jwt');
    expect(sessionTokenExpiry('not-a-jwt')).toBeNull();
    expect(sessionStatus()).toBe('expired');
  });

  it('reads exp as seconds since the epoch', () => {
    const token = fakeJwt(120);
    const expiry = sessionTokenExpiry(token);
    expect(expiry).not.toBeNull();
    expect(Math.abs((expiry ?? 0) - (Date.now() + 120_000))).toBeLessThan(2000);
  });

  it('starts a session with a fresh token and no leftover client data', () => {
    cacheUser(buildUser({ firstName: 'Previous' }));
    const token = fakeJwt(3600);

    startSession(token, true);

    expect(getToken()).toBe(token);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears both the token cookie and the session storage entry', () => {
    startSession(fakeJwt(3600), false);
    cacheUser(buildUser());
    expect(readCachedUser()?.firstName).toBe('Ada');

    clearSession();

    expect(getToken()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
