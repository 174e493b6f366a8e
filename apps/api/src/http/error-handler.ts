import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpMessages } from '@quillbid/shared';
import { AppError } from './errors.js';

const malformedBodyCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * The one place that turns a failure into an answer: `{ error, code }` JSON with a 4xx or 5xx status.
 * Client errors say what was wrong; server errors are logged and never show their details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
