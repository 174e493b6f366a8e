import { panelMessages } from '@quillbid/shared';
import { ImportProfileButton } from './ImportProfileButton';

interface Props {
  tabId: number;
  apiOrigin: string;
}

/**
 * A quiet way out of the LinkedIn panel for a user on their own profile, who wants it as a freelancer profile
 * rather than a note to themselves.
 */
export function ImportOwnProfileLink({ tabId, apiOrigin }: Props) {
  return (
    <ImportProfileButton
      tabId={tabId}
      apiOrigin={apiOrigin}
      label={panelMessages.importMyLinkedIn}
      className="link-button small"
    />
  );
}
