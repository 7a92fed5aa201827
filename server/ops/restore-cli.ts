// npm run restore -- FILE [--force]: a backup into an empty DATA_DIR or DATABASE_URL (docs/operations.md).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { MigrationError } from '../db/migrate';
import { BackupFileError } from './backup-reader';
import { RestoreFailed, RestoreRefused, restoreBackup } from './restore';

async function main(): Promise<void> {
  // The files written (a backup, PGlite's data) are the owner's alone (docs/operations.md).
  process.umask(0o077);
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error('Usage: npm run restore -- FILE [--force]');
    process.exit(2);
  }
  const file = files[0]!;
  const config = loadConfig();
  const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
  const rows = await restoreBackup(file, target, { force });
  const where = config.DATABASE_URL
    ? 'the PostgreSQL database of DATABASE_URL'
    : path.resolve(config.DATA_DIR);
  console.log(`Restored ${rows} rows from ${path.resolve(file)} into ${where}`);
}

main().catch((err: unknown) => {
  const known = [
    ConfigError,
    RestoreRefused,
    RestoreFailed,
    BackupFileError,
    DataDirLockedError,
    MigrationError,
  ].some((type) => err instanceof type);
  console.error(known ? (err as Error).message : `Restore failed: ${(err as Error).message}`);
  process.exit(1);
});
