import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../config';
import * as schema from './schema/index';
import { backfillScoreColumns } from './score-columns';
import { MIGRATIONS_FOLDER, MIGRATION_LOCK_KEY, migrateWith, type BeforeMigrating } from './migrate';

/**
 * The database, or a transaction in it: drizzle's transaction extends its database, and the
 * PGlite and node-postgres databases are both this type, so every service takes `Db` whether or
 * not it runs inside a transaction (one type, no casts).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs long administrative work (bulk seeding) without the statement timeout of requests: on
   * PostgreSQL through a connection of its own, closed afterwards; on PGlite through `db`.
   */
  withoutTimeout<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Connections of this process (metrics): PGlite is always one, never waited for. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  /** Applies pending migrations (openDatabase does unless told not to; a restore applies the backup's own). */
  migrate(options?: MigrateOptions): Promise<void>;
  /**
   * /api/health: reads a real table (one row of \`schools\`), so a database whose tables are gone
   * or unreadable is not reported healthy.
   */
  ping(): Promise<void>;
  /**
   * Listens to a channel of PostgreSQL's NOTIFY on a connection of its own (PGlite: its one connection):
   * `onNotify` gets each payload. On PostgreSQL a lost connection is opened again, after which `onResume`
   * runs (notifications sent meanwhile are lost: the listener reads again what it shows). Returns the way
   * to stop listening. server/live/live-bus.ts is its one user.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResume: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data dir as a tarball, to open again with `{ memory: true, image }`. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = MIGRATIONS_FOLDER;

/** The health check's statement (Database.ping). */
const HEALTH_QUERY = 'select id from schools limit 1';

/**
 * The embedded database runs in this process, so its buffers are our resident memory: PostgreSQL's
 * default 128 MB shared_buffers doubled the idle footprint and slowed start-up, while a school's
 * working set fits in 32 MB (the OS page cache still holds the files). relaxedDurability stays
 * off: a write is acknowledged only once PGlite has written it.
 */
const PGLITE_OPTIONS = {
  // Trigram indexes (the schools' typo-tolerant search) and accent-free matching (the toolbar's
  // search, server/modules/search/search-match.ts), issue 32; PostgreSQL ships both as contrib.
  extensions: { pg_trgm, unaccent },
  postgresqlconf: ['shared_buffers=32MB', 'wal_buffers=1MB'],
  relaxedDurability: false,
};

/**
 * In memory or in a new data dir, optionally started from `image`: a data dir dumped by
 * `dumpDataDir` (tests start from an already migrated one instead of running initdb and every
 * migration again).
 */
export type DatabaseTarget =
  { url: string } | { dataDir: string; image?: Blob } | { memory: true; image?: Blob };

export interface MigrateOptions {
  /** The migrations to apply (default server/db/migrations; tests pass a copy with a failing one). */
  migrationsFolder?: string;
  /**
   * Runs before pending migrations are applied to a database that has data from an earlier
   * version (main.ts: the automatic backup), inside the migration lock.
   */
  beforeMigrating?: BeforeMigrating;
}

export interface OpenOptions extends MigrateOptions {
  /**
   * PostgreSQL: how long one statement of the pool may run, lock waits included, before the
   * server cancels it (the request then answers 503); 0 for no limit. Default
   * DEFAULT_STATEMENT_TIMEOUT_MS. Migrations run on a connection of their own without it.
   */
  statementTimeoutMs?: number;
  /** false: open without applying migrations (a restore applies the backup's own ones). */
  migrate?: boolean;
}

/** Beyond the statement timeout, how long the client waits for an answer before giving up on a server that does not answer at all. */
const CLIENT_GRACE_MS = 2000;

/**
 * The pool's connection settings: a statement timeout enforced by PostgreSQL; a client-side
 * read timeout a little longer, for a server that is frozen or cut off (no cancel would ever
 * arrive); a bounded wait for a connection; TCP keep-alive, so a dead peer is noticed.
 */
export function poolConfig(url: string, statementTimeoutMs: number): pg.PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + CLIENT_GRACE_MS }
      : {}),
  };
}

/**
 * Most statement texts given a name (see PreparingClient). The mix of requests sends a few
 * hundred distinct texts (an `in (...)` list of each length is its own); past this many, further
 * texts run unnamed, so each connection keeps at most this many prepared statements.
 */
