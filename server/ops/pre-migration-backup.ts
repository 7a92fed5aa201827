import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { BeforeMigrating } from '../db/migrate';
import { backupToFile } from './backup';
import { fileStamp } from './backup-format';
import { backupDir } from './scheduled-backups';

/**
 * The automatic backup before an upgrade migrates a database that has data: the previous
 * version's data, in BACKUP_DIR as `before-<first new migration>-<time>.courtside-backup.gz`,
 * kept until removed by hand (daily retention never touches it). Restore it with the previous
 * version's `npm run restore` to go back. A backup that fails stops the start: nothing is migrated.
 */
export function preMigrationBackup(config: Config): BeforeMigrating {
  return async (db, pending) => {
    const kind: Database['kind'] = config.DATABASE_URL ? 'postgres' : 'pglite';
    const file = path.join(
      backupDir(config),
      `before-${pending[0]}-${fileStamp(new Date())}.courtside-backup.gz`,
    );
    const rows = await backupToFile(db, kind, file);
    console.log(`Backed up ${rows} rows to ${file} before applying ${pending.length} new migration(s)`);
  };
}
