import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

const steps = [
  { title: 'Open a job post', text: 'Browse Upwork as usual and open a job that fits you.' },
  { title: 'Click Quillbid', text: 'Pick a profile and a template; the extension reads the post for you.' },
  { title: 'Review and send', text: 'Edit the draft in place and submit it with your application.' },
];

/**
 * The walkthrough. It plays in a frame of our own rather than an embedded third-party player, so opening it
 * makes no request to another site.
 */
export function VideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        How Quillbid works
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent>
        <Box
          role="img"
          aria-label="Walkthrough: open a job post, click Quillbid, review and send"
          sx={(theme) => ({
            borderRadius: 3,
            px: { xs: 2, sm: 4 },
            py: { xs: 3, sm: 5 },
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: 2,
            color: '#fff',
            background:
              theme.palette.mode === 'dark'
                ? 'linear-gradient(135deg, #1f2466, #0f3b36)'
                : 'linear-gradient(135deg, #4b57d1, #127064)',
          })}
        >
          {steps.map((step, index) => (
            <Box key={step.title} sx={{ p: 2.5, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.12)' }}>
              <Typography sx={{ fontWeight: 700, fontSize: 28, lineHeight: 1, mb: 1, opacity: 0.7 }}>
                {index + 1}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }}>
                {step.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
