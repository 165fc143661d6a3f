/**
 * RFC 4180 CSV, written by hand rather than with a library (decision 050): one quoting rule and
 * a guard against spreadsheet formulas is all the export needs.
 */

/** Excel reads a UTF-8 file as ANSI unless it starts with a byte-order mark (₹ and Devanagari break). */
export const CSV_BOM = '\uFEFF';

/**
 * One cell. A value that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is
 * prefixed with an apostrophe, so a lead named "=HYPERLINK(…)" cannot act when the file is opened.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
