import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appliedMigrations } from '../db/migrate';
import {
  BACKUP_VERSION,
  quoteIdent,
  type BackupHeader,
  type BackupSequence,
  type ControlLine,
} from './backup-format';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** Rows fetched from the cursor at a time. */
const FETCH_ROWS = 500;

/** The app's tables, each after the tables it refers to (a cycle, if one ever appears, keeps name order). */
async function tablesInLoadOrder(tx: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((r) => r.name);
  const refs = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`
      select ch.relname as child, pa.relname as parent
        from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid
        join pg_class pa on pa.oid = k.confrelid
       where k.contype = 'f' and k.connamespace = 'public'::regnamespace and ch.oid <> pa.oid`),
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of refs) parents.get(r.child)?.add(r.parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    const next = ready.length > 0 ? ready : tables.filter((t) => !placed.has(t)).slice(0, 1);
    for (const t of next) {
      order.push(t);
      placed.add(t);
    }
  }
  return order;
}

/** A table's stored columns (generated ones are computed again on restore) and its primary key. */
async function tableShape(tx: Db, table: string): Promise<{ columns: string[]; key: string[] }> {
  const regclass = `public.${quoteIdent(table)}`;
  const columns = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select attname as name from pg_attribute
       where attrelid = ${regclass}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
       order by attnum`),
  ).map((r) => r.name);
  const key = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = ${regclass}::regclass and i.indisprimary
       order by array_position(i.indkey::int2[], a.attnum)`),
  ).map((r) => r.name);
  return { columns, key };
}

async function sequences(tx: Db): Promise<BackupSequence[]> {
  return rowsOf<{ name: string; value: string | null }>(
    await tx.execute(sql`
      select sequencename as name, last_value::text as value from pg_sequences
       where schemaname = 'public' order by sequencename`),
  );
}

/**
 * Writes a backup of the whole database to `out` (uncompressed lines; see backup-format.ts),
 * inside one REPEATABLE READ, READ ONLY transaction: every table is read from one snapshot, so the
 * backup holds exactly the changes committed before it began, however many writes run meanwhile
 * (on PostgreSQL they go on; PGlite, one connection, runs them after it). Answers the row count.
 */
export async function writeBackup(db: Db, kind: 'pglite' | 'postgres', out: Writable): Promise<number> {
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  const control = (line: ControlLine) => write(JSON.stringify(line));
  return db.transaction(
    async (tx) => {
      const tables = await tablesInLoadOrder(tx);
      const header: BackupHeader = {
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: kind,
        migrations: await appliedMigrations(tx),
        tables,
      };
      await control(['courtside-backup', header]);
      let rows = 0;
      for (const table of tables) {
        const { columns, key } = await tableShape(tx, table);
        await control(['table', { name: table, columns }]);
        const list = columns.map(quoteIdent).join(', ');
        const order = key.length > 0 ? ` order by ${key.map(quoteIdent).join(', ')}` : '';
        await tx.execute(
          sql.raw(
            `declare courtside_backup no scroll cursor for select to_json(r)::text as j from (select ${list} from public.${quoteIdent(table)}${order}) r`,
          ),
        );
        for (;;) {
          const batch = rowsOf<{ j: string }>(
            await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from courtside_backup`)),
          );
          for (const row of batch) await write(row.j);
          rows += batch.length;
          if (batch.length < FETCH_ROWS) break;
        }
        await tx.execute(sql.raw('close courtside_backup'));
      }
      await control(['sequences', await sequences(tx)]);
      await control(['end', { rows }]);
      return rows;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A backup as a gzip stream (the ops route sends it); errors end the stream with that error. */
export function backupStream(db: Db, kind: 'pglite' | 'postgres'): Readable {
  const lines = new PassThrough();
  const gzip = zlib.createGzip();
  lines.pipe(gzip);
  writeBackup(db, kind, lines).then(
    () => lines.end(),
    (err: unknown) => gzip.destroy(err as Error),
  );
  return gzip;
}

/**
 * Writes a backup to `file`: first to a temporary name beside it, renamed once complete, so a
 * file with the final name is always whole. Answers the row count.
 */
export async function backupToFile(db: Db, kind: 'pglite' | 'postgres', file: string): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Named by process: two servers writing the same day's file on a shared volume never mix.
  const partial = `${file}.${process.pid}.partial`;
  const lines = new PassThrough();
  const written = pipeline(lines, zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
  try {
    const rows = await writeBackup(db, kind, lines);
    lines.end();
    await written;
    fs.renameSync(partial, file);
    return rows;
  } catch (err) {
    lines.destroy();
    await written.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw err;
  }
}
