import { readCookie, THEME_COOKIE, THEME_STORAGE_KEY } from '@quillbid/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeSwitch } from '../features/dashboard/ThemeSwitch';
import { AppThemeProvider } from './AppThemeProvider';

const themeCookie = () => readCookie(document.cookie, THEME_COOKIE);

afterEach(() => {
  localStorage.clear();
  document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the theme the server pre-renders pages in', () => {
  it('is written to a cookie when the app starts, from a choice stored before the cookie existed', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(themeCookie()).toBeNull();
    render(<AppThemeProvider>page</AppThemeProvider>);
    expect(themeCookie()).toBe('dark');
  });

  it('follows the dark mode switch, beside the stored choice', async () => {
    render(
      <AppThemeProvider>
        <ThemeSwitch />
      </AppThemeProvider>,
    );
    expect(themeCookie()).toBe('light');
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(themeCookie()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(themeCookie()).toBe('light');
  });
});
