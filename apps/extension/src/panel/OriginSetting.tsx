import { useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { panelMessages } from '@quillbid/shared';
import { normaliseOrigin, originPattern } from '../settings/origin';
import { ask } from './service-worker';

interface Props {
  apiOrigin: string;
  onChanged: () => void;
}

/** Where the Quillbid app runs. Moving it asks Chrome for access to the new address first. */
export function OriginSetting({ apiOrigin, onChanged }: Props) {
  const [value, setValue] = useState(apiOrigin);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const origin = normaliseOrigin(value);
    if (!origin) return setError(panelMessages.invalidOrigin);
    setBusy(true);
    // Asked here, during the click: Chrome only shows its permission prompt in answer to a user gesture.
    const granted = await browser.permissions.request({ origins: [originPattern(origin)] }).catch(() => false);
    const reply = granted ? await ask('setOrigin', { apiOrigin: origin }) : null;
    setBusy(false);
    if (!reply) return setError(panelMessages.originPermissionRefused);
    if (!reply.ok) return setError(reply.failure.error);
    setError(null);
    setValue(reply.data.apiOrigin);
    onChanged();
  };

  return (
    <details className="card">
      <summary>Settings</summary>
      <form className="stack" onSubmit={(event) => void save(event)}>
        <label>
          Quillbid address
          <input
            type="url"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? 'origin-error' : undefined}
          />
        </label>
        {error && (
          <p id="origin-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-secondary" disabled={busy}>
          Save address
        </button>
      </form>
    </details>
  );
}
