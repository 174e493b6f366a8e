import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@quillbid/shared';
import type { ThemeMode } from '../lib/themeMode';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xi: true;
    xxl: true;
  }
}

// The emoji faces come last: the emoji picker and the AI marker draw emoji, and a text font that lacks a
// glyph falls through to these (each system ships one) instead of an empty box.
const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Segoe UI Symbol"',
  '"Noto Color Emoji"',
].join(',');

export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      primary: { main: dark ? '#8f9bff' : '#4b57d1', contrastText: dark ? '#0d1030' : '#ffffff' },
      secondary: { main: dark ? '#5fd3bf' : '#0f8f7e' },
      background: dark ? { default: '#0e1016', paper: '#161922' } : { default: '#f5f6fa', paper: '#ffffff' },
      divider: dark ? 'rgba(255,255,255,0.09)' : 'rgba(20,24,60,0.09)',
      text: dark ? { primary: '#e8eaf2', secondary: '#a0a6b8' } : { primary: '#1b1f33', secondary: '#5b6178' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontWeight: 700, fontSize: '2.25rem', letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, fontSize: '1.875rem', letterSpacing: '-0.015em' },
      h3: { fontWeight: 700, fontSize: '1.5rem', letterSpacing: '-0.01em' },
      h4: { fontWeight: 700, fontSize: '1.375rem' },
      h5: { fontWeight: 600, fontSize: '1.125rem' },
      h6: { fontWeight: 600, fontSize: '1rem' },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      MuiCssBaseline: { styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' } } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 8 } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 14 } } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    },
  });
}
