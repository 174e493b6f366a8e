import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPage } from '../src/page/read-page';
import { runReadPage, USAGE } from '../scripts/read-page-run';
import { FIXTURE_URLS } from './fixtures/urls';
import { fixturePath, loadFixture } from './support/pages';

const APP = join(dirname(fileURLToPath(import.meta.url)), '..');

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReadPage(args, { out: (text) => out.push(text), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('read-page', () => {
  it('prints the reading of a saved page as indented JSON', async () => {
    const url = FIXTURE_URLS['upwork-apply.html'];
    const { code, out, err } = await run([fixturePath('upwork-apply.html'), url]);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    const printed = out[0] ?? '';
    expect(printed).toBe(JSON.stringify(JSON.parse(printed), null, 2));
    expect(JSON.parse(printed)).toEqual(readPage(loadFixture('upwork-apply.html'), url));
    expect(Object.keys(JSON.parse(printed))).toEqual(['page', 'job', 'person', 'fields', 'missing', 'matched']);
  });

  it.each([
    [[], USAGE],
    [['page.html'], USAGE],
    [['page.html', 'https://www.upwork.com/', 'extra'], USAGE],
    [
      ['page.html', 'www.upwork.com/jobs/~021931234567890123456'],
      'Not a URL: www.upwork.com/jobs/~021931234567890123456',
    ],
    [['no-such-page.html', 'https://www.upwork.com/'], 'Cannot read no-such-page.html (ENOENT)'],
  ])('refuses %j with one line and exit code 2', async (args, message) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([message]);
  });

  it('runs as a script', { timeout: 120_000 }, () => {
    const script = (args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/read-page.ts', ...args], { cwd: APP, encoding: 'utf8', timeout: 110_000 });

    const read = script(['test/fixtures/linkedin-profile.html', FIXTURE_URLS['linkedin-profile.html']]);
    expect(read.status).toBe(0);
    expect(JSON.parse(read.stdout)).toMatchObject({ page: 'linkedin-profile', person: { name: 'Dana Whitfield' } });

    const refused = script([]);
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(
      refused.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn')),
    ).toEqual([USAGE]);
  });
});
