import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../src/auth/session-tokens.js';
import { rememberVerifiedSessions } from '../src/http/verified-sessions.js';

const HOUR = 60 * 60 * 1000;
const session = (tokenId: string): Session => ({
  userId: 'user',
  tokenVersion: 0,
  tokenId,
  expiresAt: new Date(Date.now() + HOUR),
});

describe('remembered session checks', () => {
  afterEach(() => vi.useRealTimers());

  it('checks a token once, then answers its next uses from memory', async () => {
    const verify = vi.fn(async (token: string) => (token === 'good' ? session('a') : null));
    const remembered = rememberVerifiedSessions(verify);
    expect(await remembered('good')).toMatchObject({ tokenId: 'a' });
    expect(await remembered('good')).toMatchObject({ tokenId: 'a' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('never remembers a token that failed, so a forged one is checked every time', async () => {
    const verify = vi.fn(async () => null);
    const remembered = rememberVerifiedSessions(verify);
    expect(await remembered('forged')).toBeNull();
    expect(await remembered('forged')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const remembered = rememberVerifiedSessions(async () => session('a'));
    expect(await remembered('good')).not.toBeNull();
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(await remembered('good')).toBeNull();
  });

  it('forgets the oldest token when full', async () => {
    const verify = vi.fn(async (token: string) => session(token));
    const remembered = rememberVerifiedSessions(verify, 2);
    for (const token of ['a', 'b', 'c', 'a']) await remembered(token);
    expect(verify.mock.calls.map(([token]) => token)).toEqual(['a', 'b', 'c', 'a']);
  });
});
