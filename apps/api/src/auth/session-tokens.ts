import { createSecretKey, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { REMEMBER_ME_SESSION_DAYS, SESSION_DAYS } from '@quillbid/shared';

export type SessionClaims = { userId: string; tokenVersion: number };
/** A verified session: its claims, and the id and expiry that logging out revokes it by. */
export type Session = SessionClaims & { tokenId: string; expiresAt: Date };

const ALGORITHM = 'HS256';
const DAY_SECONDS = 24 * 60 * 60;

// A KeyObject made once: given raw bytes, jose imports the key again for every token it checks.
const keyOf = (secret: string) => createSecretKey(new TextEncoder().encode(secret));

/**
 * Signs sessions with `secret`. A token signed with `previousSecret` is still accepted until it expires, so the
 * secret can be changed without signing everyone out (docs/deploy.md, rotating JWT_SECRET).
 */
export function createSessionTokens(secret: string, previousSecret: string | null = null) {
  const key = keyOf(secret);
  const previousKey = previousSecret === null ? null : keyOf(previousSecret);
  const claimsOf = async (token: string) => {
    const options = { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub', 'jti'] };
    try {
      return (await jwtVerify(token, key, options)).payload;
    } catch (error) {
      // Only a signature the current secret did not make is worth a second look: an expired or malformed
      // token is refused whichever secret signed it.
      if (!previousKey || !(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
      return (await jwtVerify(token, previousKey, options)).payload;
    }
  };
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
        const { sub, ver, jti, exp } = await claimsOf(token);
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
