import Papa from 'papaparse';

/**
 * CSV (RFC 4180) for the audit log's export, written by papaparse: every cell quoted, quotes doubled,
 * CRLF after every row, and a cell a spreadsheet would run as a formula (starting with = + - @, tab or
 * CR) prefixed with an apostrophe (`escapeFormulae`, OWASP's CSV-injection advice): names and texts
 * are user text.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const cells = rows.map((row) => row.map((value) => (value === null ? '' : String(value))));
  return `${Papa.unparse(cells, { quotes: true, newline: '\r\n', escapeFormulae: true })}\r\n`;
}
