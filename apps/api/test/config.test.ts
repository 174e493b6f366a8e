import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig, trustedProxies } from '../src/config.js';
import { startupFailure } from './support/server-process.js';

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
    [{ JWT_SECRET_PREVIOUS: 'short' }, 'JWT_SECRET_PREVIOUS'],
    [{ JWT_SECRET: 'x'.repeat(32), JWT_SECRET_PREVIOUS: 'x'.repeat(32) }, 'JWT_SECRET_PREVIOUS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ EXTENSION_IDS: 'not-a-chrome-extension-id' }, 'EXTENSION_IDS'],
    [{ TRUST_PROXY: 'the load balancer' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, 300.0.0.1' }, 'TRUST_PROXY'],
    [{ MIGRATE_ON_START: 'no' }, 'MIGRATE_ON_START'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ DATABASE_START_WAIT_MS: '-1' }, 'DATABASE_START_WAIT_MS'],
  ])('refuses %j naming the variable', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(variable);
  });

  it('believes no X-Forwarded-For unless TRUST_PROXY says whom to believe', () => {
    const trustProxy = (value?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(
      false,
    );
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.7, 172.16.0.0/12,fd00::/8 , loopback')).toEqual([
      '10.0.0.7',
      '172.16.0.0/12',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('turns a hop count into "the nearest N addresses are proxies"', () => {
    const trust = trustedProxies(2);
    if (typeof trust !== 'function') throw new Error('a hop count should become a function');
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(trustedProxies(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(trustedProxies(false)).toBe(false);
  });

  it('migrates at start and gives requests 10 s to finish at shutdown unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ migrateOnStart: true, shutdownTimeoutMs: 10_000 });
    expect(loadConfig({ DATA_DIR: dataDir(), MIGRATE_ON_START: 'false', SHUTDOWN_TIMEOUT_MS: '2500' })).toMatchObject({
      migrateOnStart: false,
      shutdownTimeoutMs: 2500,
    });
  });

  it('lets the heap grow half again past what is alive unless told otherwise (0: V8 decides)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).heapGrowthPercent).toBe(50);
    expect(loadConfig({ DATA_DIR: dataDir(), HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEAP_GROWTH_PERCENT: 'lots' })).toThrow(/HEAP_GROWTH_PERCENT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT/);
  });

  it('keeps finished rows 30 days unless told otherwise, and never less than the week Stripe may redeliver in', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).retentionDays).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), RETENTION_DAYS: '90' }).retentionDays).toBe(90);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RETENTION_DAYS: '2' })).toThrow(/RETENTION_DAYS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RETENTION_DAYS: '1.5' })).toThrow(/RETENTION_DAYS/);
  });

  it('gives a statement 15 seconds unless told otherwise, and reads a small number as the mistake it likely is', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).statementTimeoutMs).toBe(15_000);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_STATEMENT_TIMEOUT_MS: '60000' }).statementTimeoutMs).toBe(60_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_STATEMENT_TIMEOUT_MS: '15' })).toThrow(
      'Invalid configuration: DATABASE_STATEMENT_TIMEOUT_MS must be 0 (no limit) or at least 1000',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('gives a client 30 seconds to send a request unless told otherwise, and never under a second', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '60000' }).requestTimeoutMs).toBe(60_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('stops at once on SIGTERM unless told to drain first', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs).toBe(5_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('keeps up to 10 connections a process unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).poolSize).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '25' }).poolSize).toBe(25);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('serves metrics only with a token long enough not to be guessed', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 't'.repeat(32) }).metricsToken).toBe('t'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'secret' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 32 characters',
    );
  });

  it('warns about production on the embedded database, and about trusting every proxy', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    const [embedded, ...others] = configWarnings(loadConfig(production));
    expect(embedded).toMatch(/^DATABASE_URL is not set: running on the embedded database/);
    expect(others).toEqual([]);
    expect(configWarnings(loadConfig({ ...production, DATABASE_URL: 'postgres://db/quillbid' }))).toEqual([]);
    expect(configWarnings(loadConfig({ DATA_DIR: dataDir() }))).toEqual([]);
    expect(configWarnings(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }))).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true believes every address in X-Forwarded-For/),
    ]);
  });

  it('refuses Stripe in production without its webhook secret, and warns about settings given in part', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    const database = { DATABASE_URL: 'postgres://db/quillbid' };
    expect(() => loadConfig({ ...production, ...database, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
    );
    const development = (env: Record<string, string>) => configWarnings(loadConfig({ DATA_DIR: dataDir(), ...env }));
    expect(development({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: /),
      expect.stringMatching(/^STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY and STRIPE_PRICING_TABLE_ID: /),
    ]);
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_PRICING_TABLE_ID: 'prctbl_x',
    };
    expect(configWarnings(loadConfig({ ...production, ...database, ...stripe }))).toEqual([]);
    expect(development({ AI_API_KEY: 'sk-x' })).toEqual([
      expect.stringMatching(/^AI_API_KEY is set but AI_BASE_URL is not: proposals are written by the built-in/),
    ]);
    expect(development({ AI_API_KEY: 'sk-x', AI_BASE_URL: 'https://api.openai.com/v1' })).toEqual([]);
  });

  it('stops the server at start-up with one clear line', async () => {
    const failure = await startupFailure({ DATABASE_URL: 'mysql://nope' });
    expect(failure.code).toBe(1);
    expect(failure.lines).toEqual(['Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL']);
  }, 120_000);
});
