import type { Failure } from '../protocol';

interface Props {
  failure: Failure;
  apiOrigin: string;
  onRetry?: () => void;
}

/** A failure in words, with the one action that helps: billing for plan limits, retry for the network. */
export function FailureNotice({ failure, apiOrigin, onRetry }: Props) {
  const billing = failure.code === 'SUBSCRIPTION_REQUIRED' || failure.code === 'LIMIT_REACHED';
  const transient = failure.code === 'OFFLINE' || failure.code === 'UNREACHABLE';
  return (
    <div className="notice notice-error" role="alert">
      <p>{failure.error}</p>
      {billing && (
        <a
          className="button button-secondary"
          href={`${apiOrigin}/dashboard/settings`}
          target="_blank"
          rel="noreferrer"
        >
          Open Billing
        </a>
      )}
      {transient && onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
