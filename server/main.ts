import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { MigrationError } from './db/migrate';
import { localUrl, newOpsToken, writeOpsFile } from './ops/ops-file';
import { preMigrationBackup } from './ops/pre-migration-backup';
import { startDailyBackups } from './ops/scheduled-backups';
import { OffsetClock, registerE2eClock } from './jobs/e2e-clock';

/** Reads config, opens the database, builds the app, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  // Everything the server writes (DATA_DIR, PGlite's files, backups, ops.json) is its owner's alone.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // With the embedded database, `npm run backup` goes through this server (DATA_DIR/ops.json).
  if (!config.OPS_TOKEN && !config.DATABASE_URL) config = { ...config, OPS_TOKEN: newOpsToken() };
  const beforeMigrating = preMigrationBackup(config);
  let release = () => {};
  let database: Database;
  try {
    if (config.DATABASE_URL) {
      database = await openDatabase(
        { url: config.DATABASE_URL },
        { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS, beforeMigrating },
      );
    } else {
      release = lockDataDir(config.DATA_DIR);
      database = await openDatabase({ dataDir: `${config.DATA_DIR}/pglite` }, { beforeMigrating });
    }
  } catch (err) {
    release();
    if (err instanceof DataDirLockedError || err instanceof MigrationError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(`Could not open the database: ${(err as Error).message}`);
    process.exit(1);
  }

  const clock = config.E2E_TEST_CLOCK === '1' ? new OffsetClock() : undefined;
  const { app, jobs } = await buildApp({ config, database, clock });
  if (clock) registerE2eClock(app, clock, jobs);
  const dailyBackups = startDailyBackups(database, config, app.log);
  let removeOpsFile = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing the database`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting');
      release();
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      dailyBackups.stop();
      removeOpsFile();
      await app.close();
      await database.close();
    } finally {
      release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  let address: string;
  try {
    address = await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(err as Error).message}`);
    await database.close();
    release();
    process.exit(1);
  }
  if (!config.DATABASE_URL && config.OPS_TOKEN) {
    removeOpsFile = writeOpsFile(config.DATA_DIR, {
      url: localUrl(address),
      token: config.OPS_TOKEN,
      pid: process.pid,
    });
  }
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${config.DATA_DIR}`;
  console.log(`Courtside is running at ${address.replace('0.0.0.0', 'localhost')} (${where})`);
}

void main();
