import { panelMessages } from '@quillbid/shared';
import { FailureNotice } from '../FailureNotice';
import { useProfileImport } from './useProfileImport';

interface Props {
  tabId: number;
  apiOrigin: string;
}

/** The user's own Upwork profile: nothing to write here, but it can become a freelancer profile in the app. */
export function ImportProfileView({ tabId, apiOrigin }: Props) {
  const { start, working, failure } = useProfileImport(tabId);
  return (
    <section className="stack card" aria-labelledby="import-heading">
      <h2 id="import-heading">{panelMessages.importHeading}</h2>
      <p className="muted small">{panelMessages.importExplanation}</p>
      <button type="button" className="button" onClick={start} disabled={working} aria-busy={working}>
        {working ? panelMessages.importReading : panelMessages.importAsMyProfile}
      </button>
      {failure && <FailureNotice failure={failure} apiOrigin={apiOrigin} />}
    </section>
  );
}
