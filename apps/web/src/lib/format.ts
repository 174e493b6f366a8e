const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Up to this many calendar days back, a moment reads as "3 days ago"; older ones as their date. */
const RELATIVE_DAYS = 6;

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

/** A date in a few characters, e.g. 'Dec 23, 2026'. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** Calendar days from one local midnight to another; DST days are 23 or 25 hours long, hence the rounding. */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const midnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.round((midnight(later) - midnight(earlier)) / (24 * HOUR_MS));
}

/**
 * How long ago, for lists: 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', and the
 * short date once it is more than a week back (or, with a skewed clock, ahead of now).
 */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < -5 * MINUTE_MS) return formatShortDate(iso);
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  const days = calendarDaysBetween(then, now);
  if (days === 0) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (days <= RELATIVE_DAYS) return relative.format(-days, 'day');
  return formatShortDate(iso);
}

/** Package types and names are stored lowercase or camelCase ('starter', 'agencyExpansion'). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** A rate from 0 to 1 as a whole percentage ('42%'); a dash when there is nothing to divide by (null). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

// Days without a time (a filter's bounds, the week a chart point stands for) are UTC days: formatted in the
// browser's zone, midnight UTC would read as the day before west of Greenwich.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A day given as 'YYYY-MM-DD', e.g. 'Nov 2, 2026'. */
export function formatDay(isoDay: string): string {
  return day.format(new Date(isoDay));
}

/** A day given as 'YYYY-MM-DD' without its year, e.g. 'Nov 2' (a chart's axis). */
export function formatDayShort(isoDay: string): string {
  return dayShort.format(new Date(isoDay));
}
