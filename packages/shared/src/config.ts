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
  /** The extension's store listing (`EXTENSION_STORE_URL`); null: the app's own install page is the way in. */
  extensionStoreUrl: z.string().nullable(),
  /** Where the dashboard's help tiles lead; each is null when not configured, and its tile is plain text. */
  supportEmail: z.string().nullable(),
  supportUrl: z.string().nullable(),
  docsUrl: z.string().nullable(),
  communityUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
