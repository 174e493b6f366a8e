import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ExtensionRoundedIcon from '@mui/icons-material/ExtensionRounded';
import PlayCircleRoundedIcon from '@mui/icons-material/PlayCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXTENSION_PAGE_PATH, extensionMessages } from '@quillbid/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useExtensionStatus } from '../../lib/extensionStatus';
import { VideoDialog } from './VideoDialog';

const onCard = { color: '#fff', bgcolor: 'rgba(255,255,255,0.16)', fontWeight: 600 };

export function ExtensionCard() {
  const [videoOpen, setVideoOpen] = useState(false);
  const connected = useExtensionStatus().data?.connected === true;
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
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip label="Browser extension" size="small" sx={onCard} />
          {connected && (
            <Chip
              label={extensionMessages.connected}
              size="small"
              icon={<CheckCircleRoundedIcon />}
              sx={{ ...onCard, bgcolor: 'rgba(46, 160, 67, 0.55)', '& .MuiChip-icon': { color: '#fff' } }}
            />
          )}
        </Stack>
        <Typography id="extension-card-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Write proposals without leaving the job page
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 3, maxWidth: 560 }}>
          Install the Quillbid extension for Chrome. It reads the job you are looking at, drafts a proposal from your
          profile and puts it straight into the application form.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to={EXTENSION_PAGE_PATH}
            variant="contained"
            startIcon={<ExtensionRoundedIcon />}
            sx={{ bgcolor: '#fff', color: '#2c3290', '&:hover': { bgcolor: 'rgba(255,255,255,0.88)' } }}
          >
            {connected ? 'Manage the extension' : 'Install the extension'}
          </Button>
          <Button
            variant="outlined"
            onClick={() => setVideoOpen(true)}
            startIcon={<PlayCircleRoundedIcon />}
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
          >
            Watch how it works
          </Button>
        </Stack>
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
