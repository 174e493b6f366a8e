import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useThemeMode } from '../../lib/themeMode';
import { takeTypedField } from '../../lib/typedBeforeHydration';

const FIELD_NAME = 'darkMode';

export function ThemeSwitch() {
  const { mode, toggleMode } = useThemeMode();
  const labelId = useId();
  // On a pre-rendered page, a tap before the app has taken it over flips the box alone, and React would then set
  // it back: the tap is carried out instead, once, as the app takes over.
  useEffect(() => {
    const tapped = takeTypedField(FIELD_NAME);
    if (typeof tapped === 'boolean' && tapped !== (mode === 'dark')) toggleMode();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 0.5 }}>
      <DarkModeRoundedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography id={labelId} variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
        Dark mode
      </Typography>
      <Switch
        name={FIELD_NAME}
        checked={mode === 'dark'}
        onChange={toggleMode}
        slotProps={{ input: { role: 'switch', 'aria-labelledby': labelId } }}
      />
    </Box>
  );
}
