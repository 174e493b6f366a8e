import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { firstIssue, manualJobSchema } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../../components/PageHeader';
import { emptyJobPost, generatePath, jobPostFromState, type JobPost } from './jobPost';

export function ManualJobPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Coming back from the generate page's breadcrumb brings the job along, so nothing is typed twice.
  const [draft, setDraft] = useState<JobPost>(() => jobPostFromState(location.state) ?? emptyJobPost);
  const set = (patch: Partial<JobPost>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = manualJobSchema.safeParse(draft);
    if (!parsed.success) {
      toast.error(firstIssue(parsed));
      return;
    }
    navigate(generatePath, { state: parsed.data });
  };

  return (
    <>
      <PageHeader title="Job Proposals" />
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ maxWidth: 900 }}>
        <TextField
          label="Job Title"
          value={draft.jobTitle}
          onChange={(event) => set({ jobTitle: event.target.value })}
        />
        <TextField
          label="Job Description"
          multiline
          minRows={8}
          value={draft.jobDescription}
          onChange={(event) => set({ jobDescription: event.target.value })}
        />
        <TextField
          label="Job URL (optional)"
          type="url"
          placeholder="https://www.upwork.com/jobs/…"
          value={draft.jobLink}
          onChange={(event) => set({ jobLink: event.target.value })}
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
