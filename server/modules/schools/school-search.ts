import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { SCHOOL_CANDIDATES_LIMIT, SCHOOL_SEARCH_LIMIT, type SchoolFound } from '../../../contract/schools';
import type { Db } from '../../db/client';
import { nameKeyOf, schools, searchKeyOf } from '../../db/schema/index';

/**
 * The schools' reads (issue 32): API.md's whole list, the typo-tolerant search and the
 * near-duplicates of a school being added. Names are compared by their search keys (the name
 * without generic words such as "high school", server/db/schema/school.ts) with pg_trgm: the
 * search keeps the schools whose key holds a word like the query's (`<%`, word similarity at
 * least 0.6, so "Lincon High" finds "Lincoln High School" and a name being typed finds its
 * school), both through the GIN trigram index `schools_search_key_trgm`. pg_trgm lives in the
 * schema `extensions` (migration 0028), so its operators and functions are named with it.
 */

/** One presenter of a school found. */
export const schoolFoundColumns = {
  value: schools.value,
  label: schools.label,
  city: schools.city,
  region: schools.region,
  level: schools.level,
  verified: schools.verified,
};

/** GET /api/schools: API.md's `[{ value, label }]`, by name. */
export function listSchools(db: Db) {
  return db
    .select({ value: schools.value, label: schools.label })
    .from(schools)
    .orderBy(asc(schools.label), asc(schools.id));
}

/** GET /api/schools?q=: the 20 schools most like the query, verified ones first among equals. */
export function searchSchools(db: Db, q: string): Promise<SchoolFound[]> {
  return searchSchoolsQuery(db, q);
}

/** The search's statement (also explained by the tests, on 20,000 schools). */
export function searchSchoolsQuery(db: Db, q: string) {
  const key = searchKeyOf(sql`${q}::text`);
  return db
    .select(schoolFoundColumns)
    .from(schools)
    .where(sql`${key} operator(extensions.<%) ${schools.searchKey}`)
    .orderBy(
      desc(sql`extensions.word_similarity(${key}, ${schools.searchKey})`),
      desc(schools.verified),
      asc(schools.label),
      asc(schools.id),
    )
    .limit(SCHOOL_SEARCH_LIMIT);
}

/**
 * The schools a new one (name, city, region) may be: the same normalised name anywhere, or a
 * name like it (trigram similarity of the search keys, either whole or as a word of the other);
 * those of the same place first, then the most alike.
 */
export function similarSchools(
  db: Db,
  school: { name: string; city: string; region: string },
): Promise<SchoolFound[]> {
  return similarSchoolsQuery(db, school);
}

/** The near-duplicates' statement (also explained by the tests). */
export function similarSchoolsQuery(db: Db, school: { name: string; city: string; region: string }) {
  const key = searchKeyOf(sql`${school.name}::text`);
  const samePlace = and(
    sql`lower(${schools.city}) = lower(${school.city})`,
    sql`lower(${schools.region}) = lower(${school.region})`,
  );
  return db
    .select(schoolFoundColumns)
    .from(schools)
    .where(
      or(
        eq(schools.nameKey, nameKeyOf(sql`${school.name}::text`)),
        sql`${schools.searchKey} operator(extensions.%) ${key}`,
        sql`${key} operator(extensions.<%) ${schools.searchKey}`,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${samePlace}, false)`),
      desc(sql`extensions.similarity(${schools.searchKey}, ${key})`),
      asc(schools.label),
      asc(schools.id),
    )
    .limit(SCHOOL_CANDIDATES_LIMIT);
}
