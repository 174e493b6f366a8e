import type { PublicConfig } from '@quillbid/shared';
import { apiRequest } from './api';
import { unwrap } from './query';

/**
 * Which optional integrations the server has (Google sign-in, real billing) and where its links lead (the
 * extension's store listing, the help tiles). Apart from its query (lib/publicConfig.ts) for the sign-in page,
 * which runs without TanStack Query.
 */
export const requestPublicConfig = async (signal?: AbortSignal): Promise<PublicConfig> =>
  unwrap(await apiRequest<PublicConfig>('config', { signal }));
