import { panelMessages } from '@quillbid/shared';
import { FailureNotice } from '../FailureNotice';
import { useProfileImport } from './useProfileImport';

interface Props {
  tabId: number;
  apiOrigin: string;
}

/**
 * A quiet way out of the LinkedIn panel for a user on their own profile, who wants it as a freelancer profile
 * rather than a note to themselves.
 */
export function ImportOwnProfileLink({ tabId, apiOrigin }: Props) {
  const { start, working, failure } = useProfileImport(tabId);
  return (
    <>
      <button type="button" className="link-button small" onClick={start} disabled={working} aria-busy={working}>
        {working ? panelMessages.importReading : panelMessages.importMyLinkedIn}
      </button>
      {failure && <FailureNotice failure={failure} apiOrigin={apiOrigin} />}
    </>
  );
}
