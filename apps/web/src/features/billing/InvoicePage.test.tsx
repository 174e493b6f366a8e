import type { InvoiceDetails } from '@quillbid/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { InvoicePage } from './InvoicePage';

const invoice: InvoiceDetails = {
  id: 'inv-7',
  account_name: 'Ada Lovelace',
  lines: {
    data: [
      {
        description: 'Starter plan (annual)',
        price: { unit_amount: 19000 },
        plan: { interval: 'year', metadata: { packageType: 'starter' } },
      },
    ],
  },
  tax: 250,
  total: 19250,
  amount_due: 19250,
  hosted_invoice_url: 'http://localhost/payment/invoice/inv-7',
  trial_end: null,
  created: '2026-12-16T12:00:00.000Z',
};

function renderInvoice(invoiceId: string) {
  setTokenCookie(fakeJwt(3600));
  fakeApi({ 'GET /api/subscription': () => json({ invoiceDetails: invoice }) });
  renderRoutes([{ path: '/payment/invoice/:invoiceId', element: <InvoicePage /> }], `/payment/invoice/${invoiceId}`);
}

const amount = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('InvoicePage', () => {
  it('shows the matching invoice in dollars, marked as test mode, and prints it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderInvoice('inv-7');

    expect(await screen.findByRole('heading', { name: 'Invoice inv-7' })).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(amount('Billed to')).toBe('Ada Lovelace');
    expect(amount('Starter plan (annual)')).toBe('$190.00');
    expect(amount('Tax')).toBe('$2.50');
    expect(amount('Total')).toBe('$192.50');
    expect(amount('Amount due')).toBe('$192.50');
    expect(screen.queryByText('Trial ends')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says 'Invoice not found' when the id is not the latest invoice's", async () => {
    renderInvoice('inv-other');
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
