const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Prices travel in cents (spec section 9): divided by 100, shown with two decimals. */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}
