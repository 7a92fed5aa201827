import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database, type OpenOptions } from '../db/client';

const migrationsDir = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A name that changes whenever a migration (or the PGlite version) does. */
function imageFile(): string {
  const hash = crypto.createHash('sha256');
  const pgliteManifest = fileURLToPath(
    new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
  );
  hash.update(fs.readFileSync(pgliteManifest));
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsDir);
  return path.join(os.tmpdir(), `courtside-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * PGlite in memory from a migrated image kept in the temp dir: initdb plus every migration cost
 * about 1.4 s per test file, loading the image about 0.25 s. The first file to need it makes it
 * (written under a temporary name, then renamed, so a parallel worker never reads half of it).
 * openDatabase still runs the migrator on the loaded image, which finds nothing to apply.
 */
async function openMemoryDatabase(): Promise<Database> {
  const file = imageFile();
  if (fs.existsSync(file)) {
    return openDatabase({ memory: true, image: new Blob([fs.readFileSync(file)]) });
  }
  return makeImage(file);
}

/** A migrated PGlite data dir as a tarball (made once, then read from the temp dir). */
export async function migratedImage(): Promise<Blob> {
  const file = imageFile();
  if (!fs.existsSync(file)) await (await makeImage(file)).close();
  return new Blob([fs.readFileSync(file)]);
}

async function makeImage(file: string): Promise<Database> {
  const database = await openDatabase({ memory: true });
  const image = await database.dumpDataDir!();
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, file);
  return database;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database created there and dropped afterwards.
 */
export async function openTestDatabase(options: OpenOptions = {}): Promise<Database & { url?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openMemoryDatabase();
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
  const database = await openDatabase({ url: url.toString() }, options);
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
