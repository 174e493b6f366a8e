import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { manualJobSchema } from '@quillbid/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormTextField, toastFirstError, UnsavedChangesPrompt, useSchemaForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PlanQuota } from '../../components/PlanQuota';
import { loadJobDraft, saveJobDraft } from './jobDraftStorage';
import { emptyJobPost, generatePath, jobPostFromState, type JobPost } from './jobPost';

export function ManualJobPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The generate page's breadcrumb brings the job along; Back (no state) finds it in the tab's draft.
  const [initial] = useState(() => jobPostFromState(location.state) ?? loadJobDraft() ?? emptyJobPost);
  const form = useSchemaForm(manualJobSchema, initial);
  const [handedOn, setHandedOn] = useState<JobPost | null>(null);

  const submit = form.handleSubmit((job) => {
    saveJobDraft(job);
    setHandedOn(job);
  }, toastFirstError);

  // The prompt learns that the edits were handed on only when it renders again, so the move waits for that.
  useEffect(() => {
    if (handedOn) navigate(generatePath, { state: handedOn });
  }, [handedOn, navigate]);

  return (
    <>
      <PageHeader title="Job Proposals" />
      <PlanQuota kind="proposals" />
      <UnsavedChangesPrompt when={form.formState.isDirty && handedOn === null} />
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ maxWidth: 900 }}>
        <FormTextField control={form.control} name="jobTitle" label="Job Title" />
        <FormTextField control={form.control} name="jobDescription" label="Job Description" multiline minRows={8} />
        <FormTextField
          control={form.control}
          name="jobLink"
          label="Job URL (optional)"
          type="url"
          placeholder="https://www.upwork.com/jobs/…"
        />
        <div>
          <Button type="submit" variant="contained" size="large">
            Generate Proposal
          </Button>
        </div>
      </Stack>
    </>
  );
}
