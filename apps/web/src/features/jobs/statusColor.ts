import { darken, type Theme } from '@mui/material/styles';

export type StatusTone = 'success' | 'warning' | 'info';

/**
 * A status word's colour: the palette's `main` is made for icons and fills, and on a white card the warning
 * orange falls short of a readable contrast for small text, so light mode darkens it.
 */
export const statusTextColor =
  (tone: StatusTone) =>
  (theme: Theme): string =>
    theme.palette.mode === 'dark' ? theme.palette[tone].light : darken(theme.palette[tone].main, 0.3);
