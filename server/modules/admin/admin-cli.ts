import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock';
import { seedSchools } from '../../db/seed';
import { findSchool, grantSchool } from './admin-grants';

/**
 * `npm run admin -- grant EMAIL SCHOOL`: makes EMAIL an administrator of SCHOOL (its id, its exact
 * name or its short name), on the configured database (DATABASE_URL, else the PGlite data in
 * DATA_DIR, which the server must not hold open). The first admin of a school is granted so;
 * further admins are invited by an admin in the app.
 */
const USAGE = 'usage: npm run admin -- grant EMAIL SCHOOL   (SCHOOL: its id, or its exact name)';

export async function runAdminCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: { log(line: string): void; error(line: string): void },
): Promise<number> {
  const [command, email, ...schoolWords] = args;
  const school = schoolWords.join(' ').trim();
  if (command !== 'grant' || !email || !school) {
    out.error(USAGE);
    return 2;
  }
  if (!z.email().safeParse(email.trim()).success) {
    out.error(`"${email}" is not an e-mail address. ${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  }
  let release = () => {};
  let database: Database;
  try {
    if (config.DATABASE_URL) {
      database = await openDatabase({ url: config.DATABASE_URL });
    } else {
      release = lockDataDir(config.DATA_DIR);
      database = await openDatabase({ dataDir: `${config.DATA_DIR}/pglite` });
    }
  } catch (err) {
    release();
    out.error(
      err instanceof DataDirLockedError
        ? `${err.message} (stop the server first: the embedded database opens in one process at a time)`
        : `Could not open the database: ${(err as Error).message}`,
    );
    return 1;
  }
  try {
    // A new data dir has no schools until the server first starts: they are seeded here as there.
    await database.withoutTimeout((db) => seedSchools(db, config.EXTRA_SCHOOLS));
    const found = await findSchool(database.db, school);
    if (!found) {
      out.error(`No school "${school}" (or more than one of that name): give its id or its exact name.`);
      return 1;
    }
    const { pending, created } = await grantSchool(database.db, email, found.id, null);
    const address = email.trim().toLowerCase();
    out.log(
      `${address} ${created ? 'is now' : 'was already'} an administrator of ${found.label} (id ${found.id})` +
        (pending ? '; they sign in with "Sign in with ..." on the login page.' : '.'),
    );
    return 0;
  } finally {
    await database.close();
    release();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.umask(0o077);
  runAdminCli(process.argv.slice(2), process.env, console).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
