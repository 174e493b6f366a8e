import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { authMessages } from '@quillbid/shared';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Brand } from '../../components/Brand';
import { PageSpinner } from '../../components/PageSpinner';
import { useCurrentUser } from '../../lib/currentUser';
import { MenuButton } from './MenuButton';
import { Sidebar } from './Sidebar';

const DRAWER_WIDTH = 272;

/** Shown below md (960 px) only: the app bar with the menu button, and the space it takes above the page. */
const narrowOnly = { display: { md: 'none' } };

export function DashboardLayout() {
  const theme = useTheme();
  // The layout follows the width in CSS, so a page drawn before its code arrives fits any screen. This only closes
  // the slide-out menu when the window grows wide enough for the permanent one.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: user, error, dataUpdatedAt } = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (error) toast.error(error.message || authMessages.authContextFailed, { id: 'current-user' });
  }, [error]);

  // New users are offered the questionnaire once. Only the server's answer counts (the copy cached in
  // browser storage has no update time), so a stale copy never sends someone back to it. From an effect, so a
  // pre-rendered dashboard is taken over as drawn first.
  const onboardingPending = user?.onboardingPending === true && dataUpdatedAt > 0;
  useEffect(() => {
    if (onboardingPending) void navigate('/onboarding', { replace: true });
  }, [onboardingPending, navigate]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ ...narrowOnly, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <MenuButton onOpen={() => setDrawerOpen(true)} />
          <Brand />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={drawerOpen && !wide}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        <Sidebar user={user} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box', bgcolor: 'background.paper' } } }}
      >
        <Sidebar user={user} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 4, lg: 6 }, py: { xs: 3, md: 5 } }}>
        <Toolbar sx={narrowOnly} />
        <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
