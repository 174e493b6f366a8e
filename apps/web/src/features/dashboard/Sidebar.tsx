import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha, type Theme } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { User } from '@quillbid/shared';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Brand } from '../../components/Brand';
import { LogoutDialog } from '../../components/LogoutDialog';
import { useAfterHydration } from '../../lib/useHydrated';
import { navItems } from './navItems';
import { ThemeSwitch } from './ThemeSwitch';

const itemSx = (theme: Theme) => ({
  mb: 0.5,
  // ListItemButton grows by default; in this column it would push the entries apart.
  flexGrow: 0,
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
  // One weight whether active or not: a bolder active label is wider, and once it wrapped the menu jumped.
  '& .MuiListItemText-primary': { fontWeight: 500 },
  '&.active': { bgcolor: alpha(theme.palette.primary.main, 0.12), color: 'primary.main' },
  '&.active:hover': { bgcolor: alpha(theme.palette.primary.main, 0.18) },
});

const oneLine = { primary: { noWrap: true } } as const;

interface SidebarProps {
  user: User | undefined;
  /** Called after an entry is chosen, so the slide-out drawer can close. */
  onNavigate?: () => void;
}

export function Sidebar({ user: loaded, onNavigate }: SidebarProps) {
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const user = useAfterHydration(loaded);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', px: 2, py: 2.5 }}>
      <Box sx={{ px: 1.5, mb: 3 }}>
        <Brand />
      </Box>
      <Box component="nav" aria-label="Main" sx={{ flex: 1 }}>
        <List disablePadding>
          {navItems(user).map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              sx={itemSx}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} slotProps={oneLine} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <ThemeSwitch />
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1 }}>
        {user ? (
          <>
            <Avatar
              sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {user.firstName.charAt(0).toUpperCase()}
              {user.lastName.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {user.firstName} {user.lastName}
              </Typography>
              <Typography variant="caption" noWrap component="p" color="text.secondary">
                {user.email}
              </Typography>
            </Box>
          </>
        ) : (
          // The same room while the account loads, so nothing above it moves when it arrives.
          <>
            <Skeleton variant="circular" width={34} height={34} sx={{ flexShrink: 0 }} />
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2">
                <Skeleton width="60%" />
              </Typography>
              <Typography variant="caption" component="p">
                <Skeleton width="85%" />
              </Typography>
            </Box>
          </>
        )}
      </Box>
      <ListItemButton onClick={() => setConfirmingLogout(true)} sx={itemSx}>
        <ListItemIcon>
          <LogoutRoundedIcon />
        </ListItemIcon>
        <ListItemText primary="Logout" slotProps={oneLine} />
      </ListItemButton>
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </Box>
  );
}
