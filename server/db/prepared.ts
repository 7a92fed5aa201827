import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** One value per database (a prepared statement, a batcher), made the first time it is asked for. */
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

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A raw SQL statement whose values are `sql.placeholder(name)`s, prepared once per database so
 * PostgreSQL parses and plans it once per connection. For the statements the query builder cannot
 * say (data-modifying CTEs, unnest of parameter arrays); builder queries use their own `.prepare`.
 */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const statement = perDatabase((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false),
  );
  return async (db, values) => ((await statement(db).execute(values)) as { rows: Row[] }).rows;
}
