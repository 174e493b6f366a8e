import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_LENGTH,
  DEFAULT_TONE,
  jobMessages,
  UNSUBSCRIBED_REDIRECT_DELAY_MS,
  usageMessages,
  type ProposalLength,
  type ProposalTone,
} from '@quillbid/shared';
import { useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { CopyProposalButton } from '../../components/CopyProposalButton';
import { PageHeader } from '../../components/PageHeader';
import { RichEditor } from '../../components/RichEditor';
import { useCurrentUser } from '../../lib/currentUser';
import { useProfiles } from '../../lib/profilesApi';
import { usePublicConfig } from '../../lib/publicConfig';
import { useTemplates } from '../../lib/templatesApi';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { useGenerateProposal, useJobAnalysis } from './api';
import { GeneratingDialog } from './GeneratingDialog';
import { JobAnalysisCard } from './JobAnalysisCard';
import { JobFitList } from './JobFitList';
import { jobPath, jobPostFromState, type JobPost } from './jobPost';
import { JobSummary } from './JobSummary';
import { PreSendCheckPanel } from './PreSendCheckPanel';
import { ProposalOptions } from './ProposalOptions';
import { ScreeningSection } from './ScreeningSection';
import { useLiveCheck } from './useLiveCheck';
import { useScreening } from './useScreening';

export function GenerateProposalPage() {
  const { state } = useLocation();
  const job = useMemo(() => jobPostFromState(state), [state]);
  // The page answers one job: opened directly (a bookmark, a reload without state) it has nothing to answer.
  if (!job) return <Navigate to={jobPath} replace />;
  return <GenerateProposal job={job} />;
}

/** True once streamed HTML holds a visible character, not just the opening of a tag. */
const hasWords = (html: string) => /[^\s<>]/.test(html.replace(/<[^>]*>?/g, ''));

function GenerateProposal({ job }: { job: JobPost }) {
  const profiles = useProfiles();
  const templates = useTemplates();
  const { data: user } = useCurrentUser();
  const { data: config } = usePublicConfig();
  const generate = useGenerateProposal();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const analysis = useJobAnalysis(job);
  const fits = analysis.data?.fits ?? [];
  const defaultTemplate = templates.data?.find(
    (template) => template.platform === 'UPWORK' && template.templateType === 'proposal' && template.default,
  );
  // Until the user picks, the best-fitting profile and the default Upwork template are chosen for them;
  // without an analysis to rank them, the first profile, so the page still writes.
  const [chosenProfileId, setProfileId] = useState<string | null>(null);
  const [chosenTemplateId, setTemplateId] = useState<string | null>(null);
  const [editedHtml, setHtml] = useState<string | null>(null);
  const [firstWordsIn, setFirstWordsIn] = useState(false);
  const [tone, setTone] = useState<ProposalTone>(DEFAULT_TONE);
  const [length, setLength] = useState<ProposalLength>(DEFAULT_LENGTH);
  const profileId =
    chosenProfileId ?? fits[0]?.profileId ?? (analysis.isError ? profiles.data?.[0]?._id : undefined) ?? '';
  const templateId = chosenTemplateId ?? defaultTemplate?._id ?? '';
  const html = editedHtml ?? defaultTemplate?.templateDetail ?? '';
  const profile = profiles.data?.find((candidate) => candidate._id === profileId);
  const template = templates.data?.find((candidate) => candidate._id === templateId);
  const live = useLiveCheck({ html, analysis: analysis.data, profile, template, job, length });
  const screening = useScreening(templates.data);

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    setHtml(templates.data?.find((template) => template._id === id)?.templateDetail ?? '');
  };

  const submit = () => {
    if (templateId === '') {
      toast.error(jobMessages.selectTemplate);
      return;
    }
    if (user?.packageSubscribed === false) {
      toast.info(usageMessages.subscribeFirst.proposals);
      later(() => navigate('/dashboard/settings', { state: { tab: 'packages' } }), UNSUBSCRIBED_REDIRECT_DELAY_MS);
      return;
    }
    if (profileId === '') {
      toast.error(jobMessages.selectProfile);
      return;
    }
    if (screening.error) {
      toast.error(screening.error);
      return;
    }
    const draft = html;
    setFirstWordsIn(false);
    const onText = (soFar: string) => {
      setHtml(soFar);
      if (hasWords(soFar)) setFirstWordsIn(true);
    };
    generate.mutate(
      { input: { ...job, templateId, profileId, templateDetail: draft, tone, length, ...screening.request }, onText },
      {
        onSuccess: (saved) => {
          setHtml(saved.job.aiResponse);
          screening.setAnswers(saved.answers);
          toast.success(jobMessages.generated);
        },
        onError: (failure) => {
          // A half-written proposal is no use: the user gets their template back to try again.
          setHtml(draft);
          toast.error(failure.message);
        },
      },
    );
  };

  // The modal covers the wait for the first words; then the user reads the proposal as it is written.
  const writing = generate.isPending && firstWordsIn;
  const loadError = profiles.error ?? templates.error;
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={jobPath} state={job} underline="hover" color="inherit">
          Job Proposals
        </Link>
        <Typography color="text.primary" aria-current="page">
          Generate Proposal
        </Typography>
      </Breadcrumbs>
      <PageHeader title="Generate Proposal" />
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadError.message}
        </Alert>
      )}
      {/*
        Two columns from md: the editor and the analysis on the left, the check beside the editor on the right.
        Below md the columns dissolve (display: contents) into one, ordered so the check sits under the editor.
      */}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={column}>
          <Stack spacing={2.5} sx={{ order: 1, minWidth: 0 }}>
            <ProposalOptions
              templates={templates.data ?? []}
              templateId={templateId}
              onTemplate={chooseTemplate}
              profiles={profiles.data ?? []}
              profileId={profileId}
              onProfile={setProfileId}
              tone={tone}
              onTone={setTone}
              length={length}
              onLength={setLength}
            />
            <Box aria-busy={writing} sx={{ position: 'relative' }}>
              {writing && (
                <LinearProgress
                  aria-label={jobMessages.writing}
                  sx={{ position: 'absolute', top: -2, left: 16, right: 16, zIndex: 1, height: 4, borderRadius: 2 }}
                />
              )}
              <RichEditor label="Proposal" value={html} onChange={setHtml} marks={live.marks} />
            </Box>
            {config?.writerMode === 'offline' && <Alert severity="info">{jobMessages.offlineWriter}</Alert>}
            <ScreeningSection screening={screening} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button
                variant="contained"
                size="large"
                startIcon={<AutoAwesomeRoundedIcon />}
                disabled={generate.isPending}
                onClick={submit}
              >
                Generate
              </Button>
              {generate.isSuccess && <CopyProposalButton html={html} />}
              {writing && (
                <Typography role="status" color="text.secondary">
                  {jobMessages.writing}
                </Typography>
              )}
            </Stack>
          </Stack>
          <Box sx={{ order: 3, minWidth: 0 }}>
            <JobAnalysisCard
              analysis={analysis.data}
              error={analysis.error}
              statuses={live.check?.instructions ?? null}
            />
          </Box>
        </Box>
        <Box sx={column}>
          {live.check && live.hasDraft && profile && (
            <Box sx={{ order: 2, minWidth: 0 }}>
              <PreSendCheckPanel check={live.check} profile={profile} />
            </Box>
          )}
          <Box sx={{ order: 4, minWidth: 0 }}>
            <JobSummary job={job} />
          </Box>
          {fits.length > 0 && (
            <Box sx={{ order: 5, minWidth: 0 }}>
              <JobFitList fits={fits} profiles={profiles.data ?? []} />
            </Box>
          )}
        </Box>
      </Box>
      <GeneratingDialog open={generate.isPending && !firstWordsIn} />
    </>
  );
}

const column = { display: { xs: 'contents', md: 'flex' }, flexDirection: 'column', gap: 2.5, minWidth: 0 } as const;
