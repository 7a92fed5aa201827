import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { postAnnouncement } from '../test/communication-factories';
import { bearer, coachToken, createCoach, createPlayer, createSchool } from '../test/factories';
import { emptyTarget, onPostgres, type EmptyTarget } from '../test/ops-targets';
import { emptyImage } from '../test/test-database';
import { backupToFile } from './backup';
import { BackupFileError } from './backup-reader';
import { RestoreFailed, RestoreRefused, restoreBackup, restoreInto } from './restore';

// Databases made, filled, backed up and restored, on a machine shared with other test runs.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-backup-test-'));
const cleanups: Array<() => Promise<void>> = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
  for (let i = 0; i < 3; i++) {
    await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0], position: i + 1 });
  }
  token = await coachToken(t, coach.id);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function target(): Promise<EmptyTarget> {
  const e = await emptyTarget();
  cleanups.push(() => e.drop());
  return e;
}

/**
 * Restores into a new database of the suite's kind and opens it: PostgreSQL through the whole
 * command path (an empty database named by URL); PGlite in memory (a data dir on disk costs
 * seconds; the data dir path has its own test below).
 */
async function restored(file: string) {
  let database: Database;
  let rows: number;
  if (onPostgres) {
    const e = await target();
    rows = await restoreBackup(file, { url: e.where });
    database = await openDatabase(e.target);
  } else {
    database = await openDatabase({ memory: true, image: await emptyImage() }, { migrate: false });
    rows = await restoreInto(database, file);
  }
  cleanups.push(() => database.close());
  return { rows, db: database.db };
}

/** Every row of every table, as text, and every sequence's position. */
async function everything(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    ),
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const schema = name === '__drizzle_migrations' ? 'drizzle' : 'public';
    const r = rowsOf<{ n: number; h: string }>(
      await db.execute(
        sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
      ),
    );
    out[name] = `${r[0]!.n} ${r[0]!.h}`;
  }
  const seqs = rowsOf<{ name: string; v: string | null }>(
    // drizzle's own bookkeeping sequence counts the migrator's runs, not data.
    await db.execute(
      sql`select sequencename as name, last_value::text as v from pg_sequences where schemaname = 'public' order by 1`,
    ),
  );
  for (const s of seqs) out[`sequence ${s.name}`] = String(s.v);
  return out;
}

async function subjects(db: Db): Promise<string[]> {
  const rows = rowsOf<{ subject: string; jobs: number }>(
    await db.execute(sql`
      select a.subject, (select count(*)::int from sms_jobs j where j.announcement_id = a.id) as jobs
        from announcements a order by a.id`),
  );
  // Each announcement was written with its three texts in one transaction: never one without the other.
  for (const r of rows) expect(r.jobs).toBe(3);
  return rows.map((r) => r.subject);
}

/**
 * A copy of a good backup with one membership pointing at a player who does not exist: it passes
 * the whole-file check and fails midway through loading (a foreign key).
 */
function brokenCopy(file: string): string {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
  const table = lines.findIndex((l) => l.startsWith('["table",{"name":"roster_players"'));
  expect(lines[table + 1]).toMatch(/"player_id":\d+/);
  lines[table + 1] = lines[table + 1]!.replace(/"player_id":\d+/, '"player_id":987654321');
  const broken = `${file}.broken.gz`;
  fs.writeFileSync(broken, zlib.gzipSync(lines.join('\n')));
  return broken;
}

