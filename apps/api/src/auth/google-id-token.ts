import { authMessages } from '@quillbid/shared';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import { AppError } from '../http/errors.js';

export type GoogleIdentity = {
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
};

export type GoogleVerifier = (credential: string | undefined) => Promise<GoogleIdentity>;

const claimsSchema = z.object({
  email: z.email().transform((value) => value.toLowerCase()),
  // Google sends a boolean; some older tokens carried the string "true".
  email_verified: z.union([z.literal(true), z.literal('true')]),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.url().optional(),
});

/**
 * Checks a Google ID token the way Google asks relying parties to: the signature against Google's
 * published keys (fetched and cached by jose), the audience (our client id), the issuer and the expiry,
 * then that Google has verified the e-mail. Identity comes from these claims only.
 */
export function createGoogleVerifier(config: Pick<AppConfig, 'googleClientId' | 'googleJwksUrl' | 'googleIssuers'>) {
  const keys = createRemoteJWKSet(new URL(config.googleJwksUrl));
  const verify: GoogleVerifier = async (credential) => {
    const clientId = config.googleClientId;
    if (!clientId || !credential) throw new AppError('UNAUTHORIZED', authMessages.googleFailed);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        audience: clientId,
        issuer: config.googleIssuers,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new AppError('UNAUTHORIZED', authMessages.googleFailed);
      throw error;
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new AppError('UNAUTHORIZED', authMessages.googleFailed);
    return toIdentity(claims.data);
  };
  return verify;
}

function toIdentity(claims: z.output<typeof claimsSchema>): GoogleIdentity {
  const [first = '', ...rest] = (claims.name ?? '').split(' ');
  const fallbackName = claims.email.split('@')[0] ?? '';
  return {
    email: claims.email,
    firstName: (claims.given_name ?? first) || fallbackName,
    lastName: claims.family_name ?? rest.join(' '),
    picture: claims.picture ?? null,
  };
}
