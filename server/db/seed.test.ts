import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { schools } from './schema/index';
import { SEED_SCHOOLS, seedSchools } from './seed';

describe('seedSchools', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds the most EXTRA_SCHOOLS allows, once, beside the seven schools', async () => {
    const extra = loadConfig({ EXTRA_SCHOOLS: '20000' }).EXTRA_SCHOOLS;
    await database.withoutTimeout((db) => seedSchools(db, extra));
    // A restart seeds again: nothing is added twice.
    await database.withoutTimeout((db) => seedSchools(db, extra));
    const [all] = await database.db.select({ n: count() }).from(schools);
    expect(all!.n).toBe(SEED_SCHOOLS.length + 20_000);
    const numbered = await database.db
      .select({ value: schools.value, label: schools.label })
      .from(schools)
      .where(like(schools.value, 'test-school-2000%'))
      .orderBy(schools.value);
    expect(numbered).toEqual([
      { value: 'test-school-2000', label: 'Test School 2000' },
      { value: 'test-school-20000', label: 'Test School 20000' },
    ]);
  });
});
