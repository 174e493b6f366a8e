import { THEME_STORAGE_KEY } from '@quillbid/shared';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../../app/AppThemeProvider';
import { recordTypedFields, stopRecordingTypedFields } from '../../lib/typedBeforeHydration';
import { ThemeSwitch } from './ThemeSwitch';

const page = (
  <AppThemeProvider initialMode="light">
    <ThemeSwitch />
  </AppThemeProvider>
);

/** The switch as the server sends it, and as main.tsx takes it over: recording first, then React. */
async function takeOver(tapBefore: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const drawn = container.querySelector<HTMLInputElement>('input[role="switch"]');
  if (tapBefore) drawn?.click();
  recordTypedFields(container);
  await act(async () => {
    hydrateRoot(container, page);
  });
  return container.querySelector<HTMLInputElement>('input[role="switch"]');
}

afterEach(() => {
  stopRecordingTypedFields();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('ThemeSwitch on a pre-rendered page', () => {
  it('carries out a tap made before the app took the page over', async () => {
    const input = await takeOver(true);
    expect(input?.checked).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('leaves the theme as drawn when nobody tapped', async () => {
    const input = await takeOver(false);
    expect(input?.checked).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
