import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/factories.js';
import { capturedLog } from './support/captured-log.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const { lines, stream } = capturedLog();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: { stream } });
});
afterAll(() => t.close());

describe('the access log', () => {
  it('writes one line per request, once answered: method, path, status and time taken', async () => {
    const user = await signedInUser(t);
    lines.length = 0;
    await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${user.token}` } });
    await t.app.inject({ url: '/api/nowhere' });

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/users' } });
    expect(lines[0]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(lines[1]).toMatchObject({ req: { url: '/api/nowhere' }, res: { statusCode: 404 } });
  });
});
