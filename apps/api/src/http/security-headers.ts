import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Stripe's pricing table is a script from js.stripe.com that draws its own frames and calls its API. */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * What helmet sends with every answer, worked out once by helmet itself on a probe instance. The
 * headers never vary by request (no nonces), yet @fastify/helmet rebuilds helmet's middleware, policy
 * parsing included, for every request: a cost on every answer for nothing.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      typeof value === 'string' && !notHelmets.has(name) ? [[name, value]] : [],
    ),
  );
}

/**
 * No inline script and no framing by other origins. Styles allow 'unsafe-inline' because the UI library
 * injects its styles at run time. Stripe's origins are allowed only when Stripe is configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean }): Promise<void> {
  const stripe = (...sources: string[]) => (options.stripe ? sources : []);
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe(STRIPE_SCRIPT)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe(STRIPE_API)],
        frameSrc: ["'self'", ...stripe(STRIPE_SCRIPT)],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup, opened by our page, keeps its way back to it (Google's advice for popups).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const entries = Object.entries(headers);
  // On the raw response, as helmet does, so answers that bypass Fastify's reply (event streams) get them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The API's answers carry an account's data, so no browser or proxy keeps a copy of them: a shared
 * computer's disk cache would otherwise hold someone's proposals after they logged out. A route whose
 * answer may be kept sets its own header.
 */
export function forbidStoringAnswers(api: FastifyInstance): void {
  api.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
