import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../app/AppThemeProvider';
import { AppToaster } from '../app/AppToaster';
import { findToast } from '../test/formErrors';
import { WAIT_TIMEOUT_MS } from '../test/timeouts';
import { toast } from './toast';

const drawToaster = () =>
  render(
    <AppThemeProvider>
      <AppToaster duration={WAIT_TIMEOUT_MS} />
    </AppThemeProvider>,
  );

describe('toast', () => {
  it('shows a message sent before the toaster is drawn once it is', async () => {
    toast.error('Sent before the toaster');
    drawToaster();
    expect(await findToast('Sent before the toaster')).toBeTruthy();
  });

  it('shows each kind of message through the lazily loaded toaster', async () => {
    drawToaster();
    toast.success('Saved');
    toast.info('Heads up');
    expect(await findToast('Saved')).toBeTruthy();
    expect(await findToast('Heads up')).toBeTruthy();
  });
});
