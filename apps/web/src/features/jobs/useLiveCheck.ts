import {
  hasText,
  linkedinNoteMax,
  preSendCheck,
  type JobAnalysis,
  type PreSendCheck,
  type Profile,
  type ProposalLength,
  type Template,
} from '@quillbid/shared';
import { useMemo } from 'react';
import type { TextMark } from '../../components/RichEditor';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const LIVE_CHECK_DELAY_MS = 300;

interface LiveCheckInput {
  html: string;
  analysis: JobAnalysis | undefined;
  profile: Profile | undefined;
  template: Template | undefined;
  job: { jobTitle: string; jobDescription: string };
  length: ProposalLength;
}

export interface LiveCheck {
  /** Null until there is an analysis and a profile to check the draft against. */
  check: PreSendCheck | null;
  /** Whether the draft the check read holds any text: an empty editor has nothing to show a check for. */
  hasDraft: boolean;
  /** What the editor underlines: contact details, and claims the profile does not back. */
  marks: TextMark[];
}

/**
 * The pre-send check of the draft as it stands, run in the browser a moment after typing pauses: the same
 * rules the API applies to a generated draft, so what the panel says is what the server would say.
 */
export function useLiveCheck({ html, analysis, profile, template, job, length }: LiveCheckInput): LiveCheck {
  const settled = useDebouncedValue(html, LIVE_CHECK_DELAY_MS);
  const { jobTitle, jobDescription } = job;
  // Without a template the page still answers an Upwork job; generation asks for a template anyway.
  const platform = template?.platform ?? 'UPWORK';
  const templateType = template?.templateType ?? 'proposal';

  const check = useMemo(
    () =>
      analysis && profile
        ? preSendCheck(settled, {
            analysis,
            profile,
            job: { jobTitle, jobDescription },
            platform,
            templateType,
            length,
            // A note is judged against the limit the server cut it to: 200 for a free-account template.
            noteMax: template ? linkedinNoteMax(template) : undefined,
          })
        : null,
    [settled, analysis, profile, jobTitle, jobDescription, platform, templateType, length, template],
  );
  const marks = useMemo(() => marksOf(check), [check]);
  const hasDraft = useMemo(() => hasText(settled), [settled]);
  return { check, hasDraft, marks };
}

function marksOf(check: PreSendCheck | null): TextMark[] {
  if (!check) return [];
  const contact = check.items.find((item) => item.id === 'contact')?.excerpts ?? [];
  return [
    ...contact.map((text) => ({ text, kind: 'contact' as const })),
    ...check.claims
      .filter((claim) => claim.support === null)
      .map((claim) => ({ text: claim.text, kind: 'claim' as const })),
  ];
}
