import { panelMessages } from '@quillbid/shared';
import { FailureNotice } from '../FailureNotice';
import { useProfileImport } from './useProfileImport';

interface Props {
  tabId: number;
  apiOrigin: string;
  /** The idle label; while the page is read, the button says so. */
  label: string;
  className: string;
}

/** Reads the profile open in the tab into a new freelancer profile in the app, and says why when it cannot. */
export function ImportProfileButton({ tabId, apiOrigin, label, className }: Props) {
  const { start, working, failure } = useProfileImport(tabId);
  return (
    <>
      <button type="button" className={className} onClick={start} disabled={working} aria-busy={working}>
        {working ? panelMessages.importReading : label}
      </button>
      {failure && <FailureNotice failure={failure} apiOrigin={apiOrigin} />}
    </>
  );
}