describe('backup and restore', () => {
  it('a backup taken while writes run restores to exactly the writes acknowledged before it', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing || n < 5; n++) {
        const subject = `Write ${n}`;
        await postAnnouncement(t, token, { skillLevel: 1, subject });
        acknowledged.push(subject);
      }
    })();
    while (acknowledged.length < 2) await new Promise((resolve) => setImmediate(resolve));
    const before = acknowledged.length;
    const file = path.join(dir, 'during-writes.gz');
    const rows = await backupToFile(t.ctx.db, t.database.kind, file);
    const after = acknowledged.length;
    writing = false;
    await writer;

    const { db, rows: restoredRows } = await restored(file);
    expect(restoredRows).toBe(rows);
    const got = (await subjects(db)).filter((s) => s.startsWith('Write '));
    // A prefix of the acknowledged writes: all those answered before the backup began, none
    // that was not answered yet when it ended, and nothing half-written.
    expect(got).toEqual(acknowledged.slice(0, got.length));
    expect(got.length).toBeGreaterThanOrEqual(before);
    expect(got.length).toBeLessThanOrEqual(after + 1);
  });

  it('restores a quiet database exactly: every row and every sequence', async () => {
    await postAnnouncement(t, token, { skillLevel: 1, subject: 'Quiet' });
    const file = path.join(dir, 'quiet.gz');
    await backupToFile(t.ctx.db, t.database.kind, file);
    // It holds Team PINs, feed tokens and session ids: its owner's alone.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const { db } = await restored(file);
    expect(await everything(db)).toEqual(await everything(t.ctx.db));
  });

  it('refuses a target that is not empty and leaves it as it was; --force replaces it', async () => {
    const file = path.join(dir, 'target.gz');
    await backupToFile(t.ctx.db, t.database.kind, file);
    const e = await target();
    const into = e.kind === 'postgres' ? { url: e.where } : { dataDir: e.where };
    let before: Record<string, string> | string;
    if (e.kind === 'postgres') {
      const other = await openDatabase(e.target);
      await createSchool(other.db, 'Already here');
      before = await everything(other.db);
      await other.close();
    } else {
      fs.mkdirSync(path.join(e.where, 'pglite'));
      fs.writeFileSync(path.join(e.where, 'pglite', 'PG_VERSION'), '17');
      before = fs.readdirSync(path.join(e.where, 'pglite')).join();
    }
    await expect(restoreBackup(file, into)).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreBackup(file, into)).rejects.toThrow(/not empty|already holds a database/);
    if (e.kind === 'postgres') {
      const other = await openDatabase(e.target);
      expect(await everything(other.db)).toEqual(before);
      await other.close();
    } else {
      expect(fs.readdirSync(path.join(e.where, 'pglite')).join()).toBe(before);
    }

    await restoreBackup(file, into, { force: true, pgliteImage: await emptyImage() });
    const forced = await openDatabase(e.target);
    expect(await everything(forced.db)).toEqual(await everything(t.ctx.db));
    await forced.close();
  });

  it('a restore that fails midway leaves the target empty again, so the next one needs no --force', async () => {
    const file = path.join(dir, 'good.gz');
    await backupToFile(t.ctx.db, t.database.kind, file);
    const broken = brokenCopy(file);

    const e = await target();
    const into = e.kind === 'postgres' ? { url: e.where } : { dataDir: e.where };
    const pgliteImage = await emptyImage();
    await expect(restoreBackup(broken, into, { pgliteImage })).rejects.toThrow();
    await restoreBackup(file, into, { pgliteImage });
    const database = await openDatabase(e.target);
    try {
      expect(await everything(database.db)).toEqual(await everything(t.ctx.db));
    } finally {
      await database.close();
    }
  });

  it('refuses a file cut short, before touching the target', async () => {
    const file = path.join(dir, 'whole.gz');
    await backupToFile(t.ctx.db, t.database.kind, file);
    const bytes = fs.readFileSync(file);
    const cut = path.join(dir, 'cut.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const e = await target();
    const into = e.kind === 'postgres' ? { url: e.where } : { dataDir: e.where };
    await expect(restoreBackup(cut, into)).rejects.toBeInstanceOf(BackupFileError);
    expect(fs.existsSync(path.join(e.where, 'pglite'))).toBe(false);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/roster?skillLevel=1',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('--force with a file that fails midway leaves the target as it was, and says only which table and why', async () => {
    const file = path.join(dir, 'force-good.gz');
    await backupToFile(t.ctx.db, t.database.kind, file);
    const broken = brokenCopy(file);
    const e = await target();
    const into = e.kind === 'postgres' ? { url: e.where } : { dataDir: e.where };
    const pgliteImage = await emptyImage();
    // The target holds a database: this school's data, and one more school.
    await restoreBackup(file, into, { pgliteImage });
    let other = await openDatabase(e.target);
    await createSchool(other.db, 'Restored before');
    const before = await everything(other.db);
    await other.close();
    const files = e.kind === 'pglite' ? fs.readdirSync(path.join(e.where, 'pglite')).sort() : [];

    const failed = await restoreBackup(broken, into, { force: true, pgliteImage }).catch(
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(RestoreFailed);
    const message = (failed as Error).message;
    expect(message).toMatch(/^Loading table roster_players failed: .*foreign key/);
    // The database's reason only: no statement, no rows (phones, e-mails, names).
    expect(message).not.toMatch(/insert into|json_populate|select|\d{10}|@/i);

    if (e.kind === 'pglite') {
      expect(fs.readdirSync(path.join(e.where, 'pglite')).sort()).toEqual(files);
      expect(fs.existsSync(path.join(e.where, 'pglite-restoring'))).toBe(false);
    }
    other = await openDatabase(e.target);
    try {
      expect(await everything(other.db)).toEqual(before);
    } finally {
      await other.close();
    }
    // And a good file then replaces it.
    await restoreBackup(file, into, { force: true, pgliteImage });
    other = await openDatabase(e.target);
    try {
      expect(await everything(other.db)).toEqual(await everything(t.ctx.db));
    } finally {
      await other.close();
    }
  });

  it('the health check reads a real table: with the tables gone it answers 503', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.ctx.db.execute(sql`alter table schools rename to schools_away`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
    } finally {
      await t.ctx.db.execute(sql`alter table schools_away rename to schools`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
