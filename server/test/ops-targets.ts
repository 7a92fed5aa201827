import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** An empty place for a database: a new PostgreSQL database (TEST_DATABASE_URL) or a new PGlite data dir. */
export interface EmptyTarget {
  kind: 'pglite' | 'postgres';
  target: { url: string } | { dataDir: string };
  /** PostgreSQL: the database's URL. PGlite: the DATA_DIR (the data itself is in DATA_DIR/pglite). */
  where: string;
  drop(): Promise<void>;
}

/** A new empty PostgreSQL database on the TEST_DATABASE_URL server. */
export async function emptyPostgres(): Promise<EmptyTarget> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `courtside_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    target: { url: url.toString() },
    where: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A new empty DATA_DIR for PGlite, removed by drop(). */
export function emptyDataDir(): EmptyTarget {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-ops-'));
  return {
    kind: 'pglite',
    target: { dataDir: path.join(dataDir, 'pglite') },
    where: dataDir,
    drop: () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/** An empty target of the kind the suite runs on. */
export function emptyTarget(): Promise<EmptyTarget> {
  return onPostgres ? emptyPostgres() : Promise.resolve(emptyDataDir());
}

/** A copy of the migrations folder with extra migrations appended to its journal. */
export function migrationsWith(extra: Array<{ tag: string; sql: string }>): string {
  const source = fileURLToPath(new URL('../db/migrations', import.meta.url));
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-migrations-'));
  fs.cpSync(source, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
  };
  for (const m of extra) {
    const last = journal.entries[journal.entries.length - 1]!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: m.tag });
    fs.writeFileSync(path.join(copy, `${m.tag}.sql`), m.sql);
  }
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return copy;
}
