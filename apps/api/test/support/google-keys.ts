import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const GOOGLE_TEST_CLIENT_ID = 'quillbid-test.apps.googleusercontent.com';
export const GOOGLE_TEST_ISSUER = 'https://accounts.google.com';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/**
 * Stands in for Google: a key pair whose public half is served as a JWKS on a local port, and a signer
 * for ID tokens with Google's claims. `foreignKey` signs with a key the JWKS does not list.
 */
export async function startGoogleKeys() {
  const trusted = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(trusted.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    config: {
      googleClientId: GOOGLE_TEST_CLIENT_ID,
      googleJwksUrl: `http://127.0.0.1:${port}/certs`,
      googleIssuers: ['accounts.google.com', GOOGLE_TEST_ISSUER],
    },
    /** An ID token for `email`, valid unless a claim or the key is overridden. */
    idToken(
      email: string,
      options: {
        claims?: JWTPayload;
        issuer?: string;
        audience?: string;
        expiresIn?: string | number;
        foreignKey?: boolean;
      } = {},
    ): Promise<string> {
      const key: Key = options.foreignKey ? foreign.privateKey : trusted.privateKey;
      return new SignJWT({
        email,
        email_verified: true,
        given_name: 'Margaret',
        family_name: 'Hamilton',
        name: 'Margaret Hamilton',
        picture: 'https://lh3.googleusercontent.com/a/photo',
        ...options.claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? GOOGLE_TEST_ISSUER)
        .setAudience(options.audience ?? GOOGLE_TEST_CLIENT_ID)
        .setSubject(`google-${email}`)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
