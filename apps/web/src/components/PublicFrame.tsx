import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand } from './Brand';

/** Public pages outside the dashboard: the brand on top, the page in a readable column. */
export function PublicFrame({ children, maxWidth = 'md' }: { children: ReactNode; maxWidth?: 'sm' | 'md' }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <Link component={RouterLink} to="/" underline="none" color="inherit" aria-label="Quillbid home">
            <Brand />
          </Link>
        </Container>
      </Box>
      <Container component="main" maxWidth={maxWidth} sx={{ flex: 1, py: { xs: 4, md: 7 } }}>
        {children}
      </Container>
    </Box>
  );
}
