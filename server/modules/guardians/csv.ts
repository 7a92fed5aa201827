/**
 * CSV (RFC 4180) for the audit log's export. papaparse is not among the dependencies and writing
 * (not parsing) needs only quoting, so this small function does it: every cell quoted, quotes
 * doubled, CRLF between rows, and a cell a spreadsheet would run as a formula (starting with = + -
 * @, tab or CR) prefixed with an apostrophe (OWASP's CSV-injection advice). Names and texts are
 * user text.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
