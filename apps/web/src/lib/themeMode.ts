import { THEME_COOKIE, THEME_STORAGE_KEY } from '@quillbid/shared';
import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

export interface ThemeModeValue {
  mode: ThemeMode;
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (value === null) throw new Error('useThemeMode must be used inside ThemeModeContext');
  return value;
}

export function readStoredMode(): ThemeMode {
  return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

export function storeMode(mode: ThemeMode): void {
  localStorage.setItem(THEME_STORAGE_KEY, mode);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The server cannot read local storage: it learns the theme from this cookie to send a page pre-rendered in it. */
export function writeModeCookie(mode: ThemeMode): void {
  document.cookie = `${THEME_COOKIE}=${mode}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
