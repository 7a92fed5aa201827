import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { schools } from './schema/index';

/** The seven high schools every new database starts with (API.md: GET /api/schools). */
export const SEED_SCHOOLS = [
  { value: 'lincoln-hs', label: 'Lincoln High School' },
  { value: 'washington-hs', label: 'Washington High School' },
  { value: 'jefferson-hs', label: 'Jefferson High School' },
  { value: 'roosevelt-hs', label: 'Roosevelt High School' },
  { value: 'kennedy-hs', label: 'Kennedy High School' },
  { value: 'madison-hs', label: 'Madison High School' },
  { value: 'franklin-hs', label: 'Franklin High School' },
] as const;

/**
 * Inserts the seed schools that are missing, plus `extra` numbered ones ('test-school-N',
 * 'Test School N'); safe at every start. The numbered ones come from one INSERT ... SELECT over
 * generate_series, so 20,000 cost one statement rather than 40,000 bound parameters.
 */
export async function seedSchools(db: Db, extra = 0): Promise<void> {
  await db
    .insert(schools)
    .values(SEED_SCHOOLS.map((school) => ({ ...school, verified: true })))
    .onConflictDoNothing({ target: schools.value });
  if (extra > 0) {
    await db.execute(sql`
      insert into ${schools} (value, label, verified)
      select 'test-school-' || i, 'Test School ' || i, true from generate_series(1, ${extra}::int) i
      order by i
      on conflict (value) do nothing`);
  }
}
