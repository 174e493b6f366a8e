import type { SessionTokens } from './auth/session-tokens.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './mail/outbox.js';

/** What the features share: handed to each feature's routes when the app is built. */
export type AppContext = {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  sessions: SessionTokens;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
