/**
 * Cells a spreadsheet would read as a formula (OWASP, CSV injection): `=`, `+`, `-` and `@` start one,
 * and a tab or carriage return in front is skipped by some before they look.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell of RFC 4180 CSV. A formula-like cell is made text with a leading single quote and quoted, so
 * it shows as written and never runs; a cell holding a quote, comma or line break is quoted, its quotes
 * doubled.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV file: a header row, then one line per row, each ended with CRLF (RFC 4180). It starts with a
 * byte order mark, without which Excel reads UTF-8 as the machine's legacy code page.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
