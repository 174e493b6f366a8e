import { useEffect } from 'react';
import { browser } from 'wxt/browser';
import { ConnectView } from './ConnectView';
import { useAsk } from './useAsk';
import { Workspace } from './Workspace';

/** The side panel: connect first, then work on the page beside it. */
export function App() {
  const settings = useAsk('settings', {}, 'settings');
  const { reload } = settings;

  // The web app hands the token to the service worker; the panel sees it arrive in storage.
  useEffect(() => {
    const onChanged = () => reload();
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, [reload]);

  if (!settings.data) {
    return (
      <main className="stack" aria-busy="true">
        <p className="muted">Loading…</p>
      </main>
    );
  }
  if (!settings.data.connected) return <ConnectView settings={settings.data} notice={null} onChanged={reload} />;
  return <Workspace settings={settings.data} onSignedOut={reload} />;
}
