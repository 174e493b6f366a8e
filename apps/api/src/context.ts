import type Stripe from 'stripe';
import type { ProfileReader } from './ai/profile-reader.js';
import type { ProposalWriter } from './ai/writer.js';
import type { GoogleVerifier } from './auth/google-id-token.js';
import type { SessionTokens } from './auth/session-tokens.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import type { SessionChecks } from './http/session-checks.js';
import type { Mailer } from './mail/outbox.js';
import type { Metrics } from './observability/metrics.js';

/** What the features share: handed to each feature's routes when the app is built. */
export type AppContext = {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  sessions: SessionTokens;
  /** Sessions the database found valid a moment ago; forget them when a session ends. */
  sessionChecks: SessionChecks;
  /** Checks Google ID tokens; refuses every token while GOOGLE_CLIENT_ID is unset. */
  google: GoogleVerifier;
  /** Null when no STRIPE_SECRET_KEY is set: billing then runs in local test mode. */
  stripe: Stripe | null;
  /** The LLM writer when AI_BASE_URL is set, else the offline writer. */
  writer: ProposalWriter;
  /** Reads a profile page into a profile draft: the model when AI_BASE_URL is set, else the built-in parser. */
  profileReader: ProfileReader;
  /** What `GET /api/metrics` reports; null when no METRICS_TOKEN is set, and nothing is counted. */
  metrics: Metrics | null;
  /** Set once the process is shutting down and waiting for load balancers to stop sending it requests. */
  lifecycle: { draining: boolean };
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
