import { panelMessages } from '@quillbid/shared';
import { AppLinkNotice } from './AppLinkNotice';

interface Props {
  apiOrigin: string;
  /** Null while loading: nothing is said until the lists are known. */
  profileCount: number | null;
  templateCount: number | null;
  /** What kind of template is missing: "Upwork proposal", "LinkedIn". */
  templateKind: string;
}

/** What the user must create in the web app before the panel can write, with the links to do it. */
export function SetupNotices({ apiOrigin, profileCount, templateCount, templateKind }: Props) {
  return (
    <>
      {profileCount === 0 && (
        <AppLinkNotice
          text={panelMessages.noProfiles}
          apiOrigin={apiOrigin}
          path="/dashboard/profiles/create"
          label="Create a profile"
        />
      )}
      {templateCount === 0 && (
        <AppLinkNotice
          text={panelMessages.noTemplates(templateKind)}
          apiOrigin={apiOrigin}
          path="/dashboard/templates"
          label="Open templates"
        />
      )}
    </>
  );
}
