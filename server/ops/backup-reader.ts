import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupSequence,
  type BackupTable,
  type ControlLine,
} from './backup-format';

export class BackupFileError extends Error {}

/** One item of a backup file: a control line, or a row as the JSON text written (not parsed). */
export type BackupItem =
  | { kind: 'table'; table: BackupTable }
  | { kind: 'row'; json: string }
  | { kind: 'sequences'; sequences: BackupSequence[] }
  | { kind: 'end'; rows: number };

function lines(source: string | Readable): AsyncIterable<string> {
  const input = typeof source === 'string' ? fs.createReadStream(source) : source;
  return readline.createInterface({ input: input.pipe(zlib.createGunzip()), crlfDelay: Infinity });
}

function parseControl(line: string): ControlLine {
  try {
    return JSON.parse(line) as ControlLine;
  } catch {
    throw new BackupFileError('the backup file is damaged (a line is not JSON)');
  }
}

/**
 * Reads a backup: its header, then its items in file order. Throws BackupFileError for a file
 * that is not a Courtside backup, is of a newer format, or was cut short (no end line, or fewer
 * rows than it says).
 */
export async function openBackup(
  source: string | Readable,
): Promise<{ header: BackupHeader; items: AsyncGenerator<BackupItem> }> {
  const iterator = lines(source)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch {
    throw new BackupFileError('not a Courtside backup (not a gzip file)');
  }
  const head = first.done ? undefined : parseControl(first.value);
  if (!Array.isArray(head) || head[0] !== BACKUP_FORMAT) throw new BackupFileError('not a Courtside backup');
  const header = head[1];
  if (header.version > BACKUP_VERSION)
    throw new BackupFileError(
      `backup format ${header.version} is newer than this Courtside reads (${BACKUP_VERSION})`,
    );

  async function* items(): AsyncGenerator<BackupItem> {
    let rows = 0;
    for (;;) {
      let next: IteratorResult<string>;
      try {
        next = await iterator.next();
      } catch {
        throw new BackupFileError('the backup file is damaged or cut short (gzip error)');
      }
      if (next.done) throw new BackupFileError('the backup file was cut short (no end mark)');
      const line = next.value;
      if (line.startsWith('{')) {
        rows += 1;
        yield { kind: 'row', json: line };
        continue;
      }
      const control = parseControl(line);
      if (control[0] === 'table') yield { kind: 'table', table: control[1] };
      else if (control[0] === 'sequences') yield { kind: 'sequences', sequences: control[1] };
      else if (control[0] === 'end') {
        if (control[1].rows !== rows)
          throw new BackupFileError(`the backup file is damaged: ${rows} rows of ${control[1].rows}`);
        yield { kind: 'end', rows };
        return;
      } else throw new BackupFileError('the backup file is damaged (unknown line)');
    }
  }
  return { header, items: items() };
}

/** Reads a whole backup file and answers its row count; throws BackupFileError when it is not whole. */
export async function verifyBackup(file: string): Promise<number> {
  const { items } = await openBackup(file);
  let rows = 0;
  for await (const item of items) if (item.kind === 'end') rows = item.rows;
  return rows;
}