const STATEMENT_NAMES_MAX = 2000;
const statementNames = new Map<string, string>();

/** The name of a statement text, the same for every connection of the process; undefined past the cap. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < STATEMENT_NAMES_MAX) {
    name = `courtside_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A pool connection that sends every statement with parameters as a named prepared statement
 * (node-postgres' `name` of a query config): the connection parses it once and PostgreSQL keeps
 * its plan, instead of parsing and planning the same text again on every request. Parsing and
 * planning were most of PostgreSQL's CPU per request (measured in docs/performance.md). A
 * statement a query names itself (drizzle's `.prepare(name)`) keeps its name.
 */
class PreparingClient extends pg.Client {}
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
(PreparingClient.prototype as unknown as { query: Query }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  const [config, values] = args;
  if (config !== null && typeof config === 'object') {
    const c = config as { text?: unknown; name?: unknown; values?: unknown };
    const params = values ?? c.values;
    if (typeof c.text === 'string' && !c.name && Array.isArray(params) && params.length > 0) {
      const name = statementName(c.text);
      if (name) args[0] = { ...c, name };
    }
  }
  // Looked up per call, so a wrapper of pg.Client's query (bench/workload-explain.ts) sees these too.
  return (Reflect.get(pg.Client.prototype, 'query') as Query).apply(this, args);
};

/** Work on a PostgreSQL connection of its own, without timeouts (migrations, bulk seeding). */
async function onOwnConnection<T>(url: string, work: (db: Db, client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(drizzlePg({ client, schema, casing: 'snake_case' }), client);
  } finally {
    await client.end();
  }
}

/**
 * Applies pending migrations on its own connection inside a session advisory lock: servers
 * starting together on one database wait for each other, and all but the first find nothing to do.
 */
async function migratePostgres(url: string, options: MigrateOptions): Promise<void> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  await onOwnConnection(url, async (db, client) => {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateWith(
        db,
        folder,
        () => migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder }),
        options.beforeMigrating,
      );
      await backfillScoreColumns(db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

/** The longest wait before opening a lost LISTEN connection again. */
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a PostgreSQL connection of its own, outside the pool (a pooled connection would be handed to
 * requests), opened again after a loss with a growing wait; `onResume` runs once it listens again.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResume: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      c.end().catch(() => undefined);
      if (!stopped) retry(500);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    await c.connect();
    await c.query(`LISTEN ${quoted}`);
    client = c;
  };
  const retry = (wait: number) => {
    timer = setTimeout(() => {
      timer = null;
      open().then(onResume, () => {
        if (!stopped) retry(Math.min(wait * 2, LISTEN_RETRY_MAX_MS));
      });
    }, wait);
    timer.unref();
  };
  await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/** Opens PGlite (a data dir, or in memory) or a PostgreSQL pool, and applies migrations. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if ('url' in target) {
    const { url } = target;
    if (options.migrate !== false) await migratePostgres(url, options);
    const pool = new pg.Pool({
      ...poolConfig(url, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS),
      Client: PreparingClient,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      withoutTimeout: (work) => onOwnConnection(url, work),
      migrate: (more) => migratePostgres(url, more ?? {}),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      ping: async () => {
        await pool.query(HEALTH_QUERY);
      },
      listen: (channel, onNotify, onResume) => listenPostgres(url, channel, onNotify, onResume),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    ...('dataDir' in target ? { dataDir: target.dataDir } : {}),
    ...('image' in target && target.image ? { loadDataDir: target.image } : {}),
    ...PGLITE_OPTIONS,
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  // One process holds the data dir (its lock), so no other server can be migrating it.
  const migrate = async (more: MigrateOptions = {}) => {
    const folder = more.migrationsFolder ?? migrationsFolder;
    await migrateWith(
      db,
      folder,
      () => migratePglite(db, { migrationsFolder: folder }),
      more.beforeMigrating,
    );
    await backfillScoreColumns(db);
  };
  if (options.migrate !== false) {
    try {
      await migrate(options);
    } catch (err) {
      await client.close();
      throw err;
    }
  }
  return {
    db,
    kind: 'pglite',
    // One connection in this process: there is no timeout to lift (docs/architecture.md).
    withoutTimeout: (work) => work(db),
    migrate,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    ping: async () => {
      await client.query(HEALTH_QUERY);
    },
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
