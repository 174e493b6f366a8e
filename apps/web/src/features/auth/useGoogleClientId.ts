import { useEffect, useState } from 'react';
import { requestPublicConfig } from '../../lib/publicConfigRequest';

/**
 * The server's Google client id once it has answered; undefined before, and when it has none. Asked for here
 * rather than through the query client, which the sign-in page runs without (app/SignInApp.tsx).
 */
export function useGoogleClientId(): string | undefined {
  const [clientId, setClientId] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    requestPublicConfig(controller.signal).then(
      (config) => setClientId(config.googleClientId ?? undefined),
      // No answer leaves the button out, as a server without Google sign-in does.
      () => {},
    );
    return () => controller.abort();
  }, []);
  return clientId;
}
