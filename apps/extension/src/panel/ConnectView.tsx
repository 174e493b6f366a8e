import { EXTENSION_PAGE_PATH, panelMessages } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import type { Failure, Settings } from '../protocol';
import { FailureNotice } from './FailureNotice';
import { OriginSetting } from './OriginSetting';
import { ask } from './service-worker';

interface Props {
  settings: Settings;
  notice: Failure | null;
  onChanged: () => void;
}

/** Not connected yet: one click through the signed-in web app, or e-mail and password here. */
export function ConnectView({ settings, notice, onChanged }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(notice);

  const connectThroughApp = () =>
    void browser.tabs.create({ url: `${settings.apiOrigin}${EXTENSION_PAGE_PATH}?connect=1` });

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const reply = await ask('signIn', { email: email.trim(), password });
    setBusy(false);
    if (!reply.ok) return setFailure(reply.failure);
    setPassword('');
    onChanged();
  };

  return (
    <main className="stack">
      <h1>Connect Quillbid</h1>
      <p className="muted">{panelMessages.notConnected}</p>
      {failure && <FailureNotice failure={failure} apiOrigin={settings.apiOrigin} />}
      <button type="button" className="button" onClick={connectThroughApp}>
        Connect
      </button>
      <p className="muted small">Opens Quillbid in a tab; if you are signed in there, that is all.</p>

      <form className="stack card" onSubmit={(event) => void signIn(event)} aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading">Or sign in here</h2>
        <label>
          E-mail
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <OriginSetting apiOrigin={settings.apiOrigin} onChanged={onChanged} />
    </main>
  );
}
