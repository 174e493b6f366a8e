import type { User } from '@quillbid/shared';
import { panelMessages } from '@quillbid/shared';
import type { Settings } from '../protocol';
import type { Asked } from './useAsk';
import { ask } from './service-worker';
import { OriginSetting } from './OriginSetting';
import { FailureNotice } from './FailureNotice';

interface Props {
  account: Asked<User>;
  settings: Settings;
  onSignedOut: () => void;
  onRefresh: () => void;
}

/** Who is signed in, a way out, and the page read again on demand. */
export function AccountBar({ account, settings, onSignedOut, onRefresh }: Props) {
  const signOut = async () => {
    await ask('signOut', {});
    onSignedOut();
  };
  return (
    <header className="account-bar">
      <div className="account-row">
        <strong className="brand">Quillbid</strong>
        <span className="muted small account-email">{account.data?.email ?? ''}</span>
        <button type="button" className="link-button" onClick={onRefresh} title="Read the page again">
          Read again
        </button>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      {account.failure && (
        <FailureNotice failure={account.failure} apiOrigin={settings.apiOrigin} onRetry={account.reload} />
      )}
      {account.data && !account.data.packageSubscribed && (
        <p className="notice small">
          {panelMessages.noPlan}{' '}
          <a href={`${settings.apiOrigin}/dashboard/settings`} target="_blank" rel="noreferrer">
            Open Billing
          </a>
        </p>
      )}
      <OriginSetting apiOrigin={settings.apiOrigin} onChanged={onSignedOut} />
    </header>
  );
}
