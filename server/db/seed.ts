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

/** Inserts the seed schools that are missing, plus `extra` numbered ones; safe at every start. */
export async function seedSchools(db: Db, extra = 0): Promise<void> {
  const numbered = Array.from({ length: extra }, (_, i) => ({
    value: `test-school-${i + 1}`,
    label: `Test School ${i + 1}`,
  }));
  await db
    .insert(schools)
    .values([...SEED_SCHOOLS, ...numbered])
    .onConflictDoNothing({ target: schools.value });
}
