import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database, Db } from './client';
import { schools } from './schema/index';

/**
 * On PostgreSQL the pool sends every statement with parameters as a named prepared statement
 * (server/db/client.ts), parsed once per connection; a statement without parameters stays a
 * simple query. On both databases the rows are the same each time.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(schools).values([
    { value: 'prep-a', label: 'Prepared A' },
    { value: 'prep-b', label: 'Prepared B' },
  ]);
});
afterAll(async () => {
  await database.close();
});

const byValue = (db: Db, value: string) =>
  db.select({ label: schools.label }).from(schools).where(eq(schools.value, value));

describe('statements with parameters', () => {
  it('answer the rows of their own values each time they run', async () => {
    for (let i = 0; i < 7; i++) {
      expect(await byValue(database.db, 'prep-a')).toEqual([{ label: 'Prepared A' }]);
      expect(await byValue(database.db, 'prep-b')).toEqual([{ label: 'Prepared B' }]);
    }
    expect(await byValue(database.db, 'prep-none')).toEqual([]);
  });

  if (onPostgres) {
    it('are prepared once on a PostgreSQL connection, under one name whatever their values', async () => {
      const prepared = await database.db.transaction(async (tx) => {
        await byValue(tx, 'prep-a');
        await byValue(tx, 'prep-b');
        await tx.execute(sql`select 1`);
        const result = await tx.execute(
          sql`select name, statement from pg_prepared_statements where statement like 'select %"schools"%'`,
        );
        return (result as { rows: { name: string; statement: string }[] }).rows;
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^courtside_\d+$/);
      expect(prepared[0]!.statement).toContain('where "schools"."value" = $1');
    });
  }
});
