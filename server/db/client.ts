import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept `Db | Tx` where they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness check for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data dir as a tarball, to open again with `{ memory: true, image }`. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The embedded database runs in this process, so its buffers are our resident memory: PostgreSQL's
 * default 128 MB shared_buffers doubled the idle footprint and slowed start-up, while a school's
 * working set fits in 32 MB (the OS page cache still holds the files). relaxedDurability stays
 * off: a write is acknowledged only once PGlite has written it.
 */
const PGLITE_OPTIONS = {
  postgresqlconf: ['shared_buffers=32MB', 'wal_buffers=1MB'],
  relaxedDurability: false,
};

/**
 * In memory, optionally started from `image`: a data dir dumped by `dumpDataDir` (tests start from
 * an already migrated one instead of running initdb and every migration again).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; image?: Blob };

/** Opens PGlite (a data dir, or in memory) or a PostgreSQL pool, and applies migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    ...('dataDir' in target ? { dataDir: target.dataDir } : {}),
    ...('image' in target && target.image ? { loadDataDir: target.image } : {}),
    ...PGLITE_OPTIONS,
  });
  await client.waitReady;
  const generation = countWrites(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  writeGenerations.set(db, generation);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const writeGenerations = new WeakMap<Db, () => number>();

/**
 * PGlite only: how many statements that may have written have finished so far. One process owns a
 * PGlite data dir (server/db/lock.ts), and every statement goes through this client, so while the
 * count is unchanged nothing in the database has changed: what was read at that count still holds
 * (the session check and the ladder cache use it to skip their query). Undefined on PostgreSQL,
 * where other processes write too.
 */
export function writeGenerationOf(db: Db): (() => number) | undefined {
  return writeGenerations.get(db);
}

/** A plain SELECT cannot write (a data-modifying CTE starts with WITH, so it counts as a write). */
const READ_ONLY = /^\s*select\b/i;

function countWrites(client: PGlite): () => number {
  let generation = 0;
  // Counted once the statement has finished (committed or failed): a read that starts after it
  // sees the new count, and a read that started before it is never stored under the new count.
  const counted = <T>(work: Promise<T>): Promise<T> =>
    work.finally(() => {
      generation++;
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((
    text: string,
    ...rest: Parameters<typeof query> extends [unknown, ...infer R] ? R : never
  ) => (READ_ONLY.test(text) ? query(text, ...rest) : counted(query(text, ...rest)))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => counted(exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    counted(transaction(...args))) as typeof client.transaction;
  return () => generation;
}
