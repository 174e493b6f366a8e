import { useQuery, useQueryClient } from '@tanstack/react-query';
import { askExtension, EXTENSION_STATUS_TIMEOUT_MS } from './extension';
import { publicConfigQuery } from './publicConfig';

export const extensionStatusKey = ['extensionStatus'] as const;

/** While the extension page is open, a link made in the side panel shows up without a reload. */
const STATUS_POLL_MS = 3_000;

/**
 * What our extension says about itself (`{ installed, connected, version }`), or null when it is not
 * installed in this browser. It only ever talks to the extension ids the server lists, never to a site,
 * so asking again on focus and polling on the extension page cost nothing.
 */
export function useExtensionStatus({ poll = false }: { poll?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: extensionStatusKey,
    queryFn: async () => {
      const config = await queryClient.ensureQueryData(publicConfigQuery);
      return askExtension(config.extensionIds, { type: 'quillbid:status' }, EXTENSION_STATUS_TIMEOUT_MS);
    },
    // Installing or linking happens in another tab or the side panel: the cached answer is never trusted.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: poll ? STATUS_POLL_MS : false,
  });
}
