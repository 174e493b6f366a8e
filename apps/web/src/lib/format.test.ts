import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatCents,
  formatDay,
  formatDayShort,
  formatLongDate,
  formatLongDateTime,
  formatRate,
  formatShortDate,
  formatTimeAgo,
} from './format';

describe('formatCents', () => {
  it('divides by 100 and always shows two decimals', () => {
    expect(formatCents(1900)).toBe('$19.00');
    expect(formatCents(19000)).toBe('$190.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('formatLongDate', () => {
  it('writes the month out', () => {
    expect(formatLongDate('2026-12-23T12:00:00.000Z')).toBe('December 23, 2026');
  });
});

describe('formatLongDateTime', () => {
  it('writes the weekday and month out, then the time', () => {
    // The hour depends on the machine's time zone; midday UTC is the same date nearly everywhere.
    expect(formatLongDateTime('2026-12-23T12:00:00.000Z')).toMatch(
      /^Wednesday, December 23, 2026 at \d{1,2}:\d{2}\s[AP]M$/,
    );
  });
});

describe('formatShortDate', () => {
  it('abbreviates the month and keeps the year', () => {
    expect(formatShortDate('2026-12-23T12:00:00.000Z')).toBe('Dec 23, 2026');
  });
});

describe('formatTimeAgo', () => {
  // Local times: calendar days are counted in the machine's time zone, as the reader's browser would.
  const now = new Date(2026, 11, 23, 15, 30);
  const ago = (then: Date) => formatTimeAgo(then.toISOString(), now);

  it('says "just now" within a minute, and for a clock a little ahead', () => {
    expect(ago(new Date(2026, 11, 23, 15, 29, 31))).toBe('just now');
    expect(ago(new Date(2026, 11, 23, 15, 32))).toBe('just now');
  });

  it('counts minutes, then hours, on the same day', () => {
    expect(ago(new Date(2026, 11, 23, 15, 29))).toBe('1 minute ago');
    expect(ago(new Date(2026, 11, 23, 14, 45))).toBe('45 minutes ago');
    expect(ago(new Date(2026, 11, 23, 13, 30))).toBe('2 hours ago');
    expect(ago(new Date(2026, 11, 23, 0, 5))).toBe('15 hours ago');
  });

  it('counts calendar days for the last week: late last night was yesterday', () => {
    const earlyMorning = new Date(2026, 11, 23, 0, 30);
    expect(formatTimeAgo(new Date(2026, 11, 22, 23, 0).toISOString(), earlyMorning)).toBe('yesterday');
    expect(ago(new Date(2026, 11, 22, 9, 0))).toBe('yesterday');
    expect(ago(new Date(2026, 11, 21, 18, 0))).toBe('2 days ago');
    expect(ago(new Date(2026, 11, 17, 8, 0))).toBe('6 days ago');
  });

  it('gives the short date for anything older than a week, or well in the future', () => {
    expect(ago(new Date(2026, 11, 16, 12, 0))).toBe('Dec 16, 2026');
    expect(ago(new Date(2025, 0, 2, 12, 0))).toBe('Jan 2, 2025');
    expect(ago(new Date(2026, 11, 25, 12, 0))).toBe('Dec 25, 2026');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalize('starter')).toBe('Starter');
    expect(capitalize('agencyExpansion')).toBe('AgencyExpansion');
    expect(capitalize('')).toBe('');
  });
});

describe('formatRate', () => {
  it('shows a rate as a whole percentage, and a dash when nothing was sent', () => {
    expect(formatRate(2 / 3)).toBe('67%');
    expect(formatRate(1 / 3)).toBe('33%');
    expect(formatRate(0.425)).toBe('43%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(null)).toBe('—');
  });
});

describe('formatDay', () => {
  it('reads a day as the day it names, in any time zone', () => {
    expect(formatDay('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatDayShort('2026-11-02')).toBe('Nov 2');
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027');
  });
});
