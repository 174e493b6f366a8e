import Stripe from 'stripe';

/** The Stripe SDK for our account; `apiUrl` points it at another host (a local stand-in in tests). */
export function createStripe(secretKey: string, apiUrl: string | null): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 15_000 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}
