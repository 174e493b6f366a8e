import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStoredMode, storeMode, ThemeModeContext, writeModeCookie, type ThemeMode } from '../lib/themeMode';
import { createAppTheme } from './theme';

/** `initialMode`: the mode a page is pre-rendered in, where there is no stored choice to read. */
export function AppThemeProvider({ children, initialMode }: { children: ReactNode; initialMode?: ThemeMode }) {
  const [mode, setMode] = useState<ThemeMode>(() => initialMode ?? readStoredMode());
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  // On every load too, so a choice stored before the cookie existed reaches the server.
  useEffect(() => writeModeCookie(mode), [mode]);

  const toggleMode = useCallback(() => {
    const next = mode === 'light' ? 'dark' : 'light';
    storeMode(next);
    setMode(next);
  }, [mode]);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);

  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
