import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { layoutMessages } from '@quillbid/shared';
import { Link as RouterLink } from 'react-router';
import { PublicFrame } from '../../components/PublicFrame';

export function NotFoundPage() {
  return (
    <PublicFrame maxWidth="sm">
      <title>Page not found · Quillbid</title>
      <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 88, md: 120 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.25 }}
        >
          404
        </Typography>
        <Typography variant="h3" component="h1" sx={{ mt: 2, mb: 4 }}>
          {layoutMessages.notFound}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          {layoutMessages.goBackHome}
        </Button>
      </Box>
    </PublicFrame>
  );
}
