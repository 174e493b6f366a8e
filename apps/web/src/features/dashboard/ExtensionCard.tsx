import ExtensionRoundedIcon from '@mui/icons-material/ExtensionRounded';
import PlayCircleRoundedIcon from '@mui/icons-material/PlayCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { VideoDialog } from './VideoDialog';

export function ExtensionCard() {
  const [videoOpen, setVideoOpen] = useState(false);
  return (
    <Card
      component="section"
      aria-labelledby="extension-card-title"
      sx={(theme) => ({
        p: { xs: 3, md: 4 },
        display: 'flex',
        gap: 4,
        alignItems: 'center',
        border: 'none',
        color: '#fff',
        background:
          theme.palette.mode === 'dark'
            ? 'linear-gradient(120deg, #2a3080 0%, #1b1f4d 60%, #0f3b36 100%)'
            : 'linear-gradient(120deg, #4b57d1 0%, #3a3f9e 60%, #127064 100%)',
      })}
    >
      <Box sx={{ flex: 1 }}>
        <Chip
          label="Browser extension"
          size="small"
          sx={{ mb: 2, color: '#fff', bgcolor: 'rgba(255,255,255,0.16)', fontWeight: 600 }}
        />
        <Typography id="extension-card-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Write proposals without leaving the job page
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 3, maxWidth: 560 }}>
          Install the Quillbid extension for Chrome. It reads the job you are looking at, drafts a proposal from your
          profile and puts it straight into the application form.
        </Typography>
        <Button
          variant="contained"
          onClick={() => setVideoOpen(true)}
          startIcon={<PlayCircleRoundedIcon />}
          sx={{ bgcolor: '#fff', color: '#2c3290', '&:hover': { bgcolor: 'rgba(255,255,255,0.88)' } }}
        >
          Watch how it works
        </Button>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          placeItems: 'center',
          flex: 'none',
          width: 160,
          height: 160,
          borderRadius: 6,
          bgcolor: 'rgba(255,255,255,0.1)',
          border: '1px solid rgba(255,255,255,0.18)',
        }}
      >
        <ExtensionRoundedIcon sx={{ fontSize: 72, opacity: 0.9 }} />
      </Box>
      <VideoDialog open={videoOpen} onClose={() => setVideoOpen(false)} />
    </Card>
  );
}
