import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A migration of the journal (server/db/migrations/meta/_journal.json). */
export interface JournalEntry {
  tag: string;
  /** drizzle's `folderMillis`: recorded as `created_at` once applied. */
  when: number;
}

/** A migration recorded as applied in `drizzle.__drizzle_migrations`. */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export class MigrationError extends Error {}

/** Called inside the migration lock, before pending migrations run on a database that has some applied already. */
export type BeforeMigrating = (db: Db, pending: string[]) => Promise<void>;

/**
 * The PostgreSQL advisory lock key of Courtside's migrations ("Cour" in ASCII): every server
 * starting on one database takes it before migrating, so one migrates and the others then find
 * nothing left to do. (Sign-in throttles lock hashes of their keys inside transactions, a space
 * this fixed key is unlikely to meet, and never wait for them.)
 */
export const MIGRATION_LOCK_KEY = 0x436f7572;

export function readJournal(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map((e) => ({ tag: e.tag, when: e.when }));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** The migrations applied to a database, oldest first ([] for a new database). */
export async function appliedMigrations(db: Db): Promise<AppliedMigration[]> {
  const exists = rowsOf<{ t: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
  );
  if (!exists[0]?.t) return [];
  const rows = rowsOf<{ hash: string; created_at: string | number }>(
    await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`),
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/** The journal's migrations not yet applied, by drizzle's own rule (newer than the last applied). */
export function pendingMigrations(journal: JournalEntry[], applied: AppliedMigration[]): JournalEntry[] {
  const last = applied.reduce((max, m) => Math.max(max, m.createdAt), -Infinity);
  return journal.filter((e) => e.when > last);
}

/**
 * Applies the pending migrations with `apply` (drizzle's migrator: all of them in one
 * transaction), after `before` when the database already had migrations applied (the automatic
 * backup of the previous version's data). A failure rolls the whole transaction back and is
 * answered as a MigrationError that says which migrations were tried and why they failed.
 */
export async function migrateWith(
  db: Db,
  migrationsFolder: string,
  apply: () => Promise<void>,
  before?: BeforeMigrating,
): Promise<void> {
  const applied = await appliedMigrations(db);
  const pending = pendingMigrations(readJournal(migrationsFolder), applied).map((e) => e.tag);
  if (pending.length === 0) return;
  if (applied.length > 0 && before) await before(db, pending);
  try {
    await apply();
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    const reason = cause instanceof Error ? cause.message : (err as Error).message;
    throw new MigrationError(
      `Migrating the database failed (${pending.join(', ')}): ${reason}. The database was left as it was: the migrations run in one transaction, which was rolled back.`,
      { cause: err },
    );
  }
}

/** The default migrations folder beside this module (also in the server bundle). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A temporary copy of the first `count` migrations of a folder (a restore brings a database to
 * its backup's schema before loading the rows, then applies the rest). Remove it after use.
 */
export function migrationsUpTo(migrationsFolder: string, count: number): string {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-migrations-'));
  fs.mkdirSync(path.join(copy, 'meta'));
  const entries = journal.entries.slice(0, count);
  for (const e of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(copy, `${e.tag}.sql`));
  fs.writeFileSync(path.join(copy, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return copy;
}
