import { z } from 'zod';

/** `GET config`: what the browser needs to know about the server's optional integrations. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  billingMode: z.enum(['stripe', 'test']),
  mailMode: z.enum(['smtp', 'outbox']),
  writerMode: z.enum(['llm', 'offline']),
  /** The embedded pricing table's public identifiers, when Stripe is configured with them. */
  stripePricingTable: z.object({ publishableKey: z.string(), pricingTableId: z.string() }).nullable(),
  /** The only Chrome extensions the web app hands a token to (`EXTENSION_IDS`). */
  extensionIds: z.array(z.string()),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
