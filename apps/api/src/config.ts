import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_ID_PATTERN, UNPACKED_EXTENSION_ID } from '@quillbid/shared';
import { z } from 'zod';
import { StartupError } from './startup-error.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = z.url().optional();
/** Links the browser opens: a `javascript:` or `data:` address in the settings must not reach a page. */
const optionalWebUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional();

/** Blanks are dropped, so `a,b,` and `a, b` mean the same list. */
const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** proxy-addr's names for address ranges, e.g. `loopback` for a proxy on the same host. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Whom to believe about the client's address in X-Forwarded-For: nobody (the default, so a client cannot
 * pick its own rate-limit key), every hop (`true`), the nearest N hops, or the listed proxies.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = splitList(value);
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad === undefined && entries.length > 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be false, true, a hop count or a comma list of proxy IPs/CIDRs; "${bad ?? value}" is not one`,
    });
    return z.NEVER;
  });

/**
 * TRUST_PROXY as Fastify takes it. Fastify refuses to believe any hop for a bare count (a client that
 * reaches the app directly could claim enough hops), so a count becomes "the nearest N addresses are
 * proxies": right only when the app can be reached through those proxies alone, as the docs say.
 */
export function trustedProxies(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const booleanSetting = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Quillbid <no-reply@quillbid.local>'),
  MAIL_DRAIN_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (a local stand-in in tests). */
  STRIPE_API_URL: optionalUrl,
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_PRICING_TABLE_ID: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  EXTENSION_IDS: z
    .string()
    .transform(splitList)
    .superRefine((ids, context) => {
      const bad = ids.find((id) => !EXTENSION_ID_PATTERN.test(id));
      if (bad !== undefined)
        context.addIssue({
          code: 'custom',
          message: `must be comma-separated Chrome extension ids (32 letters a-p each); "${bad}" is not one`,
        });
    })
    .optional(),
  EXTENSION_STORE_URL: optionalWebUrl,
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_URL: optionalWebUrl,
  DOCS_URL: optionalWebUrl,
  COMMUNITY_URL: optionalWebUrl,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  COSTLY_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: trustProxySchema.default(false),
  MIGRATE_ON_START: booleanSetting.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  SESSION_CHECK_WINDOW_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(50),
  RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(30),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_START_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .max(3_600_000)
    .refine((ms) => ms === 0 || ms >= 1_000, 'must be 0 (no limit) or at least 1000')
    .default(15_000),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  /** The secret sessions were signed with before the last rotation; they stay valid until they expire. */
  jwtPreviousSecret: string | null;
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** How often queued mail is sent, and the first wait after a failed delivery (doubled per attempt). */
  mailRetry: { drainIntervalMs: number; retryBaseMs: number };
  googleClientId: string | null;
  /** Where Google's signing keys and ID tokens come from; tests point these at a local key server. */
  googleJwksUrl: string;
  googleIssuers: string[];
  /** The Chrome extensions the web app may hand a session token to. */
  extensionIds: string[];
  /** The extension's store listing; without it the dashboard points to its own install steps. */
  extensionStoreUrl: string | null;
  /** Where the dashboard's help tiles lead; a tile without one is shown as plain text. */
  supportEmail: string | null;
  supportUrl: string | null;
  docsUrl: string | null;
  communityUrl: string | null;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripePublishableKey: string | null;
  stripePricingTableId: string | null;
  stripeApiUrl: string | null;
  aiBaseUrl: string | null;
  aiApiKey: string | null;
  aiModel: string;
  aiTimeoutMs: number;
  redisUrl: string | null;
  webDist: string;
  logLevel: string;
  /** Requests per minute per IP, and per account, on the login, register and reset endpoints. */
  authRateLimitMax: number;
  /**
   * Requests per minute per account on each costly route: writing a proposal, analysing a post, reading a
   * profile page, exporting history.
   */
  costlyRateLimitMax: number;
  /** Fastify's `trustProxy`: false, true, a hop count, or the proxies' addresses and ranges. */
  trustProxy: boolean | number | string[];
  /** Off when a deploy runs `npm run migrate` once before starting the new processes. */
  migrateOnStart: boolean;
  /** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long the process keeps serving while `/api/ready` answers 503, so a load balancer stops
   * sending it requests before it stops accepting them (0: it stops at once).
   */
  shutdownDrainMs: number;
  /**
   * How long a client may take to send a whole request, headers and body; then it gets 408 and the connection
   * is closed, so clients that send slowly on purpose cannot hold connections open for ever.
   */
  requestTimeoutMs: number;
  /**
   * How long a session the database found valid is taken as valid by this process without asking again;
   * a logout or password reset on another process is noticed after at most this long.
   */
  sessionCheckWindowMs: number;
  /**
   * How far past what is alive after a full garbage collection the JavaScript heap may grow before the next
   * one (V8's `--heap-growing-percent`); 0 leaves it to V8, which under load lets it grow up to fourfold.
   */
  heapGrowthPercent: number;
  /**
   * How long rows that no longer matter are kept before the hourly sweep deletes them: finished mail (with
   * its links), expired links, and the ids of Stripe events applied (Stripe redelivers for three days).
   */
  retentionDays: number;
  /**
   * How long PostgreSQL lets one statement run, or a transaction sit idle, before it gives up (0: no limit):
   * a query stuck behind a lock or a slow plan answers 503 instead of holding a pooled connection.
   */
  statementTimeoutMs: number;
  /** Connections each process keeps to PostgreSQL at most: processes × this must stay under the server's limit. */
  poolSize: number;
  /** How long a starting process (or `npm run migrate`) waits for a PostgreSQL that refuses connections. */
  startWaitMs: number;
  /** The bearer token a Prometheus scraper sends to GET /api/metrics; without one the route does not exist. */
  metricsToken: string | null;
};

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export class ConfigError extends StartupError {}

/** Ends a process that could not start: one clear line for a known reason, a stack trace otherwise. */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}

/** Reads the environment once; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET must be set in production');
  }
  // Stripe would take customers' money and its events would never reach their accounts.
  if (e.NODE_ENV === 'production' && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY, or paid plans never reach accounts',
    );
  }
  if (e.JWT_SECRET_PREVIOUS !== undefined && e.JWT_SECRET_PREVIOUS === e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET_PREVIOUS must differ from JWT_SECRET');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? developmentJwtSecret(e.DATA_DIR),
    jwtPreviousSecret: e.JWT_SECRET_PREVIOUS ?? null,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailRetry: { drainIntervalMs: e.MAIL_DRAIN_INTERVAL_MS, retryBaseMs: e.MAIL_RETRY_BASE_MS },
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: GOOGLE_JWKS_URL,
    googleIssuers: [...GOOGLE_ISSUERS],
    // Without a store listing, the unpacked build (whose id follows from the key we ship) is the one in use.
    extensionIds: e.EXTENSION_IDS?.length ? [...new Set(e.EXTENSION_IDS)] : [UNPACKED_EXTENSION_ID],
    extensionStoreUrl: e.EXTENSION_STORE_URL ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    supportUrl: e.SUPPORT_URL ?? null,
    docsUrl: e.DOCS_URL ?? null,
    communityUrl: e.COMMUNITY_URL ?? null,
    stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
    stripePricingTableId: e.STRIPE_PRICING_TABLE_ID ?? null,
    stripeApiUrl: e.STRIPE_API_URL ?? null,
    aiBaseUrl: e.AI_BASE_URL ?? null,
    aiApiKey: e.AI_API_KEY ?? null,
    aiModel: e.AI_MODEL,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    redisUrl: e.REDIS_URL ?? null,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    costlyRateLimitMax: e.COSTLY_RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    migrateOnStart: e.MIGRATE_ON_START,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    retentionDays: e.RETENTION_DAYS,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    poolSize: e.DATABASE_POOL_SIZE,
    startWaitMs: e.DATABASE_START_WAIT_MS,
    sessionCheckWindowMs: e.SESSION_CHECK_WINDOW_MS,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

/** Settings that start but that an operator should hear about: each is logged at start-up. */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.databaseUrl)
    warnings.push(
      `DATABASE_URL is not set: running on the embedded database in ${config.dataDir}, which serves one process ` +
        'only; set DATABASE_URL to a PostgreSQL server for production',
    );
  // Settings given in part: each leaves a feature off, or half on, with nothing else saying so.
  if (config.aiApiKey && !config.aiBaseUrl)
    warnings.push(
      'AI_API_KEY is set but AI_BASE_URL is not: proposals are written by the built-in offline writer; set ' +
        'AI_BASE_URL to the endpoint (https://api.openai.com/v1 for OpenAI)',
    );
  if (config.stripeSecretKey && !config.stripeWebhookSecret)
    warnings.push(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe events (payments, cancellations) never reach accounts',
    );
  if (config.stripeSecretKey && !(config.stripePublishableKey && config.stripePricingTableId))
    warnings.push(
      'STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY and STRIPE_PRICING_TABLE_ID: the billing page ' +
        'has no plans to subscribe to',
    );
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true believes every address in X-Forwarded-For, which a client can write; ' +
        "prefer the proxies' hop count or addresses",
    );
  return warnings;
}

/** Generated once per data folder, so sessions survive restarts of a local install. */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
