import { createSecretKey, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { REMEMBER_ME_SESSION_DAYS, SESSION_DAYS } from '@quillbid/shared';

export type SessionClaims = { userId: string; tokenVersion: number };
/** A verified session: its claims, and the id and expiry that logging out revokes it by. */
export type Session = SessionClaims & { tokenId: string; expiresAt: Date };

const ALGORITHM = 'HS256';
const DAY_SECONDS = 24 * 60 * 60;

export function createSessionTokens(secret: string) {
  // A KeyObject made once: given raw bytes, jose imports the key again for every token it checks.
  const key = createSecretKey(new TextEncoder().encode(secret));
  return {
    sign(claims: SessionClaims, rememberMe: boolean): Promise<string> {
      const days = rememberMe ? REMEMBER_ME_SESSION_DAYS : SESSION_DAYS;
      return new SignJWT({ ver: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + days * DAY_SECONDS)
        .sign(key);
    },
    /** The session of a valid token, or null for anything else (expired, forged, `alg: none`, malformed). */
    async verify(token: string): Promise<Session | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        const { sub, ver, jti, exp } = payload;
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof jti !== 'string' || exp === undefined)
          return null;
        return { userId: sub, tokenVersion: ver, tokenId: jti, expiresAt: new Date(exp * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
