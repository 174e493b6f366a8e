import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's ids look like (nginx's hex $request_id, UUIDs, Heroku's and load balancers' own), and nothing that
// could break a log line.
const WELL_FORMED = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id the proxy in front gave the request, when TRUST_PROXY names one (the app is then
 * reached through it alone, docs/deploy.md) and the id is well formed, so its log and ours name a request alike;
 * a new UUID otherwise. Ids must not repeat across the processes behind one address, as Fastify's own counter
 * (req-1, req-2…) in each does.
 */
export function requestIdFor(proxyTrusted: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = proxyTrusted ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
  };
}

/**
 * Every answer names its request in `X-Request-Id`, the id each log line about it carries (`reqId`): what a
 * user reports about a failure can be found in the log.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
