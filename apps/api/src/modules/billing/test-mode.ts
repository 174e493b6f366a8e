import { desc, eq } from 'drizzle-orm';
import { billingMessages, FREE_PACKAGE_TYPE, type InvoiceDetails, type TestCheckoutInput } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { invoices, type InvoiceRow, type UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { applyPlan, isLive, periodEnd } from '../../usage/apply-plan.js';
import { findPackage, startPeriod } from './subscriptions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Local billing for installs without a payment provider: the subscription starts at once and an invoice
 * is computed from our packages table. No tax is charged in test mode; a trial makes today's amount 0.
 */
export async function testCheckout(db: Db, user: UserRow, input: TestCheckoutInput, appUrl: string) {
  if (user.invitedBy) throw new AppError('FORBIDDEN', billingMessages.agencyMemberPlan);
  const plan = await findPackage(db, input.packageType);
  if (plan.packageType === FREE_PACKAGE_TYPE) throw new AppError('BAD_REQUEST', billingMessages.freePlanNoCheckout);
  const now = new Date();
  const trialEnd = plan.trialPeriodDays > 0 ? new Date(now.getTime() + plan.trialPeriodDays * DAY_MS) : null;
  const unitAmount = input.interval === 'year' ? plan.annualPriceCents : plan.monthlyPriceCents;
  return db.transaction(async (tx) => {
    await startPeriod(tx, user.id, plan, periodEnd(trialEnd ?? now, input.interval));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId: user.id,
        accountName: `${user.firstName} ${user.lastName}`.trim(),
        packageType: plan.packageType,
        description: `Quillbid ${plan.name}, billed ${input.interval === 'year' ? 'yearly' : 'monthly'}`,
        interval: input.interval,
        unitAmountCents: unitAmount,
        taxCents: 0,
        totalCents: unitAmount,
        amountDueCents: trialEnd ? 0 : unitAmount,
        trialEnd,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned nothing');
    return toInvoiceDetails(invoice, appUrl);
  });
}

/** Ends a paid test-mode subscription now (the account is then on the free plan); what it created stays. */
export async function testCancel(db: Db, userId: string): Promise<void> {
  const now = new Date();
  await applyPlan(db, userId, (current) =>
    isLive(current, now) && current.packageType !== FREE_PACKAGE_TYPE
      ? { status: 'cancelled', periodStart: current.periodStart, periodEnd: now, renews: false, newPeriod: false }
      : null,
  );
}

export async function latestInvoice(db: Db, userId: string, appUrl: string): Promise<InvoiceDetails> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (!invoice) throw new AppError('NOT_FOUND', billingMessages.noInvoice);
  return toInvoiceDetails(invoice, appUrl);
}

function toInvoiceDetails(row: InvoiceRow, appUrl: string): InvoiceDetails {
  return {
    id: row.id,
    account_name: row.accountName,
    lines: {
      data: [
        {
          description: row.description,
          price: { unit_amount: row.unitAmountCents },
          plan: { interval: row.interval, metadata: { packageType: row.packageType } },
        },
      ],
    },
    tax: row.taxCents,
    total: row.totalCents,
    amount_due: row.amountDueCents,
    hosted_invoice_url: `${appUrl}/payment/invoice/${row.id}`,
    trial_end: row.trialEnd?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
  };
}
