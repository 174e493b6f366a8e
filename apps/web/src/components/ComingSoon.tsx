import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PublicFrame } from './PublicFrame';

interface ComingSoonProps {
  title: string;
  description: string;
}

/** The panel of a feature that is not built yet: what it will do, and that it is on its way. */
export function ComingSoonNotice({ description }: { description: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3.5, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <ConstructionRoundedIcon />
      </Box>
      <Chip label="Coming soon" color="primary" variant="outlined" size="small" sx={{ mb: 1.5 }} />
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto' }}>
        {description}
      </Typography>
    </Paper>
  );
}

/** A dashboard page whose feature is coming soon. */
export function ComingSoonPage({ title, description }: ComingSoonProps) {
  return (
    <>
      <title>{`${title} · Quillbid`}</title>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <ComingSoonNotice description={description} />
    </>
  );
}

/** The same, on a public page outside the dashboard. */
export function PublicComingSoonPage({ title, description }: ComingSoonProps) {
  return (
    <PublicFrame maxWidth="sm">
      <title>{`${title} · Quillbid`}</title>
      <Typography variant="h3" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      <ComingSoonNotice description={description} />
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Back to Dashboard
        </Button>
      </Box>
    </PublicFrame>
  );
}
