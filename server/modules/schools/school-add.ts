import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addSchoolBody, SchoolFound } from '../../../contract/schools';
import { claimAttempts, LIMITS } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { nameKeyOf, schools } from '../../db/schema/index';
import { appError } from '../../errors';
import { schoolFoundColumns, similarSchools } from './school-search';

/**
 * POST /api/schools (issue 32): a coach whose school is not listed adds it during set-up, before
 * they have an account or a token. Only a coach who proved their phone may (a verified sign-in code:
 * `coachPhone` is the auth module's check, passed in by server/app.ts so this module imports no
 * feature), and each phone and address may add a few schools an hour (server/auth/throttle.ts).
 *
 * A school like an existing one is refused with 409 `school_exists_similar` naming the candidates,
 * unless the coach confirmed it is another school (`confirmNew`). The same normalised name at the
 * same place is refused always: the unique index (name_key, place_key) decides, so of two requests
 * adding the same school at once one inserts and the other answers the 409 with the school.
 * The new school is unverified (school-verify.ts).
 */

export type CoachPhoneAtSetUp = (db: Db, loginRegisterID: string) => Promise<string>;

export async function addSchool(
  db: Db,
  body: z.output<typeof addSchoolBody>,
  coachPhone: CoachPhoneAtSetUp,
  clientAddress: string,
): Promise<SchoolFound> {
  const phone = await coachPhone(db, body.loginRegisterID);
  await claimAttempts(db, [
    { limit: LIMITS.schoolAddPerPhone, key: phone },
    { limit: LIMITS.schoolAddPerAddress, key: clientAddress },
  ]);
  const place = { name: body.name, city: body.city, region: body.region };
  if (!body.confirmNew) {
    const candidates = await similarSchools(db, place);
    if (candidates.length > 0) throw appError('school_exists_similar', { candidates });
  }
  const [added] = await db
    .insert(schools)
    .values({
      value: `school-${randomBytes(6).toString('hex')}`,
      label: body.name,
      city: body.city,
      region: body.region,
      level: body.level,
      verified: false,
    })
    .onConflictDoNothing({ target: [schools.nameKey, schools.placeKey] })
    .returning(schoolFoundColumns);
  if (added) return added;
  // The same school at the same place exists (perhaps added a moment ago by another request).
  const existing = await db
    .select(schoolFoundColumns)
    .from(schools)
    .where(
      and(
        eq(schools.nameKey, nameKeyOf(sql`${body.name}::text`)),
        eq(
          schools.placeKey,
          sql`lower(btrim(${body.city}::text)) || '|' || lower(btrim(${body.region}::text))`,
        ),
      ),
    );
  throw appError('school_exists_similar', { candidates: existing });
}
