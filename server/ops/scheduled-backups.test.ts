import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createSchool } from '../test/factories';
import { openBackup, verifyBackup } from './backup-reader';
import { preMigrationBackup } from './pre-migration-backup';
import { dailyBackupsKept, runDailyBackup } from './scheduled-backups';

// Databases made, filled, backed up and restored, on a machine shared with other test runs.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-daily-'));
beforeAll(async () => {
  t = await buildTestApp();
  await createSchool(t.ctx.db, 'Backed up daily');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const day = (d: string) => new Date(`${d}T03:00:00Z`);

describe('daily backups', () => {
  it('takes one backup a day and keeps the newest N daily ones, never other files', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'by-hand.courtside-backup.gz'), 'kept');
    const written = [];
    for (const d of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']) {
      written.push(await runDailyBackup(t.database, dir, 2, day(d)));
    }
    expect(written.map((f) => f && path.basename(f))).toEqual([
      'daily-2026-03-01.courtside-backup.gz',
      'daily-2026-03-02.courtside-backup.gz',
      'daily-2026-03-03.courtside-backup.gz',
      'daily-2026-03-04.courtside-backup.gz',
    ]);
    // Later the same day: already there.
    expect(await runDailyBackup(t.database, dir, 2, new Date('2026-03-04T22:00:00Z'))).toBeNull();
    expect(fs.readdirSync(dir).sort()).toEqual([
      'by-hand.courtside-backup.gz',
      'daily-2026-03-03.courtside-backup.gz',
      'daily-2026-03-04.courtside-backup.gz',
    ]);
    expect(await verifyBackup(path.join(dir, 'daily-2026-03-04.courtside-backup.gz'))).toBeGreaterThan(0);
    // 0 turns them off.
    expect(await runDailyBackup(t.database, dir, 0, day('2026-03-05'))).toBeNull();
  });

  it('are on by default with the embedded database (7) and off with PostgreSQL', () => {
    expect(dailyBackupsKept(loadConfig({}))).toBe(7);
    expect(dailyBackupsKept(loadConfig({ DATABASE_URL: 'postgres://db/courtside' }))).toBe(0);
    expect(dailyBackupsKept(loadConfig({ DATABASE_URL: 'postgres://db/x', BACKUP_KEEP_DAILY: '3' }))).toBe(3);
  });
});

describe('the backup before an upgrade', () => {
  it('writes the previous version’s data to BACKUP_DIR, named after the first new migration', async () => {
    const backups = path.join(dir, 'upgrades');
    const config = loadConfig({ DATA_DIR: dir, BACKUP_DIR: backups });
    await preMigrationBackup(config)(t.ctx.db, ['0042_next_feature', '0043_more']);
    const [file] = fs.readdirSync(backups);
    expect(file).toMatch(
      /^before-0042_next_feature-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.courtside-backup\.gz$/,
    );
    const { header } = await openBackup(path.join(backups, file!));
    expect(header.tables).toContain('schools');
    expect(await verifyBackup(path.join(backups, file!))).toBeGreaterThan(0);
  });
});
