import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { trustedProxies, type AppConfig } from '../config.js';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's ids look like (nginx's hex $request_id, UUIDs, Heroku's and load balancers' own), and nothing that
// could break a log line.
const WELL_FORMED = /^[\w.:-]{1,128}$/;

/**
 * Whether a connection comes from a proxy TRUST_PROXY names: the test Fastify makes of the nearest hop before it
 * believes X-Forwarded-For, with the same library.
 */
function fromTrustedProxy(setting: AppConfig['trustProxy']): (address: string) => boolean {
  const trust = trustedProxies(setting);
  if (typeof trust === 'boolean') return () => trust;
  const trusts = typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (address) => trusts(address, 0);
}

/**
 * Fastify's `genReqId`: the id the proxy in front gave the request, when the connection comes from a proxy
 * TRUST_PROXY names and the id is well formed, so its log and ours name a request alike; a new UUID otherwise.
 * Ids must not repeat across the processes behind one address, as Fastify's own counter (req-1, req-2…) in each
 * does.
 */
export function requestIdFor(setting: AppConfig['trustProxy']): (request: IncomingMessage) => string {
  const trusted = fromTrustedProxy(setting);
  return (request) => {
    const peer = request.socket.remoteAddress;
    const given = peer !== undefined && trusted(peer) ? request.headers[REQUEST_ID_HEADER] : undefined;
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
