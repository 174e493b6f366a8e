import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isLiveSessionToken, sessionTokenExpiry } from './session-token.js';

const token = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

describe('session tokens read without verification', () => {
  it('decodes the claims, non-ASCII included, and gives null for what is not a JWT', () => {
    expect(decodeJwtPayload(token({ sub: 'u1', name: 'Zoë' }))).toEqual({ sub: 'u1', name: 'Zoë' });
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });

  it('reads the expiry in milliseconds, null without a numeric exp', () => {
    expect(sessionTokenExpiry(token({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(sessionTokenExpiry(token({ exp: 'soon' }))).toBeNull();
    expect(sessionTokenExpiry(token({}))).toBeNull();
  });

  it('counts a token live only before its expiry, and one without an expiry as expired', () => {
    const now = 1_800_000_000_000;
    expect(isLiveSessionToken(token({ exp: 1_800_000_060 }), now)).toBe(true);
    expect(isLiveSessionToken(token({ exp: 1_799_999_940 }), now)).toBe(false);
    expect(isLiveSessionToken(token({ exp: 1_800_000_000 }), now)).toBe(false);
    expect(isLiveSessionToken(token({ sub: 'u1' }), now)).toBe(false);
    expect(isLiveSessionToken('not-a-jwt', now)).toBe(false);
  });
});
