import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import insertedShot from './screenshots/extension-inserted.png';
import jobPageShot from './screenshots/extension-job-page.png';

/** Both screenshots are 420 px wide: the side panel, captured by the extension's end-to-end tests. */
const SHOT_WIDTH = 420;
const FRAME_HEIGHT = 560;

interface Step {
  title: string;
  text: string;
  alt: string;
  image: string;
  /** The screenshot's height and where this step's part of it starts, in the screenshot's pixels. */
  imageHeight: number;
  top: number;
}

const steps: Step[] = [
  {
    title: 'Open a job post',
    text: 'Click the Quillbid icon. The side panel reads the job and what it asks of your proposal.',
    alt: 'The side panel beside an Upwork job, with the job read and analysed',
    image: jobPageShot,
    imageHeight: 1856,
    top: 0,
  },
  {
    title: 'Write the draft',
    text: 'Pick a profile, a template, the tone and the length. The proposal is written from your profile.',
    alt: 'The side panel with a profile and a template chosen and the proposal written',
    image: jobPageShot,
    imageHeight: 1856,
    top: 550,
  },
  {
    title: 'Insert, read, send',
    text: 'On the apply page, Insert puts the draft into the cover letter. You read it and submit it yourself.',
    alt: 'The side panel after Insert, saying the draft is in the page',
    image: insertedShot,
    imageHeight: 1942,
    top: 1000,
  },
];

/** How the extension works, shown with real screenshots of its side panel. */
export function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {steps.map((step, index) => (
            <Box component="li" key={step.title}>
              <Box component="figure" sx={{ m: 0 }}>
                <Box
                  sx={{
                    aspectRatio: `${SHOT_WIDTH} / ${FRAME_HEIGHT}`,
                    maxWidth: { xs: 300, sm: 'none' },
                    mx: 'auto',
                    overflow: 'hidden',
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: '#fff',
                  }}
                >
                  {/* A window onto one part of the tall screenshot: shifted by its own height, so it scales. */}
                  <Box
                    component="img"
                    src={step.image}
                    alt={step.alt}
                    width={SHOT_WIDTH}
                    height={step.imageHeight}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 'auto',
                      transform: `translateY(-${((step.top / step.imageHeight) * 100).toFixed(3)}%)`,
                    }}
                  />
                </Box>
                <Typography component="figcaption" sx={{ mt: 1.5 }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
                    {`${index + 1}. ${step.title}`}
                  </Box>
                  <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
                    {step.text}
                  </Box>
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
