import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON that is already text (a page PostgreSQL built as JSON): Fastify sends a string with a
 * JSON content type as it is, so nothing is parsed or serialised again. The route's response schema still
 * documents it, and its tests check the text against that schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
