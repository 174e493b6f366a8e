import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request, written once it has been answered: method, path, client address,
 * status and time taken. Fastify's own writes two (one as the request arrives), which doubles what every
 * request costs in log writes for nothing an operator reads. Error and stream lines stay as they are.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Where addresses carry a secret: the links mails send (`/reset-password?token=…`, the same for e-mail
 * confirmation and invites), which the log would otherwise keep as the page is opened and before the link is
 * used, and the confirmation route that receives one in its path.
 */
const SECRETS_IN_URLS: [RegExp, string][] = [
  [/([?&]token=)[^&#]*/gi, '$1[redacted]'],
  [/^(\/api\/auth\/confirm\/)[^/?#]+/i, '$1[redacted]'],
];

/** A request as log lines show it: Fastify's own fields (no route here is versioned), any secret in its address taken out. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: SECRETS_IN_URLS.reduce((url, [secret, mask]) => url.replace(secret, mask), request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
