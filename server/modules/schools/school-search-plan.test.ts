import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSchools } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { searchSchoolsQuery, similarSchoolsQuery } from './school-search';

/**
 * Issue 32: the schools' search and the near-duplicate check find their rows through indexes, so
 * their cost does not grow with other schools: on a database of 20,000 schools (the seed's numbered
 * ones), EXPLAIN shows the trigram index (and the name key's unique index), never a scan of the table.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedSchools(t.ctx.db, 20_000);
  await t.ctx.db.execute(sql`analyze schools`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function planOf(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const result = await t.ctx.db.execute(sql`explain ${query.getSQL()}`);
  return (result as { rows: Record<string, unknown>[] }).rows
    .map((row) => String(Object.values(row)[0]))
    .join('\n');
}

describe('the schools statements on 20,000 schools', () => {
  it('searches through the trigram index', async () => {
    const plan = await planOf(searchSchoolsQuery(t.ctx.db, 'Lincon High'));
    expect(plan).toContain('schools_search_key_trgm');
    expect(plan).not.toMatch(/Seq Scan on schools/);
  });

  it('finds near-duplicates through the trigram and name key indexes', async () => {
    const plan = await planOf(
      similarSchoolsQuery(t.ctx.db, { name: 'Lincon High', city: 'Tulsa', region: 'Oklahoma' }),
    );
    expect(plan).toContain('schools_search_key_trgm');
    expect(plan).toContain('schools_name_place');
    expect(plan).not.toMatch(/Seq Scan on schools/);
  });
});
