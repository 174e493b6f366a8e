import { loadChunk } from '../../lib/chunkLoad';

const importSchemas = () => import('./schemas');

/**
 * The sign-in page's schemas, in a chunk of their own so that zod is not part of what a first visit downloads
 * before the page works. A failure reloads the page once, like any chunk (loadChunk).
 */
export const loadAuthSchemas = () => loadChunk('authSchemas', importSchemas);

export const loadLoginSchema = async () => (await loadAuthSchemas()).loginSchema;

/**
 * Starts the download once the page is up, long before its first check. A failure here is left to that check:
 * reloading now would lose what the visitor may already have typed.
 */
export function preloadAuthSchemas(): void {
  importSchemas().catch(() => {});
}
