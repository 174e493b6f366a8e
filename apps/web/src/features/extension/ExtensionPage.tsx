import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PageHeader } from '../../components/PageHeader';
import { useExtensionStatus } from '../../lib/extensionStatus';
import { useConnectExtension } from './api';
import { ExtensionStatusCard } from './ExtensionStatusCard';
import { InstallSteps } from './InstallSteps';

/**
 * Explains the install and links the extension to this account. The side panel's "Connect" opens this
 * page with `?connect=1`, so that one click links it as soon as the page sees the extension.
 */
export function ExtensionPage() {
  const status = useExtensionStatus({ poll: true });
  const connect = useConnectExtension();
  const [searchParams, setSearchParams] = useSearchParams();
  const autoConnectTried = useRef(false);
  const canConnect = status.data?.connected === false;

  const { mutate } = connect;
  const startConnect = useCallback(
    () => mutate(undefined, { onError: (error) => toast.error(error.message) }),
    [mutate],
  );

  const autoConnect = searchParams.get('connect') === '1';
  useEffect(() => {
    if (!autoConnect || !canConnect || autoConnectTried.current) return;
    autoConnectTried.current = true;
    // Dropped from the address, so a reload or a bookmark does not link again unasked.
    setSearchParams(
      (params) => {
        params.delete('connect');
        return params;
      },
      { replace: true },
    );
    startConnect();
  }, [autoConnect, canConnect, startConnect, setSearchParams]);

  return (
    <>
      <PageHeader title="Browser extension" />
      <ExtensionStatusCard
        status={status.data}
        error={status.error?.message ?? null}
        connecting={connect.isPending}
        connectedNow={connect.isSuccess}
        onConnect={startConnect}
      />
      <InstallSteps />
    </>
  );
}
