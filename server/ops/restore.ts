import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { MIGRATIONS_FOLDER, migrationsUpTo, readJournal } from '../db/migrate';
import { quoteIdent, type BackupHeader, type BackupSequence, type BackupTable } from './backup-format';
import { BackupFileError, openBackup, verifyBackup, type BackupItem } from './backup-reader';

/** Where a backup goes: a PostgreSQL database, or a DATA_DIR whose `pglite` folder will hold it. */
export type RestoreTarget = { url: string } | { dataDir: string };

export class RestoreRefused extends Error {}

/** Rows, or bytes of their JSON, sent in one INSERT. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 1 << 20;

/** Every migration the backup's database had must be one of ours, in the same order. */
function checkMigrations(header: BackupHeader, migrationsFolder: string): number {
  const journal = readJournal(migrationsFolder);
  const known = header.migrations.every((m, i) => journal[i]?.when === m.createdAt);
  if (!known || header.migrations.length > journal.length) {
    throw new RestoreRefused(
      'This backup was taken by a newer Courtside (its database has migrations this version does not know); restore it with that version or a later one.',
    );
  }
  return header.migrations.length;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`);
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

async function wipePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** Inserts one table's rows: the JSON of each row back into its columns, identity values kept. */
async function insertRows(db: Db, table: BackupTable, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const name = `public.${quoteIdent(table.name)}`;
  const columns = table.columns.map(quoteIdent).join(', ');
  await db.execute(
    sql`${sql.raw(`insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, `)}${`[${rows.join(',')}]`}::json)`,
  );
}

async function setSequences(db: Db, sequences: BackupSequence[]): Promise<void> {
  for (const s of sequences) {
    // A sequence never used stays as the migrations made it.
    if (s.value === null) continue;
    await db.execute(
      sql`select setval(${`public.${quoteIdent(s.name)}`}::regclass, ${s.value}::bigint, true)`,
    );
  }
}

/** Loads every item of the backup, in one transaction: all or nothing. */
async function load(db: Db, items: AsyncGenerator<BackupItem>): Promise<number> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    let table: BackupTable | undefined;
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (table) await insertRows(txDb, table, batch);
      batch = [];
      bytes = 0;
    };
    for await (const item of items) {
      if (item.kind === 'row') {
        batch.push(item.json);
        bytes += item.json.length;
        if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      } else if (item.kind === 'table') {
        await flush();
        table = item.table;
      } else if (item.kind === 'sequences') {
        await flush();
        await setSequences(txDb, item.sequences);
      } else {
        await flush();
        return item.rows;
      }
    }
    return 0;
  });
}

export interface RestoreOptions {
  /** Replace what the target holds (otherwise a target that is not empty is refused). */
  force?: boolean;
  /** Tests: another migrations folder. */
  migrationsFolder?: string;
}

/** True when a database holds no table of ours and no migration record (a new one). */
async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`);
  return (result as { rows: Array<{ n: number }> }).rows[0]!.n === 0;
}

/**
 * Restores a backup file into an open database that is still empty (opened with
 * `migrate: false`): checks the whole file first, creates the schema of the backup's version,
 * loads every row in one transaction, then applies this version's newer migrations. Answers
 * the row count.
 */
export async function restoreInto(
  database: Database,
  file: string,
  options: RestoreOptions = {},
): Promise<number> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const expected = await verifyBackup(file);
  const { header, items } = await openBackup(file);
  const level = checkMigrations(header, migrationsFolder);
  if (!(await isEmpty(database.db))) throw new RestoreRefused('The database is not empty.');
  const upTo = migrationsUpTo(migrationsFolder, level);
  try {
    await database.migrate({ migrationsFolder: upTo });
    const rows = await database.withoutTimeout((db) => load(db, items));
    if (rows !== expected) throw new BackupFileError(`restored ${rows} rows of ${expected}`);
    await database.migrate({ migrationsFolder });
    return rows;
  } finally {
    fs.rmSync(upTo, { recursive: true, force: true });
  }
}

/**
 * Restores a backup file into an empty PostgreSQL database or DATA_DIR (a non-empty one only with
 * `force`, which replaces what it holds; the file is checked whole before anything is touched).
 * A PGlite backup restores into PostgreSQL and back the same way. Answers the row count.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<number> {
  await verifyBackup(file);
  let release = () => {};
  let databaseTarget: { url: string } | { dataDir: string };
  if ('url' in target) {
    if (!(await postgresIsEmpty(target.url))) {
      if (!options.force)
        throw new RestoreRefused(
          'The database is not empty; restore into an empty one, or pass --force to replace what it holds.',
        );
      await wipePostgres(target.url);
    }
    databaseTarget = { url: target.url };
  } else {
    release = lockDataDir(target.dataDir);
    const pgliteDir = path.join(target.dataDir, 'pglite');
    if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
      if (!options.force) {
        release();
        throw new RestoreRefused(
          `${path.resolve(pgliteDir)} already holds a database; restore into an empty DATA_DIR, or pass --force to replace it.`,
        );
      }
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }
    databaseTarget = { dataDir: pgliteDir };
  }
  try {
    const database = await openDatabase(databaseTarget, { migrate: false, statementTimeoutMs: 0 });
    try {
      return await restoreInto(database, file, options);
    } catch (err) {
      // The target was empty (or emptied by --force): leave it empty again, ready for a retry.
      await database.close();
      if ('url' in databaseTarget) await wipePostgres(databaseTarget.url);
      else fs.rmSync(databaseTarget.dataDir, { recursive: true, force: true });
      throw err;
    } finally {
      await database.close().catch(() => undefined);
    }
  } finally {
    release();
  }
}
