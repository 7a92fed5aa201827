import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { backupToFile } from './backup';

const DAILY = /^daily-(\d{4}-\d{2}-\d{2})\.courtside-backup\.gz$/;

/** Where scheduled and pre-migration backups go. */
export function backupDir(config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups');
}

/** Daily backups kept: BACKUP_KEEP_DAILY, else 7 with the embedded database and 0 (off) with PostgreSQL. */
export function dailyBackupsKept(config: Pick<Config, 'BACKUP_KEEP_DAILY' | 'DATABASE_URL'>): number {
  return config.BACKUP_KEEP_DAILY ?? (config.DATABASE_URL ? 0 : 7);
}

/**
 * Takes today's backup (by `now`'s UTC date) unless the folder has it already, then deletes
 * the oldest daily backups beyond `keep`. Other files in the folder (pre-migration backups,
 * backups taken by hand) are never touched. Answers the file written, or null.
 */
export async function runDailyBackup(
  database: Pick<Database, 'db' | 'kind'>,
  dir: string,
  keep: number,
  now: Date,
): Promise<string | null> {
  if (keep <= 0) return null;
  const file = path.join(dir, `daily-${now.toISOString().slice(0, 10)}.courtside-backup.gz`);
  let written: string | null = null;
  if (!fs.existsSync(file)) {
    await backupToFile(database.db, database.kind, file);
    written = file;
  }
  const dailies = fs
    .readdirSync(dir)
    .filter((name) => DAILY.test(name))
    .sort()
    .reverse();
  for (const old of dailies.slice(keep)) fs.rmSync(path.join(dir, old), { force: true });
  return written;
}

/**
 * Checks every hour (and once a minute after start) whether today's backup is there, and takes
 * it when not. Several processes on one PostgreSQL each check their own BACKUP_DIR; on a shared
 * folder the first to finish wins the day's name (each writes its own temporary file first).
 */
export function startDailyBackups(
  database: Pick<Database, 'db' | 'kind'>,
  config: Config,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): { stop(): void } {
  const keep = dailyBackupsKept(config);
  if (keep <= 0) return { stop: () => undefined };
  const dir = backupDir(config);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const file = await runDailyBackup(database, dir, keep, clock());
      if (file) log.info({ file, keep }, 'daily backup written');
    } catch (err) {
      log.error({ err, dir }, 'daily backup failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 60_000);
  const hourly = setInterval(() => void tick(), 3_600_000);
  first.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
