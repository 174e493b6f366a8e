import { linkedinNoteMax, panelMessages, type Template } from '@quillbid/shared';
import { useMemo, useState } from 'react';
import type { PageReading } from '../../page/types';
import { DraftEditor } from '../draft/DraftEditor';
import { InsertBar } from '../draft/InsertBar';
import { useDraft } from '../draft/useDraft';
import { useWriteChoices } from '../draft/useWriteChoices';
import { WriteOptions } from '../draft/WriteOptions';
import { GenerateButton } from '../draft/GenerateButton';
import { FailureNotice } from '../FailureNotice';
import { ImportOwnProfileLink } from '../profile-import/ImportOwnProfileLink';
import { SetupNotices } from '../SetupNotices';
import { useAsk } from '../useAsk';

interface Props {
  reading: PageReading;
  tabId: number;
  apiOrigin: string;
}

const isLinkedInTemplate = (t: Template) => t.platform === 'LINKEDIN';

/** A LinkedIn profile: a connection note (within LinkedIn's limit) or a message about this person. */
export function LinkedInPanel({ reading, tabId, apiOrigin }: Props) {
  const person = reading.person;
  const profiles = useAsk('profiles', {}, 'profiles');
  const templates = useAsk('templates', {}, 'templates');
  const linkedInTemplates = useMemo(() => (templates.data ?? []).filter(isLinkedInTemplate), [templates.data]);
  const [choices, setChoices] = useWriteChoices(profiles.data, linkedInTemplates, []);
  const [freeAccount, setFreeAccount] = useState(false);
  const draft = useDraft(`person:${person?.url ?? ''}`);

  if (!person || person.name === '') {
    return (
      <p className="notice" role="alert">
        {panelMessages.unreadablePerson}
      </p>
    );
  }

  const template = linkedInTemplates.find((t) => t._id === choices?.templateId);
  const isNote = template?.templateType === 'note';
  const noteMax = template ? linkedinNoteMax(template, freeAccount) : undefined;
  const failure = profiles.failure ?? templates.failure;

  const generate = () => {
    if (!choices) return;
    draft.generate({
      jobTitle: person.headline ? `${person.name} — ${person.headline}` : person.name,
      jobDescription: person.about || person.headline || person.name,
      jobLink: person.url,
      templateId: choices.templateId,
      profileId: choices.profileId,
      tone: choices.tone,
      ...(isNote ? { freeAccount } : {}),
    });
  };

  return (
    <>
      <section className="stack card" aria-labelledby="person-heading">
        <h2 id="person-heading">{person.name}</h2>
        {person.headline && <p className="small">{person.headline}</p>}
        {person.about && (
          <details>
            <summary>About</summary>
            <p className="description small">{person.about}</p>
          </details>
        )}
        <ImportOwnProfileLink tabId={tabId} apiOrigin={apiOrigin} />
      </section>
      {failure && (
        <FailureNotice
          failure={failure}
          apiOrigin={apiOrigin}
          onRetry={() => [profiles, templates].forEach((a) => a.reload())}
        />
      )}
      <SetupNotices
        apiOrigin={apiOrigin}
        profileCount={profiles.data?.length ?? null}
        templateCount={templates.data ? linkedInTemplates.length : null}
        templateKind="LinkedIn"
      />
      {choices && profiles.data && (
        <WriteOptions
          profiles={profiles.data}
          templates={linkedInTemplates}
          fits={[]}
          choices={choices}
          onChange={setChoices}
          withLength={false}
        />
      )}
      {isNote && (
        <label className="check">
          <input type="checkbox" checked={freeAccount} onChange={(e) => setFreeAccount(e.target.checked)} />
          Free LinkedIn account (notes up to 200 characters)
        </label>
      )}
      <GenerateButton draft={draft} disabled={!choices} apiOrigin={apiOrigin} onGenerate={generate} />
      <DraftEditor
        label={isNote ? 'Connection note' : 'Message'}
        text={draft.text}
        onChange={draft.setText}
        streaming={draft.streaming}
        maxCharacters={isNote ? noteMax : undefined}
      />
      <InsertBar
        tabId={tabId}
        disabled={
          draft.streaming ||
          draft.text.trim() === '' ||
          (isNote && noteMax !== undefined && draft.text.length > noteMax)
        }
        noField={panelMessages.noNoteField}
        request={isNote ? { note: draft.text } : { message: draft.text }}
      />
    </>
  );
}
