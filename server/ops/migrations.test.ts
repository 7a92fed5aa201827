import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget, type OpenOptions } from '../db/client';
import { MigrationError, readJournal } from '../db/migrate';
import { schools } from '../db/schema/index';
import { createSchool } from '../test/factories';
import { emptyPostgres, migrationsWith, onPostgres } from '../test/ops-targets';
import { openTestDatabase } from '../test/test-database';

// Databases made, filled, backed up and restored, on a machine shared with other test runs.
vi.setConfig({ testTimeout: 120_000 });

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const database = await openDatabase(target, options);
  cleanups.push(() => database.close());
  return database;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every column, index and constraint of the app's schemas, and the migrations recorded. */
async function schemaOf(db: Database['db']): Promise<string> {
  const result = await db.execute(sql`
    select string_agg(x, E'\n' order by x) as schema from (
      select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type
             || ' ' || is_nullable || ' ' || coalesce(column_default, '') as x
        from information_schema.columns where table_schema in ('public', 'drizzle')
      union all
      select 'index ' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
      union all
      select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'migration ' || hash || ' ' || created_at from drizzle.__drizzle_migrations
    ) s`);
  return rowsOf<{ schema: string }>(result)[0]!.schema;
}

const journal = readJournal(new URL('../db/migrations', import.meta.url).pathname);

/** A new, migrated database of the suite's kind (PGlite in memory from the migrated image). */
async function migrated(): Promise<Database> {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  return database;
}

/** A new database of the suite's kind with nothing in it yet. */
async function unmigrated(): Promise<Database> {
  if (!onPostgres) return open({ memory: true }, { migrate: false });
  const t = await emptyPostgres();
  cleanups.push(() => t.drop());
  return open(t.target, { migrate: false });
}

function extraMigrations(extra: Array<{ tag: string; sql: string }>): string {
  const folder = migrationsWith(extra);
  cleanups.push(() => Promise.resolve(fs.rmSync(folder, { recursive: true, force: true })));
  return folder;
}

describe('migrations at start', () => {
  it('a failing migration leaves the database as it was, and the error says which and why', async () => {
    const database = await migrated();
    await createSchool(database.db, 'Before the upgrade');
    const before = await schemaOf(database.db);
    const folder = extraMigrations([
      { tag: '9000_adds_a_table', sql: 'create table upgrade_probe (id integer primary key);' },
      {
        tag: '9001_breaks',
        sql: 'alter table schools add column motto text;\n--> statement-breakpoint\nalter table no_such_table add column x integer;',
      },
    ]);
    const failed = database.migrate({ migrationsFolder: folder });
    await expect(failed).rejects.toBeInstanceOf(MigrationError);
    await expect(failed).rejects.toThrow(
      /9000_adds_a_table, 9001_breaks\): relation "no_such_table" does not exist\. The database was left as it was/,
    );
    expect(await schemaOf(database.db)).toBe(before);
    const names = await database.db.select({ label: schools.label }).from(schools);
    expect(names.map((s) => s.label)).toContain('Before the upgrade');
  });

  it('calls the pre-migration hook only for a database that already has migrations applied', async () => {
    const database = await unmigrated();
    const calls: string[][] = [];
    await database.migrate({ beforeMigrating: (_db, pending) => Promise.resolve(void calls.push(pending)) });
    expect(calls).toEqual([]);

    const folder = extraMigrations([
      { tag: '9000_new_column', sql: 'alter table schools add column motto text;' },
    ]);
    await database.migrate({
      migrationsFolder: folder,
      beforeMigrating: async (db, pending) => {
        // The hook sees the previous version's schema: the new column is not there yet.
        const cols = rowsOf<{ n: number }>(
          await db.execute(
            sql`select count(*)::int as n from information_schema.columns where table_name = 'schools' and column_name = 'motto'`,
          ),
        );
        expect(cols[0]!.n).toBe(0);
        calls.push(pending);
      },
    });
    expect(calls).toEqual([['9000_new_column']]);
    const applied = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]!.n).toBe(journal.length + 1);
  });
});

if (onPostgres) {
  // (On the embedded database a second server is refused the DATA_DIR lock before it opens
  // PGlite: server/db/data-dir-lock.test.ts.)
  describe('two servers starting together on one new PostgreSQL database', () => {
    it('migrate it once: the second waits for the first and finds nothing to do', async () => {
      const t = await emptyPostgres();
      cleanups.push(() => t.drop());
      const [a, b, c] = await Promise.all([open(t.target), open(t.target), open(t.target)]);
      const applied = rowsOf<{ n: number; distinct_hashes: number }>(
        await a.db.execute(
          sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
        ),
      );
      expect(applied[0]).toEqual({ n: journal.length, distinct_hashes: journal.length });
      await createSchool(b.db, 'School of b');
      await createSchool(c.db, 'School of c');
      const names = await a.db.select({ label: schools.label }).from(schools);
      expect(names.map((s) => s.label).sort()).toEqual(['School of b', 'School of c']);
    });
  });
}
