import { panelMessages } from '@quillbid/shared';
import { ImportProfileButton } from './ImportProfileButton';

interface Props {
  tabId: number;
  apiOrigin: string;
}

/** The user's own Upwork profile: nothing to write here, but it can become a freelancer profile in the app. */
export function ImportProfileView({ tabId, apiOrigin }: Props) {
  return (
    <section className="stack card" aria-labelledby="import-heading">
      <h2 id="import-heading">{panelMessages.importHeading}</h2>
      <p className="muted small">{panelMessages.importExplanation}</p>
      <ImportProfileButton
        tabId={tabId}
        apiOrigin={apiOrigin}
        label={panelMessages.importAsMyProfile}
        className="button"
      />
    </section>
  );
}
