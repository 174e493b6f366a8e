import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ExtensionRoundedIcon from '@mui/icons-material/ExtensionRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
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
import { useAfterHydration } from '../../lib/useHydrated';
import { usePublicConfig } from '../../lib/publicConfig';
import { HowItWorksDialog } from './HowItWorksDialog';

const onCard = { color: '#fff', bgcolor: 'rgba(255,255,255,0.16)', fontWeight: 600 };
const primarySx = { bgcolor: '#fff', color: '#2c3290', '&:hover': { bgcolor: 'rgba(255,255,255,0.88)' } };

/**
 * Without the extension in this browser, installing goes through the store listing when there is one. Otherwise,
 * and as soon as the extension answers, the app's own extension page: it has the steps for the unpacked build
 * and links the extension to the account.
 */
function InstallButton({ installed, connected }: { installed: boolean; connected: boolean }) {
  const storeUrl = useAfterHydration(usePublicConfig().data?.extensionStoreUrl);
  if (storeUrl && !installed) {
    return (
      <Button
        href={storeUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        startIcon={<ExtensionRoundedIcon />}
        endIcon={<OpenInNewRoundedIcon />}
        sx={primarySx}
      >
        Install the extension
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={EXTENSION_PAGE_PATH}
      variant="contained"
      startIcon={<ExtensionRoundedIcon />}
      sx={primarySx}
    >
      {connected ? 'Manage the extension' : 'Install the extension'}
    </Button>
  );
}

export function ExtensionCard() {
  const [howItWorksOpen, setHowItWorksOpen] = useState(false);
  const status = useAfterHydration(useExtensionStatus().data);
  const connected = status?.connected === true;
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
          <InstallButton installed={Boolean(status)} connected={connected} />
          <Button
            variant="outlined"
            onClick={() => setHowItWorksOpen(true)}
            startIcon={<VisibilityRoundedIcon />}
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
          >
            See how it works
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
      <HowItWorksDialog open={howItWorksOpen} onClose={() => setHowItWorksOpen(false)} />
    </Card>
  );
}
