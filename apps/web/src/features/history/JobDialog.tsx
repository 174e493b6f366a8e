import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Job, ProposalStatus } from '@quillbid/shared';
import DOMPurify from 'dompurify';
import { useId } from 'react';
import { CopyProposalButton } from '../../components/CopyProposalButton';
import { formatLongDateTime } from '../../lib/format';
import { SavedAnswers } from './SavedAnswers';
import { StatusMenu } from './StatusMenu';
import { StatusTimeline } from './StatusTimeline';

interface JobDialogProps {
  job: Job | null;
  onClose: () => void;
  onStatusChange: (job: Job, status: ProposalStatus) => void;
  /** A status change of this proposal is on its way to the server. */
  statusPending?: boolean;
}

/** A past proposal as it was written, with its screening answers and what became of it. */
export function JobDialog({ job, onClose, onStatusChange, statusPending }: JobDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={job !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      {job && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {job.jobTitle}
          </DialogTitle>
          <DialogContent dividers>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <StatusMenu
                status={job.status}
                onChange={(status) => onStatusChange(job, status)}
                pending={statusPending}
              />
              <Typography variant="body2" color="text.secondary">
                <time dateTime={job.createdAt}>{formatLongDateTime(job.createdAt)}</time>
              </Typography>
            </Box>
            <StatusTimeline jobId={job._id} />
            <Box
              sx={{ overflowWrap: 'anywhere', '& p': { my: 1 } }}
              // The one place the app renders stored HTML: a proposal is the writer's output, sanitised first.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(job.aiResponse) }}
            />
            <SavedAnswers jobId={job._id} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <CopyProposalButton html={job.aiResponse} />
            <Button onClick={onClose} color="inherit">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
