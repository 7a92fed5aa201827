/**
 * Courtside's backup file: gzip-compressed JSON lines, written through SQL so that the same file
 * comes out of PGlite and PostgreSQL and goes back into either (docs/operations.md):
 *
 *   ["courtside-backup", BackupHeader]
 *   ["table", { name, columns }]        then one line per row: the row as PostgreSQL's to_json
 *   {...row...}                          wrote it (every control line is an array, every row an object)
 *   ...
 *   ["sequences", BackupSequence[]]
 *   ["end", { rows }]                   a file without it was cut short and is refused
 */
export const BACKUP_FORMAT = 'courtside-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  version: number;
  createdAt: string;
  /** Where it was taken; it restores into either. */
  source: 'pglite' | 'postgres';
  /** The migrations applied to the database (drizzle's created_at of each), oldest first. */
  migrations: Array<{ hash: string; createdAt: number }>;
  /** Tables in the order they are loaded (referenced tables before those referring to them). */
  tables: string[];
}

export interface BackupTable {
  name: string;
  columns: string[];
}

export interface BackupSequence {
  name: string;
  /** null: never used (nextval gives its start). */
  value: string | null;
}

export interface BackupEnd {
  rows: number;
}

export type ControlLine =
  | ['courtside-backup', BackupHeader]
  | ['table', BackupTable]
  | ['sequences', BackupSequence[]]
  | ['end', BackupEnd];

/** A name in SQL, quoted. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A file name's part for a date (no colons, so it works on every file system). */
export function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}
