import { describe, expect, it } from 'vitest';
import { capitalize, formatCents, formatLongDate, formatLongDateTime } from './format';

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

describe('capitalize', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalize('starter')).toBe('Starter');
    expect(capitalize('agencyExpansion')).toBe('AgencyExpansion');
    expect(capitalize('')).toBe('');
  });
});
