import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { jobMessages, rankProfiles, UNSUBSCRIBED_REDIRECT_DELAY_MS, usageMessages } from '@quillbid/shared';
import { useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CopyProposalButton } from '../../components/CopyProposalButton';
import { PageHeader } from '../../components/PageHeader';
import { RichEditor } from '../../components/RichEditor';
import { useCurrentUser } from '../../lib/currentUser';
import { useProfiles } from '../../lib/profilesApi';
import { usePublicConfig } from '../../lib/publicConfig';
import { useTemplates } from '../../lib/templatesApi';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { useGenerateProposal } from './api';
import { GeneratingDialog } from './GeneratingDialog';
import { JobFitList } from './JobFitList';
import { jobPath, jobPostFromState, type JobPost } from './jobPost';
import { JobSummary } from './JobSummary';

export function GenerateProposalPage() {
  const { state } = useLocation();
  const job = useMemo(() => jobPostFromState(state), [state]);
  // The page answers one job: opened directly (a bookmark, a reload without state) it has nothing to answer.
  if (!job) return <Navigate to={jobPath} replace />;
  return <GenerateProposal job={job} />;
}

function GenerateProposal({ job }: { job: JobPost }) {
  const profiles = useProfiles();
  const templates = useTemplates();
  const { data: user } = useCurrentUser();
  const { data: config } = usePublicConfig();
  const generate = useGenerateProposal();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const fits = useMemo(() => rankProfiles(job, profiles.data ?? []), [job, profiles.data]);
  const defaultTemplate = templates.data?.find((template) => template.platform === 'UPWORK' && template.default);
  // Until the user picks, the best-fitting profile and the default Upwork template are chosen for them.
  const [chosenProfileId, setProfileId] = useState<string | null>(null);
  const [chosenTemplateId, setTemplateId] = useState<string | null>(null);
  const [editedHtml, setHtml] = useState<string | null>(null);
  const profileId = chosenProfileId ?? fits[0]?.profileId ?? '';
  const templateId = chosenTemplateId ?? defaultTemplate?._id ?? '';
  const html = editedHtml ?? defaultTemplate?.templateDetail ?? '';

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
    const template = html;
    generate.mutate(
      { input: { ...job, templateId, profileId, templateDetail: template }, onText: setHtml },
      {
        onSuccess: (saved) => {
          setHtml(saved.aiResponse);
          toast.success(jobMessages.generated);
        },
        onError: (failure) => {
          // A half-written proposal is no use: the user gets their template back to try again.
          setHtml(template);
          toast.error(failure.message);
        },
      },
    );
  };

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
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField
              select
              label="Select Template"
              value={templateId}
              onChange={(event) => chooseTemplate(event.target.value)}
            >
              {(templates.data ?? []).map((template) => (
                <MenuItem key={template._id} value={template._id}>
                  {template.templateTitle}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Select Profile"
              value={profileId}
              onChange={(event) => setProfileId(event.target.value)}
            >
              {(profiles.data ?? []).map((profile) => (
                <MenuItem key={profile._id} value={profile._id}>
                  {profile.profileName}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <RichEditor label="Proposal" value={html} onChange={setHtml} />
          {config?.writerMode === 'offline' && <Alert severity="info">{jobMessages.offlineWriter}</Alert>}
          <Stack direction="row" spacing={2}>
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
          </Stack>
        </Stack>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <JobSummary job={job} />
          {fits.length > 0 && <JobFitList fits={fits} profiles={profiles.data ?? []} />}
        </Stack>
      </Box>
      <GeneratingDialog open={generate.isPending} />
    </>
  );
}
