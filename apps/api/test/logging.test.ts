import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, post, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logger: { stream } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain passwords or session tokens, even at trace level', async () => {
    const user = await signedInUser(t);
    await t.app.inject({
      url: '/api/users',
      headers: { authorization: `Bearer ${user.token}`, cookie: `token=${user.token}` },
    });
    await post(t.app, '/api/auth/login', { email: user.email, password: 'a wrong password guess' });
    await post(t.app, '/api/auth/register', newAccount({ password: 'another secret passphrase' }));

    const log = lines.join('');
    expect(log).toContain('"url":"/api/users"');
    for (const secret of [user.password, user.token, 'a wrong password guess', 'another secret passphrase']) {
      expect(log).not.toContain(secret);
    }
  });
});
