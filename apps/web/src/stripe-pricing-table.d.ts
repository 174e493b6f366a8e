import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// Stripe's embedded pricing table is a custom element defined by https://js.stripe.com/v3/pricing-table.js.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stripe-pricing-table': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'pricing-table-id': string;
        'publishable-key': string;
        'customer-session-client-secret'?: string;
        'client-reference-id'?: string;
      };
    }
  }
}
