import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Job } from '@quillbid/shared';
import DOMPurify from 'dompurify';
import { useId } from 'react';
import { CopyProposalButton } from '../../components/CopyProposalButton';
import { formatLongDateTime } from '../../lib/format';

interface JobDialogProps {
  job: Job | null;
  onClose: () => void;
}

/** A past proposal as it was written. */
export function JobDialog({ job, onClose }: JobDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={job !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      {job && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {job.jobTitle}
          </DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              <time dateTime={job.createdAt}>{formatLongDateTime(job.createdAt)}</time>
            </Typography>
            <Box
              sx={{ overflowWrap: 'anywhere', '& p': { my: 1 } }}
              // The one place the app renders stored HTML: a proposal is the writer's output, sanitised first.
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(job.aiResponse) }}
            />
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
