import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodedMap, TraceMap } from '@jridgewell/trace-mapping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const { lines, stream } = capturedLog();

// A built chunk and the map the build writes beside it (`sourcemap: 'hidden'`), as vite names its sources:
// relative to the map. Column 2344 of line 1 (0-based) came from HistoryRow.tsx line 42, column 6, and
// column 119 from HistoryPage.tsx line 10, column 2.
const webDist = mkdtempSync(path.join(tmpdir(), 'quillbid-client-errors-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets/HistoryPage-x1.js'), 'export{};');
const historyMap = new TraceMap({
  version: 3,
  file: 'HistoryPage-x1.js',
  names: [],
  sources: ['../../src/features/history/HistoryPage.tsx', '../../src/features/history/HistoryRow.tsx'],
  mappings: [
    [
      [119, 0, 9, 2],
      [2344, 1, 41, 6],
    ],
  ],
});
writeFileSync(path.join(webDist, 'assets/HistoryPage-x1.js.map'), JSON.stringify(encodedMap(historyMap)));
writeFileSync(path.join(webDist, 'assets/vendor-z9.js'), 'export{};');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info', WEB_DIST: webDist }, { logger: { stream } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const report = {
  kind: 'render',
  message: "Cannot read properties of undefined (reading 'jobTitle')",
  stack: 'TypeError: Cannot read properties of undefined\n    at HistoryRow (/assets/HistoryPage-x1.js:1:2345)',
  page: '/dashboard/history',
};
const send = (payload: object, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/client-errors', payload, remoteAddress });

describe('POST /api/client-errors', () => {
  it('logs what failed in the browser, with the request id and the browser, and answers 204', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const logged = lines.find((line) => line.msg === 'client error');
    expect(logged).toMatchObject({
      level: 40,
      reqId: answer.headers['x-request-id'],
      clientError: report,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    });
  });

  it("logs the stack in source positions too, where the build's maps place its frames", async () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'jobTitle')",
      '    at ht (https://app.example.com/assets/HistoryPage-x1.js:1:2345)',
      '    at render@https://app.example.com/assets/HistoryPage-x1.js:1:120',
      '    at Tr (https://app.example.com/assets/vendor-z9.js:1:88)',
      '    at https://app.example.com/assets/Gone-a0.js:1:5',
    ].join('\n');
    const answer = await send({ ...report, stack }, '198.51.100.9');
    expect(answer.statusCode).toBe(204);
    const logged = lines.find((line) => line.reqId === answer.headers['x-request-id'] && line.msg === 'client error');
    expect(logged?.clientError).toMatchObject({ stack });
    expect(logged?.sourceStack).toBe(
      [
        "TypeError: Cannot read properties of undefined (reading 'jobTitle')",
        '    at ht (src/features/history/HistoryRow.tsx:42:7)',
        '    at render@src/features/history/HistoryPage.tsx:10:3',
        // No map for these: a chunk the build wrote without one, and one this build never wrote.
        '    at Tr (https://app.example.com/assets/vendor-z9.js:1:88)',
        '    at https://app.example.com/assets/Gone-a0.js:1:5',
      ].join('\n'),
    );
  });

  it('logs no source stack when no frame is in a chunk with a map', async () => {
    const stack =
      'Error: boom\n    at x (https://app.example.com/assets/vendor-z9.js:1:88)\n    at /assets/../x.js.map:1:1';
    const answer = await send({ ...report, stack }, '198.51.100.10');
    expect(answer.statusCode).toBe(204);
    const logged = lines.find((line) => line.reqId === answer.headers['x-request-id'] && line.msg === 'client error');
    expect(logged).toMatchObject({ clientError: { stack }, sourceStack: null });
  });

  it('logs no more than the first 300 characters of the User-Agent', async () => {
    const userAgent = `Mozilla/5.0 ${'x'.repeat(5000)}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      headers: { 'user-agent': userAgent },
      remoteAddress: '198.51.100.8',
    });
    expect(answer.statusCode).toBe(204);
    const logged = lines.find((line) => line.reqId === answer.headers['x-request-id'] && line.msg === 'client error');
    expect(logged?.userAgent).toBe(userAgent.slice(0, 300));
  });

  it('refuses a report of another kind, a missing page, an oversized message or an unsavable character', async () => {
    const refused = [
      { ...report, kind: 'network' },
      { kind: 'chunk', message: 'Failed to fetch dynamically imported module' },
      { ...report, message: 'x'.repeat(501) },
      { ...report, stack: 'x'.repeat(4001) },
      { ...report, message: 'bad\u0000byte' },
    ];
    for (const [i, payload] of refused.entries()) {
      const answer = await send(payload, `198.51.100.${20 + i}`);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('takes ten reports a minute from one address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await send(report, '203.0.113.50')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(204), 429]);
    // Another address still reports.
    expect((await send(report, '203.0.113.51')).statusCode).toBe(204);
  });
});
