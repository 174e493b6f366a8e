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

/** One CSV row ended with CRLF (RFC 4180). */
export const csvLine = (row: readonly (string | number)[]) => `${row.map(csvCell).join(',')}\r\n`;

/**
 * The start of a CSV file: a byte order mark, without which Excel reads UTF-8 as the machine's legacy code
 * page, and the header row. The rows follow as `csvLine`s.
 */
export const csvHeader = (header: readonly string[]) => `\uFEFF${csvLine(header)}`;
