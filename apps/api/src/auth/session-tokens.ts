import { errors, jwtVerify, SignJWT } from 'jose';
import { REMEMBER_ME_SESSION_DAYS, SESSION_DAYS } from '@quillbid/shared';

export type SessionClaims = { userId: string; tokenVersion: number };

const ALGORITHM = 'HS256';
const DAY_SECONDS = 24 * 60 * 60;

export function createSessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: SessionClaims, rememberMe: boolean): Promise<string> {
      const days = rememberMe ? REMEMBER_ME_SESSION_DAYS : SESSION_DAYS;
      return new SignJWT({ ver: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + days * DAY_SECONDS)
        .sign(key);
    },
    /** The claims of a valid token, or null for anything else (expired, forged, `alg: none`, malformed). */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
