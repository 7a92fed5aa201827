import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client';
import { lockDataDir, restrictDataDir } from '../db/data-dir-lock';
import { MIGRATIONS_FOLDER, migrationsUpTo, readJournal } from '../db/migrate';
import { quoteIdent, type BackupHeader, type BackupSequence, type BackupTable } from './backup-format';
import { BackupFileError, openBackup, verifyBackup, type BackupItem } from './backup-reader';

/** Where a backup goes: a PostgreSQL database, or a DATA_DIR whose `pglite` folder will hold it. */
export type RestoreTarget = { url: string } | { dataDir: string };

export class RestoreRefused extends Error {}
/** A restore that failed while loading: names the table and the database's reason, never the rows. */
export class RestoreFailed extends Error {}

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

async function onConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Where `--force` keeps a PostgreSQL target's schemas until the restore has succeeded. */
const SET_ASIDE = {
  public: 'courtside_before_restore',
  drizzle: 'courtside_before_restore_drizzle',
} as const;

async function wipePostgres(url: string): Promise<void> {
  await onConnection(url, async (client) => {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  });
}

/**
 * `--force` on PostgreSQL: the target's `public` and `drizzle` schemas are renamed aside (one
 * transaction; tables keep their rows, constraints and sequences) and a new empty `public` made.
 * Answers how to finish: `keep` drops the set-aside schemas once the restore succeeded, `putBack`
 * drops what the failed restore made and renames them back.
 */
async function setPostgresAside(url: string): Promise<{ keep(): Promise<void>; putBack(): Promise<void> }> {
  await onConnection(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_namespace where nspname = any($1)',
      [Object.values(SET_ASIDE)],
    );
    if (rows[0]!.n > 0)
      throw new RestoreRefused(
        `The database holds the schema ${SET_ASIDE.public} (or ${SET_ASIDE.drizzle}): the data before an earlier restore that did not finish. Look at it, drop it (or rename it back to public) and try again.`,
      );
    await client.query('begin');
    await client.query(`alter schema public rename to ${SET_ASIDE.public}`);
    await client.query(
      `do $$ begin if exists (select 1 from pg_namespace where nspname = 'drizzle') then alter schema drizzle rename to ${SET_ASIDE.drizzle}; end if; end $$`,
    );
    await client.query('create schema public');
    await client.query('commit');
  });
  return {
    keep: () =>
      onConnection(url, async (client) => {
        await client.query(`drop schema if exists ${SET_ASIDE.drizzle} cascade`);
        await client.query(`drop schema ${SET_ASIDE.public} cascade`);
      }),
    putBack: () =>
      onConnection(url, async (client) => {
        await client.query('begin');
        await client.query('drop schema if exists drizzle cascade');
        await client.query('drop schema if exists public cascade');
        await client.query(`alter schema ${SET_ASIDE.public} rename to public`);
        await client.query(
          `do $$ begin if exists (select 1 from pg_namespace where nspname = '${SET_ASIDE.drizzle}') then alter schema ${SET_ASIDE.drizzle} rename to drizzle; end if; end $$`,
        );
        await client.query('commit');
      }),
  };
}

/** The database's reason for a failed statement, without the statement and its values (rows carry phones and e-mails). */
function databaseReason(err: unknown): string {
  let e: unknown = err;
  // drizzle wraps the driver's error (whose message is the database's) in one naming the query and its parameters.
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  const message = e instanceof Error ? e.message : String(e);
  return message.startsWith('Failed query:') ? 'the statement failed' : message;
}

/** Inserts one table's rows: the JSON of each row back into its columns, identity values kept. */
async function insertRows(db: Db, table: BackupTable, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const name = `public.${quoteIdent(table.name)}`;
  const columns = table.columns.map(quoteIdent).join(', ');
  try {
    await db.execute(
      sql`${sql.raw(`insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, `)}${`[${rows.join(',')}]`}::json)`,
    );
  } catch (err) {
    throw new RestoreFailed(`Loading table ${table.name} failed: ${databaseReason(err)}`);
  }
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
  return db.transaction(async (txDb) => {
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
  /** Tests: a new PGlite data dir starts from this initdb image (initdb costs seconds). */
  pgliteImage?: Blob;
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
 * `force`). The file is checked whole before anything is touched, and what the target holds is
 * replaced only once the restore has succeeded: PGlite restores into `DATA_DIR/pglite-restoring`,
 * swapped for `pglite` at the end; PostgreSQL sets the target's schemas aside first and puts them
 * back if anything fails. A PGlite backup restores into PostgreSQL and back the same way. Answers
 * the row count.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<number> {
  await verifyBackup(file);
  if ('url' in target) {
    let aside: Awaited<ReturnType<typeof setPostgresAside>> | undefined;
    if (!(await postgresIsEmpty(target.url))) {
      if (!options.force)
        throw new RestoreRefused(
          'The database is not empty; restore into an empty one, or pass --force to replace what it holds.',
        );
      aside = await setPostgresAside(target.url);
    }
    try {
      const rows = await restoreOpened({ url: target.url }, file, options);
      await aside?.keep();
      return rows;
    } catch (err) {
      // Leave the target as it was: empty again, or its own schemas back.
      if (aside) await aside.putBack();
      else await wipePostgres(target.url);
      throw err;
    }
  }
  const release = lockDataDir(target.dataDir);
  try {
    const pgliteDir = path.join(target.dataDir, 'pglite');
    const holds = fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0;
    if (holds && !options.force)
      throw new RestoreRefused(
        `${path.resolve(pgliteDir)} already holds a database; restore into an empty DATA_DIR, or pass --force to replace it.`,
      );
    const restoring = path.join(target.dataDir, 'pglite-restoring');
    const replaced = path.join(target.dataDir, 'pglite-before-restore');
    fs.rmSync(restoring, { recursive: true, force: true });
    let rows: number;
    try {
      rows = await restoreOpened({ dataDir: restoring, image: options.pgliteImage }, file, options);
    } catch (err) {
      fs.rmSync(restoring, { recursive: true, force: true });
      throw err;
    }
    fs.rmSync(replaced, { recursive: true, force: true });
    if (fs.existsSync(pgliteDir)) fs.renameSync(pgliteDir, replaced);
    fs.renameSync(restoring, pgliteDir);
    fs.rmSync(replaced, { recursive: true, force: true });
    restrictDataDir(target.dataDir);
    return rows;
  } finally {
    release();
  }
}

/** Opens an empty target without migrating, restores the file into it and closes it. */
async function restoreOpened(
  target: { url: string } | { dataDir: string; image?: Blob },
  file: string,
  options: RestoreOptions,
): Promise<number> {
  const database = await openDatabase(target, { migrate: false, statementTimeoutMs: 0 });
  try {
    return await restoreInto(database, file, options);
  } finally {
    await database.close().catch(() => undefined);
  }
}
