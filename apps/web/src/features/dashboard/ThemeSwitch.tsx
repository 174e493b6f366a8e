import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useThemeMode } from '../../lib/themeMode';

export function ThemeSwitch() {
  const { mode, toggleMode } = useThemeMode();
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 0.5 }}>
      <DarkModeRoundedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography id={labelId} variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
        Dark mode
      </Typography>
      <Switch
        checked={mode === 'dark'}
        onChange={toggleMode}
        slotProps={{ input: { role: 'switch', 'aria-labelledby': labelId } }}
      />
    </Box>
  );
}
