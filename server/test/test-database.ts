import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database created there and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDatabase({ memory: true });
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
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
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
