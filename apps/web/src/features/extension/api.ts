import { extensionMessages, type ExtensionTokenResponse } from '@quillbid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { askExtension, EXTENSION_CONNECT_TIMEOUT_MS } from '../../lib/extension';
import { extensionStatusKey } from '../../lib/extensionStatus';
import { publicConfigQuery } from '../../lib/publicConfig';
import { unwrap } from '../../lib/query';

/**
 * Links the extension to the signed-in account: asks the API for a long-lived token for it, then hands
 * the token to the extension with this app's origin as its API origin. Fails with the API's message
 * when the token could not be had, else with `connectFailed` unless the extension confirms.
 */
export function useConnectExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const config = await queryClient.ensureQueryData(publicConfigQuery);
      const { token } = unwrap(await apiRequest<ExtensionTokenResponse>('auth/extension-token', { method: 'POST' }));
      const reply = await askExtension(
        config.extensionIds,
        { type: 'quillbid:connect', token, apiOrigin: window.location.origin },
        EXTENSION_CONNECT_TIMEOUT_MS,
      );
      if (reply?.ok !== true) throw new Error(extensionMessages.connectFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: extensionStatusKey }),
  });
}
