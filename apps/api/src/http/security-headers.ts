import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Stripe's pricing table is a script from js.stripe.com that draws its own frames and calls its API. */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * No inline script and no framing by other origins. Styles allow 'unsafe-inline' because the UI library
 * injects its styles at run time. Stripe's origins are allowed only when Stripe is configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean }): Promise<void> {
  const stripe = (...sources: string[]) => (options.stripe ? sources : []);
  await app.register(helmet, {
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
}
