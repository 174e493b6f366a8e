import { useState } from 'react';
import { panelMessages } from '@quillbid/shared';
import type { Settings } from '../protocol';
import { AccountBar } from './AccountBar';
import { FailureNotice } from './FailureNotice';
import { LinkedInPanel } from './linkedin/LinkedInPanel';
import { ImportProfileView } from './profile-import/ImportProfileView';
import type { UpworkJob } from '../page/types';
import { PasteJobForm } from './upwork/PasteJobForm';
import { UpworkPanel } from './upwork/UpworkPanel';
import { useAsk } from './useAsk';
import { usePage } from './usePage';

interface Props {
  settings: Settings;
  onSignedOut: () => void;
}

/** Connected: the page beside the panel decides what the panel offers. */
export function Workspace({ settings, onSignedOut }: Props) {
  const account = useAsk('account', {}, 'account');
  const { page, reread, grantAccess } = usePage();
  const [pasted, setPasted] = useState<UpworkJob | null>(null);
  const [accessRefused, setAccessRefused] = useState(false);

  const sessionGone = account.failure?.code === 'SESSION_ENDED' || account.failure?.code === 'NOT_CONNECTED';
  if (sessionGone) {
    return (
      <main className="stack">
        <FailureNotice
          failure={account.failure ?? { code: 'SESSION_ENDED', error: '' }}
          apiOrigin={settings.apiOrigin}
        />
        <button type="button" className="button" onClick={onSignedOut}>
          Connect again
        </button>
      </main>
    );
  }

  const body = () => {
    if (pasted) {
      // A pasted job still goes into the apply form when the tab beside the panel shows one.
      const apply = page.status === 'ready' && page.reading.page === 'apply' ? page : null;
      return (
        <UpworkPanel
          key={`pasted:${pasted.title}`}
          job={{ ...pasted, id: apply?.reading.job?.id ?? null, url: apply?.reading.job?.url ?? null }}
          reading={apply?.reading ?? null}
          tabId={apply?.tabId ?? null}
          jobSource="pasted"
          apiOrigin={settings.apiOrigin}
          onPasteInstead={setPasted}
        />
      );
    }
    if (page.status === 'loading') return <p className="muted">Reading the page…</p>;
    if (page.status === 'no-access') {
      return (
        <section className="stack card" aria-labelledby="access-heading">
          <h2 id="access-heading">{panelMessages.sitesPermission}</h2>
          <p className="muted small">{panelMessages.sitesPermissionWhy}</p>
          {accessRefused && <p className="field-error">{panelMessages.sitesPermissionRefused}</p>}
          <button
            type="button"
            className="button"
            onClick={() => void grantAccess().then((ok) => setAccessRefused(!ok))}
          >
            Allow
          </button>
          <PasteJobForm initial={null} onSubmit={setPasted} />
        </section>
      );
    }
    if (page.status === 'other' || page.reading.page === 'unknown') {
      const reason =
        page.status === 'other' && page.reason === 'cannot-read'
          ? panelMessages.cannotReadTab
          : panelMessages.openSomething;
      return (
        <section className="stack">
          <p className="muted">{reason}</p>
          <PasteJobForm initial={null} onSubmit={setPasted} />
        </section>
      );
    }
    if (page.reading.page === 'upwork-profile') {
      return <ImportProfileView key={page.tabId} tabId={page.tabId} apiOrigin={settings.apiOrigin} />;
    }
    if (page.reading.page === 'linkedin-profile') {
      return (
        <LinkedInPanel
          key={page.reading.person?.url}
          reading={page.reading}
          tabId={page.tabId}
          apiOrigin={settings.apiOrigin}
        />
      );
    }
    return (
      <UpworkPanel
        key={page.job?.id ?? page.reading.page}
        job={page.job}
        reading={page.reading}
        tabId={page.tabId}
        jobSource={page.jobSource}
        apiOrigin={settings.apiOrigin}
        onPasteInstead={setPasted}
      />
    );
  };

  return (
    <div className="panel">
      <AccountBar account={account} settings={settings} onSignedOut={onSignedOut} onRefresh={reread} />
      {pasted && (
        <button type="button" className="link-button" onClick={() => setPasted(null)}>
          ← Back to the page
        </button>
      )}
      <main className="stack">{body()}</main>
    </div>
  );
}
