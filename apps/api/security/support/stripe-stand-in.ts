import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers, by method and path, in the shape Stripe's API answers them. */
const ANSWERS: Record<string, () => object> = {
  'POST /v1/customers': () => ({ id: `cus_security_${Date.now()}`, object: 'customer' }),
  'POST /v1/customer_sessions': () => ({ object: 'customer_session', client_secret: 'cuss_secret_security' }),
  'POST /v1/billing_portal/sessions': () => ({
    object: 'billing_portal.session',
    url: 'https://billing.stripe.test/p/session_security',
  }),
  'GET /v1/invoices': () => ({ object: 'list', has_more: false, data: [] }),
};

/** Stands in for api.stripe.com on loopback, so the Stripe routes can be called for real. */
export async function startStripeStandIn() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
      const answer = ANSWERS[`${request.method} ${path}`];
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ? answer() : { error: { message: 'no such route' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
