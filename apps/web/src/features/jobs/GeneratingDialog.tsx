import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GENERATING_MESSAGE_ROTATION_MS, jobMessages } from '@quillbid/shared';
import { useEffect, useId, useState } from 'react';

/**
 * The 'Generating Proposal' modal, up while the writer prepares and gone with its first words, so the user
 * reads the rest as it streams into the editor. It cannot be dismissed: the proposal is saved either way.
 */
export function GeneratingDialog({ open }: { open: boolean }) {
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Generating Proposal</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
          <CircularProgress size={28} aria-label="Generating" />
          {/* Mounted only while open, so every generation starts from the first message. */}
          {open && <RotatingStatus />}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

function RotatingStatus() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % jobMessages.generatingStatus.length),
      GENERATING_MESSAGE_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Typography role="status" aria-live="polite">
      {jobMessages.generatingStatus[index]}
    </Typography>
  );
}
