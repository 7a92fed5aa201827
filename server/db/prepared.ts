import type { Db } from './client';

/**
 * One value per database, made the first time it is asked for: a hot statement prepared with
 * drizzle's own `.prepare(name)` on a builder query, so PostgreSQL parses and plans it once per
 * connection (PGlite runs it as a plain query).
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
