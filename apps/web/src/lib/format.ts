const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** Prices travel in cents (spec section 9): divided by 100, shown with two decimals. */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

/** Dates the spec shows "in long format", e.g. 'December 23, 2026'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** A moment in long form, e.g. 'Monday, November 2, 2026 at 10:00 AM' (a proposal's creation time). */
export function formatLongDateTime(iso: string): string {
  return longDateTime.format(new Date(iso));
}

/** Package types and names are stored lowercase or camelCase ('starter', 'agencyExpansion'). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
