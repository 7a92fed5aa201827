// npm run backup -- FILE: a consistent backup of the database (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { backupToFile } from './backup';
import { BackupFileError, verifyBackup } from './backup-reader';
import { readOpsFile } from './ops-file';

/** Through the running server that holds the embedded database (GET /api/ops/backup). */
async function throughServer(dataDir: string, file: string): Promise<number> {
  const ops = readOpsFile(dataDir);
  if (!ops)
    throw new Error(
      `The server holding ${path.resolve(dataDir)} left no ops.json; restart it with this version, then try again.`,
    );
  const res = await fetch(`${ops.url}/api/ops/backup`, { headers: { authorization: `Bearer ${ops.token}` } });
  if (!res.ok || !res.body) throw new Error(`The server answered ${res.status} to the backup request.`);
  const partial = `${file}.${process.pid}.partial`;
  try {
    await pipeline(Readable.fromWeb(res.body), fs.createWriteStream(partial, { mode: 0o600 }));
    const rows = await verifyBackup(partial);
    fs.renameSync(partial, file);
    return rows;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function main(): Promise<void> {
  // The files written (a backup, PGlite's data) are the owner's alone (docs/operations.md).
  process.umask(0o077);
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    console.error('Usage: npm run backup -- FILE');
    process.exit(2);
  }
  const config = loadConfig();
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  let rows: number;
  let how: string;
  if (config.DATABASE_URL) {
    const database = await openDatabase(
      { url: config.DATABASE_URL },
      { migrate: false, statementTimeoutMs: 0 },
    );
    try {
      rows = await backupToFile(database.db, database.kind, file);
    } finally {
      await database.close();
    }
    how = 'from PostgreSQL';
  } else {
    let release: (() => void) | undefined;
    try {
      release = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
    }
    if (release) {
      try {
        const pgliteDir = path.join(config.DATA_DIR, 'pglite');
        if (!fs.existsSync(pgliteDir))
          throw new Error(`There is no database in ${path.resolve(config.DATA_DIR)}.`);
        const database = await openDatabase({ dataDir: pgliteDir }, { migrate: false });
        try {
          rows = await backupToFile(database.db, database.kind, file);
        } finally {
          await database.close();
        }
      } finally {
        release();
      }
      how = `from ${path.resolve(config.DATA_DIR)} (no server was running)`;
    } else {
      rows = await throughServer(config.DATA_DIR, file);
      how = 'through the running server';
    }
  }
  console.log(`Backed up ${rows} rows ${how} to ${path.resolve(file)}`);
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof BackupFileError;
  console.error(known ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exit(1);
});
