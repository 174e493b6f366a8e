import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, extensionTokenResponseSchema, UNPACKED_EXTENSION_ID } from '@quillbid/shared';
import { ConfigError, loadConfig } from '../src/config.js';
import { mailedToken, post, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60;
const STORE_ID = 'abcdefghijklmnopabcdefghijklmnop';

const users = (token: string) => t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${token}` } });

async function resetPassword(email: string, password: string): Promise<void> {
  await post(t.app, '/api/auth/password-reset-request', { email });
  const token = await mailedToken(t, email, '/reset-password');
  expect((await post(t.app, '/api/auth/reset-password', { token, password })).statusCode).toBe(200);
}

async function extensionToken(sessionToken: string): Promise<string> {
  const res = await post(t.app, '/api/auth/extension-token', undefined, sessionToken);
  expect(res.statusCode).toBe(201);
  return extensionTokenResponseSchema.parse(res.json()).token;
}

describe('POST /api/auth/extension-token', () => {
  it('refuses an anonymous caller and a forged token with 401', async () => {
    const anonymous = await post(t.app, '/api/auth/extension-token');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: authMessages.unauthorized, code: 'UNAUTHORIZED' });
    expect((await post(t.app, '/api/auth/extension-token', undefined, 'not.a.token')).statusCode).toBe(401);
  });

  it('answers 201 with a fresh token for the same user that opens the API', async () => {
    const user = await signedInUser(t);
    const res = await post(t.app, '/api/auth/extension-token', undefined, user.token);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['token']);
    const { token } = extensionTokenResponseSchema.parse(res.json());
    expect(token).not.toBe(user.token);
    expect(decodeJwt(token).sub).toBe(decodeJwt(user.token).sub);

    const me = await users(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it('lasts 30 days ("Remember me"), although the web session lasts one', async () => {
    const user = await signedInUser(t);
    const before = Math.floor(Date.now() / 1000);
    const claims = decodeJwt(await extensionToken(user.token));
    expect(decodeJwt(user.token).exp! - decodeJwt(user.token).iat!).toBe(1 * DAY);
    expect(claims.exp! - claims.iat!).toBe(30 * DAY);
    expect(claims.exp!).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(claims.exp!).toBeLessThanOrEqual(before + 30 * DAY + 60);
  });

  it('is revoked by a password reset, like every other session', async () => {
    const user = await signedInUser(t);
    // One reset first, so the account's token version is no longer the initial one.
    await resetPassword(user.email, 'a first new passphrase');
    const login = await post(t.app, '/api/auth/login', { email: user.email, password: 'a first new passphrase' });
    const token = await extensionToken(login.json<{ token: string }>().token);
    expect((await users(token)).statusCode).toBe(200);

    await resetPassword(user.email, 'a second new passphrase');

    expect((await users(token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/extension-token', undefined, token)).statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document under auth, behind the bearer token', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = doc.paths['/auth/extension-token']?.post;
    expect(operation?.tags).toEqual(['auth']);
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401']));
  });
});

describe('EXTENSION_IDS', () => {
  it('GET /api/config lists the unpacked extension when EXTENSION_IDS is unset', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json().extensionIds).toEqual([UNPACKED_EXTENSION_ID]);
    expect(UNPACKED_EXTENSION_ID).toBe('elmgnincikkkjanfjelkncalpocldgee');
  });

  it('GET /api/config lists exactly the configured ids', async () => {
    const configured = await createTestApp({ EXTENSION_IDS: ` ${STORE_ID}, ${UNPACKED_EXTENSION_ID},` });
    try {
      const res = await configured.app.inject({ url: '/api/config' });
      expect(res.json().extensionIds).toEqual([STORE_ID, UNPACKED_EXTENSION_ID]);
    } finally {
      await configured.close();
    }
  });

  it('falls back to the unpacked id when EXTENSION_IDS is empty or blank', () => {
    expect(
      loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32), EXTENSION_IDS: '' }).extensionIds,
    ).toEqual([UNPACKED_EXTENSION_ID]);
    expect(
      loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32), EXTENSION_IDS: ' , ' }).extensionIds,
    ).toEqual([UNPACKED_EXTENSION_ID]);
  });

  it.each([
    ['too short', 'abcdefghijklmnop'],
    ['a letter past p', 'abcdefghijklmnopabcdefghijklmnoq'],
    ['upper case', STORE_ID.toUpperCase()],
    ['one good and one bad', `${STORE_ID},chrome-extension://${STORE_ID}`],
  ])('refuses an id that is %s, naming EXTENSION_IDS in one line', (_, value) => {
    const load = () => loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32), EXTENSION_IDS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /^Invalid configuration: EXTENSION_IDS must be comma-separated Chrome extension ids \(32 letters a-p each\); "[^"\n]+" is not one$/,
    );
  });
});
