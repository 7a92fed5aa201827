import Papa from 'papaparse';
import { appError } from '../errors';

/**
 * The app's one CSV writer and reader (papaparse), shared by the guardians' audit log and the
 * seasons' exports and roster import.
 *
 * Writing (RFC 4180): every cell quoted, quotes doubled, CRLF after every row, and a cell a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) prefixed with an apostrophe
 * (`escapeFormulae`, OWASP's CSV-injection advice): names and texts are user text. `bom` starts the
 * file with U+FEFF so spreadsheets open it as UTF-8 (the exports; the audit log keeps its bytes).
 */
export function toCsv(
  rows: readonly (readonly (string | number | null)[])[],
  opts: { bom?: boolean } = {},
): string {
  const cells = rows.map((row) => row.map((value) => (value === null ? '' : String(value))));
  const body = `${Papa.unparse(cells, { quotes: true, newline: '\r\n', escapeFormulae: true })}\r\n`;
  return opts.bom ? `\uFEFF${body}` : body;
}

/** The apostrophe `toCsv` puts before a formula-like cell, taken off again when such a file is read back. */
const DEFUSED = /^'(?=[=+\-@\t\r])/;

/**
 * Reads an uploaded CSV file's bytes into rows of trimmed cells keyed by their lower-cased header:
 * UTF-8 only (a leading BOM is dropped; any other encoding answers 415 csv_wrong_encoding, never a guess),
 * at most `maxBytes` (413) and `maxRows` rows (413), blank lines skipped.
 */
export function readCsv(
  bytes: Buffer,
  limits: { maxBytes: number; maxRows: number },
): { header: string[]; rows: { line: number; cells: Record<string, string> }[] } {
  if (bytes.length > limits.maxBytes) throw appError('csv_too_large');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw appError('csv_wrong_encoding');
  }
  // UTF-16 or binary files that happen to decode: NUL and other C0 controls but tab, CR, LF.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(text)) throw appError('csv_wrong_encoding');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw appError('csv_unreadable');
  const [head, ...body] = parsed.data;
  if (!head) throw appError('csv_unreadable');
  if (body.length > limits.maxRows) throw appError('csv_too_many_rows');
  const header = head.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  // Lines in the file: a quoted cell may span lines, so count the row's own line breaks.
  let line = 2;
  const rows = body.map((cells) => {
    const row: Record<string, string> = {};
    header.forEach((name, i) => {
      row[name] = (cells[i] ?? '').trim().replace(DEFUSED, '');
    });
    const at = line;
    line += 1 + cells.reduce((n, c) => n + (c.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
    return { line: at, cells: row };
  });
  return { header, rows };
}
