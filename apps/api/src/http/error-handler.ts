import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpMessages } from '@quillbid/shared';
import { AppError, isConnectionFailure, isStatementTimeout } from './errors.js';

const malformedBodyCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
/** Seconds a client is asked to wait when the database is out of reach: about one restart. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The first error in the chain: what the driver said, without the failed query and its parameters (which
 * can hold e-mail addresses or password hashes).
 */
function rootCause(error: Error): string {
  let root: unknown = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const { code, message } = root as { code?: string; message?: string };
  return [code, message].filter(Boolean).join(' ');
}

/**
 * The one place that turns a failure into an answer: `{ error, code }` JSON with a 4xx or 5xx status.
 * Client errors say what was wrong; server errors are logged and never show their details; a lost
 * database connection, or a statement the database gave up on, is a 503 the client may retry.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send({ error: httpMessages.unavailable, code: 'UNAVAILABLE' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database restarting or out of reach is the service's state, not a fault in this request.
    if (isConnectionFailure(error) || (error instanceof AppError && error.code === 'UNAVAILABLE')) {
      request.log.warn({ reason: rootCause(error) }, 'database unavailable');
      return unavailable(reply);
    }
    // A statement stuck behind a lock or on a slow plan: the request is given up, its transaction rolled
    // back, and the operator told, since that is a fault to look into rather than a passing state.
    if (isStatementTimeout(error)) {
      request.log.error({ reason: rootCause(error) }, 'database statement timed out');
      return unavailable(reply);
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ error: first?.message ?? httpMessages.invalidRequest, code: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: httpMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    if (status === 413) return reply.code(413).send({ error: httpMessages.bodyTooLarge, code: 'BODY_TOO_LARGE' });
    if (error instanceof SyntaxError || malformedBodyCodes.has(error.code)) {
      return reply.code(400).send({ error: httpMessages.malformedJson, code: 'MALFORMED_JSON' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: httpMessages.internal, code: 'INTERNAL' });
  });
}
