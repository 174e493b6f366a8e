import { describe, expect, it } from 'vitest';
import { filterParams, hasFilters, readFilters } from './filters';

const templateId = '11111111-1111-4111-8111-111111111111';

describe('history filters in the URL', () => {
  it('reads back what it writes, in one order', () => {
    const filters = readFilters(
      new URLSearchParams(`to=2026-11-30&status=replied&templateId=${templateId}&search=react`),
    );
    expect(filters).toEqual({
      search: 'react',
      status: 'replied',
      templateId,
      profileId: undefined,
      from: undefined,
      to: '2026-11-30',
    });
    expect(filterParams(filters).toString()).toBe(`search=react&status=replied&templateId=${templateId}&to=2026-11-30`);
    expect(hasFilters(filters)).toBe(true);
  });

  it('ignores what the controls could not have written, rather than sending it', () => {
    const filters = readFilters(
      new URLSearchParams('status=won&templateId=abc&profileId=1&from=yesterday&search=%20%20'),
    );
    expect(filterParams(filters).toString()).toBe('');
    expect(hasFilters(filters)).toBe(false);
  });
});
