import type { InvoiceDetails } from '@quillbid/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const trialInvoice: InvoiceDetails = {
  id: 'inv-1',
  account_name: 'Ada Lovelace',
  lines: {
    data: [
      {
        description: 'Starter plan (monthly)',
        price: { unit_amount: 1900 },
        plan: { interval: 'month', metadata: { packageType: 'starter' } },
      },
    ],
  },
  tax: 0,
  total: 1900,
  amount_due: 0,
  hosted_invoice_url: 'http://localhost/payment/invoice/inv-1',
  trial_end: '2026-12-23T12:00:00.000Z',
  created: '2026-12-16T12:00:00.000Z',
};

function renderPage(subscription: () => Response) {
  fakeApi({ 'GET /api/subscription': subscription });
  return renderRoutes([{ path: '/payment/success', element: <PaymentSuccessPage /> }], '/payment/success');
}

describe('PaymentSuccessPage', () => {
  it('shows the invoice in dollars, nothing due today during a trial, and when the first payment is taken', async () => {
    setTokenCookie(fakeJwt(3600));
    renderPage(() => json({ invoiceDetails: trialInvoice }));

    expect(await screen.findByText('Starter')).toBeTruthy();
    expect(screen.getByText('$19.00 / month')).toBeTruthy();
    expect(screen.getByText('Total due today').nextElementSibling?.textContent).toBe('$0.00');
    expect(screen.getByText('Total after trial').nextElementSibling?.textContent).toBe('$19.00');
    expect(
      screen.getByText('Your first payment of $19.00 will be taken on December 23, 2026, when the trial ends.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Invoice' }).getAttribute('href')).toBe(
      trialInvoice.hosted_invoice_url,
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows a failed fetch in an error alert', async () => {
    setTokenCookie(fakeJwt(3600));
    renderPage(() => json({ error: 'No invoice found for this account yet.' }, 404));
    expect((await screen.findByRole('alert')).textContent).toContain('No invoice found for this account yet.');
  });

  it('asks a visitor without a session to log in', async () => {
    renderPage(() => json({ invoiceDetails: trialInvoice }));
    expect((await screen.findByRole('link', { name: 'log in' })).getAttribute('href')).toBe('/login');
  });
});
