import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'quillbid-config-'));

describe('configuration', () => {
  it('defaults to the embedded database, port 3000 and a generated secret kept in the data folder', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, appUrl: 'http://localhost:3000', smtpUrl: null });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ EXTENSION_IDS: 'not-a-chrome-extension-id' }, 'EXTENSION_IDS'],
  ])('refuses %j naming the variable', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(variable);
  });

  it('stops the server at start-up with one clear line', async () => {
    const main = path.join(import.meta.dirname, '../src/main.ts');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir() },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ]);
  });
});
