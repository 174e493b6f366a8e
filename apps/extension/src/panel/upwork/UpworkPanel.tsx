import type { Template } from '@quillbid/shared';
import { useMemo } from 'react';
import { panelMessages } from '@quillbid/shared';
import type { PageReading, UpworkJob } from '../../page/types';
import { CheckSummary } from '../draft/CheckSummary';
import { DraftEditor } from '../draft/DraftEditor';
import { InsertBar } from '../draft/InsertBar';
import { MarkSent } from '../draft/MarkSent';
import { useDraft } from '../draft/useDraft';
import { useWriteChoices } from '../draft/useWriteChoices';
import { WriteOptions } from '../draft/WriteOptions';
import { GenerateButton } from '../draft/GenerateButton';
import { FailureNotice } from '../FailureNotice';
import { SetupNotices } from '../SetupNotices';
import { useAsk } from '../useAsk';
import type { JobSource } from '../usePage';
import { AnalysisSummary } from './AnalysisSummary';
import { JobCard } from './JobCard';
import { jobDescriptionOf } from './job-text';
import { PasteJobForm } from './PasteJobForm';
import { ScreeningAnswers } from './ScreeningAnswers';
import { screeningRequest } from './screening';

interface Props {
  job: UpworkJob | null;
  /** The page beside the panel; null when the user pasted a job with no page to insert into. */
  reading: PageReading | null;
  tabId: number | null;
  jobSource: JobSource | 'pasted';
  apiOrigin: string;
  onPasteInstead: (job: UpworkJob) => void;
}

const NEEDED = ['title', 'description'] as const;
const isProposalTemplate = (t: Template) => t.platform === 'UPWORK' && t.templateType === 'proposal';

/** An Upwork job: what it asks, a draft from the user's profile, the check, and the apply form filled. */
export function UpworkPanel({ job, reading, tabId, jobSource, apiOrigin, onPasteInstead }: Props) {
  const unreadable = NEEDED.filter((field) => !job || job[field].trim() === '');
  if (!job || unreadable.length > 0) {
    return (
      <>
        <p className="notice" role="alert">
          {panelMessages.unreadable([...unreadable])}
        </p>
        <PasteJobForm
          initial={{ title: job?.title ?? '', description: job?.description ?? '' }}
          onSubmit={onPasteInstead}
        />
      </>
    );
  }
  return (
    <JobWorkspace
      job={job}
      reading={reading}
      tabId={tabId}
      jobSource={jobSource}
      apiOrigin={apiOrigin}
      onPasteInstead={onPasteInstead}
    />
  );
}

function JobWorkspace({ job, reading, tabId, jobSource, apiOrigin, onPasteInstead }: Props & { job: UpworkJob }) {
  const profiles = useAsk('profiles', {}, 'profiles');
  const templates = useAsk('templates', {}, 'templates');
  const jobDescription = jobDescriptionOf(job);
  const analysisRequest = {
    job: {
      jobTitle: job.title,
      jobDescription,
      ...(job.client.paymentVerified === null ? {} : { paymentVerified: job.client.paymentVerified }),
    },
  };
  const analysis = useAsk('analyse', analysisRequest, `${job.id ?? ''}:${job.title}:${jobDescription.length}`);
  const proposalTemplates = useMemo(() => (templates.data ?? []).filter(isProposalTemplate), [templates.data]);
  const [choices, setChoices] = useWriteChoices(profiles.data, proposalTemplates, analysis.data?.fits ?? []);
  const draft = useDraft(job.id ?? `pasted:${job.title}`);

  const profile = profiles.data?.find((p) => p._id === choices?.profileId);
  const checkContext = useMemo(
    () =>
      analysis.data && profile
        ? {
            analysis: analysis.data,
            profile,
            job: { jobTitle: job.title, jobDescription },
            platform: 'UPWORK',
            templateType: 'proposal',
            length: choices?.length,
          }
        : null,
    [analysis.data, profile, job.title, jobDescription, choices?.length],
  );

  const onApplyPage = reading?.page === 'apply' && tabId !== null;
  const questions = onApplyPage ? reading.fields.questions.map((q) => q.label) : job.questions;
  const failure = profiles.failure ?? templates.failure ?? analysis.failure;

  const generate = () => {
    if (!choices) return;
    // The questions are answered with the proposal; each answer fills the box of the question it answers.
    const screening = screeningRequest(questions);
    draft.generate(
      {
        jobTitle: job.title,
        jobDescription,
        jobLink: job.url ?? '',
        templateId: choices.templateId,
        profileId: choices.profileId,
        tone: choices.tone,
        length: choices.length,
        ...screening.body,
      },
      screening.answerKeys,
    );
  };

  return (
    <>
      {jobSource === 'job-page' && <p className="muted small">{panelMessages.cachedFromJobPage}</p>}
      {jobSource === 'partial' && (
        <div className="notice">
          <p>{panelMessages.truncatedOnApply}</p>
          <PasteJobForm initial={null} onSubmit={onPasteInstead} />
        </div>
      )}
      <JobCard job={job} />
      {failure && (
        <FailureNotice
          failure={failure}
          apiOrigin={apiOrigin}
          onRetry={() => [profiles, templates, analysis].forEach((asked) => asked.failure && asked.reload())}
        />
      )}
      <SetupNotices
        apiOrigin={apiOrigin}
        profileCount={profiles.data?.length ?? null}
        templateCount={templates.data ? proposalTemplates.length : null}
        templateKind="Upwork proposal"
      />
      {analysis.loading && <p className="muted small">Reading the job post…</p>}
      {analysis.data && <AnalysisSummary analysis={analysis.data} />}
      {choices && profiles.data && (
        <WriteOptions
          profiles={profiles.data}
          templates={proposalTemplates}
          fits={analysis.data?.fits ?? []}
          choices={choices}
          onChange={setChoices}
          withLength
        />
      )}
      <GenerateButton draft={draft} disabled={!choices} apiOrigin={apiOrigin} onGenerate={generate} />
      <DraftEditor label="Proposal" text={draft.text} onChange={draft.setText} streaming={draft.streaming} />
      <ScreeningAnswers
        questions={questions}
        answers={draft.answers}
        reasons={draft.reasons}
        onChange={draft.setAnswer}
      />
      {onApplyPage ? (
        <InsertBar
          tabId={tabId}
          disabled={draft.streaming || draft.text.trim() === ''}
          noField={panelMessages.nothingToInsert}
          afterInsert={draft.jobId && <MarkSent jobId={draft.jobId} />}
          request={{
            coverLetter: draft.text,
            answers: questions
              .filter((question) => (draft.answers[question] ?? '').trim() !== '')
              .map((question) => ({ question, text: draft.answers[question] ?? '' })),
          }}
        />
      ) : (
        draft.text.trim() !== '' && <p className="muted small">{panelMessages.noCoverLetterField}</p>
      )}
      {checkContext && draft.text.trim() !== '' && !draft.streaming && (
        <CheckSummary text={draft.text} context={checkContext} />
      )}
    </>
  );
}
