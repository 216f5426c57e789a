/**
 * The staff's CSV export of a sign-up list (issue 27). A spreadsheet runs a cell that starts with = + - @
 * (or a tab or carriage return before one) as a formula, so a visitor's "name" could run on a staff
 * member's computer: such a cell is prefixed with ' (OWASP's "CSV injection" advice) and then quoted as
 * RFC 4180 asks when it holds a comma, a quote or a line break.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows and never evaluates. */
export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Numbers we write ourselves (seats, positions) are not formulas, even when negative.
  if (typeof value === 'number') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote, a CR or a LF. */
export function csvField(value: string | number | boolean | null | undefined): string {
  const text = neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
