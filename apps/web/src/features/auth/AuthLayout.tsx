import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Brand } from '../../components/Brand';

interface AuthLayoutProps {
  pageTitle: string;
  heading: string;
  subheading?: string;
  /** Shown beside the form on wide screens only (md and up). */
  aside?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ pageTitle, heading, subheading, aside, children }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: aside ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' },
        bgcolor: 'background.paper',
      }}
    >
      <title>{`${pageTitle} · Quillbid`}</title>
      <Box sx={{ display: 'flex', flexDirection: 'column', px: { xs: 3, sm: 6 }, py: { xs: 3, sm: 4 } }}>
        <Link href="/" underline="none" color="inherit" aria-label="Quillbid home">
          <Brand />
        </Link>
        <Box component="main" sx={{ width: '100%', maxWidth: 440, mx: 'auto', my: 'auto', py: 5 }}>
          <Typography variant="h3" component="h1">
            {heading}
          </Typography>
          {subheading && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subheading}
            </Typography>
          )}
          <Box sx={{ mt: 4 }}>{children}</Box>
        </Box>
      </Box>
      {aside && (
        <Box
          component="aside"
          sx={(theme) => ({
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'center',
            px: { md: 6, lg: 10 },
            py: 6,
            color: '#fff',
            background:
              theme.palette.mode === 'dark'
                ? 'linear-gradient(150deg, #252b6b 0%, #15183a 55%, #0d2e2b 100%)'
                : 'linear-gradient(150deg, #4b57d1 0%, #3a3f9e 55%, #136c63 100%)',
          })}
        >
          {aside}
        </Box>
      )}
    </Box>
  );
}
