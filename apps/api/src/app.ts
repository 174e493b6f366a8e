import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createProfileReader, createWriter } from './ai/create-writer.js';
import type { ProposalWriter } from './ai/writer.js';
import { createGoogleVerifier } from './auth/google-id-token.js';
import { createSessionTokens } from './auth/session-tokens.js';
import { trustedProxies, type AppConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/client.js';
import { authenticatePlugin } from './http/authenticate.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRateLimiting } from './http/rate-limit.js';
import { requestIdFor, registerRequestIds } from './http/request-id.js';
import { AccessLog, requestForLog } from './http/request-log.js';
import { forbidStoringAnswers, registerSecurityHeaders } from './http/security-headers.js';
import { createSessionChecks } from './http/session-checks.js';
import { registerWebApp } from './http/web-app.js';
import { createMetrics } from './observability/metrics.js';
import { timedWriter } from './observability/timed-writer.js';
import { createOutboxMailer, type Mailer } from './mail/outbox.js';
import { createSmtpTransport } from './mail/transport.js';
import { agencyRoutes } from './modules/agency/index.js';
import { authRoutes } from './modules/auth/index.js';
import { billingRoutes, createStripe, stripeRoutes } from './modules/billing/index.js';
import { insightsRoutes } from './modules/insights/index.js';
import { jobRoutes } from './modules/jobs/index.js';
import { onboardingRoutes } from './modules/onboarding/index.js';
import { packagesRoutes } from './modules/packages/index.js';
import { profileRoutes } from './modules/profiles/index.js';
import { systemRoutes } from './modules/system/index.js';
import { templateRoutes } from './modules/templates/index.js';
import { usersRoutes } from './modules/users/index.js';

export type AppDeps = {
  config: AppConfig;
  db: Db;
  /** Defaults to the outbox mailer over SMTP_URL (or the log when unset). */
  mailer?: Mailer;
  /** Defaults to the LLM writer over AI_BASE_URL, or the offline writer. */
  writer?: ProposalWriter;
  /** `false` silences the log; an object adds pino options (a `stream`, say) to the defaults. */
  logger?: false | Record<string, unknown>;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;
const REDACTED_LOG_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACTED_LOG_PATHS,
            serializers: { req: requestForLog },
            ...deps.logger,
          },
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's default is no limit at all, which matters when nothing in front of the app buffers requests.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      // How often Node looks for requests past their time (its own default is every 30 s).
      connectionsCheckingInterval: Math.min(5_000, config.requestTimeoutMs / 4),
    },
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: requestIdFor(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestIds(app);

  const mailer =
    deps.mailer ??
    createOutboxMailer({
      db: deps.db,
      transport: createSmtpTransport(config.smtpUrl),
      from: config.mailFrom,
      log: app.log,
      retry: config.mailRetry,
    });
  app.addHook('onClose', async () => mailer.close());
  const metrics = config.metricsToken ? { ...createMetrics(deps.db), token: config.metricsToken } : null;
  const writer = deps.writer ?? createWriter(config, app.log);
  const ctx: AppContext = {
    config,
    db: deps.db,
    mailer,
    sessions: createSessionTokens(config.jwtSecret, config.jwtPreviousSecret),
    sessionChecks: createSessionChecks(config.sessionCheckWindowMs),
    google: createGoogleVerifier(config),
    stripe: config.stripeSecretKey ? createStripe(config.stripeSecretKey, config.stripeApiUrl) : null,
    writer: metrics ? timedWriter(writer, metrics) : writer,
    profileReader: createProfileReader(config, app.log),
    metrics,
    lifecycle: { draining: false },
  };
  app.decorate('ctx', ctx);

  await registerSecurityHeaders(app, { stripe: ctx.stripe !== null });
  await registerRateLimiting(app, config.redisUrl);
  await registerOpenApi(app);
  await app.register(authenticatePlugin, { ctx });
  if (metrics) registerMetrics(app, metrics);

  await app.register(
    async (api) => {
      forbidStoringAnswers(api);
      await registerCompression(api);
      for (const routes of [
        systemRoutes,
        authRoutes,
        usersRoutes,
        packagesRoutes,
        billingRoutes,
        stripeRoutes,
        profileRoutes,
        templateRoutes,
        jobRoutes,
        insightsRoutes,
        agencyRoutes,
        onboardingRoutes,
      ])
        await api.register(routes, { ctx });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDist);

  return app;
}
