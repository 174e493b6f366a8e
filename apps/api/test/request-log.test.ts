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

  it("keeps the secrets of mailed links out of it: a link's token, opened or used, is written as [redacted]", async () => {
    lines.length = 0;
    await t.app.inject({ url: '/reset-password?token=Reset-Secret_1' });
    await t.app.inject({ url: '/accept-invite?lang=en&token=Invite-Secret_2&step=1' });
    await t.app.inject({ method: 'POST', url: '/api/auth/confirm/Confirm-Secret_3' });
    await t.app.inject({ url: '/api/job?search=token&page=1' });

    expect(lines.map((line) => (line.req as { url: string }).url)).toEqual([
      '/reset-password?token=[redacted]',
      '/accept-invite?lang=en&token=[redacted]&step=1',
      '/api/auth/confirm/[redacted]',
      '/api/job?search=token&page=1',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Secret_/);
  });
});
