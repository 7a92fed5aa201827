import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coaches, schools } from '../../db/schema/index';

/**
 * A school added at set-up is unverified (issue 32) until someone other than the coach who added it
 * vouches for it: a second coach of the school joins a team by its Team PIN (a coach of that team
 * gave it to them: server/app.ts's `coachJoined`), an accepted coach accepts another coach of the
 * school (outreach/contacts-access.ts), or the school's admin confirms it (the admin module calls
 * `verifySchool`). Other schools see it marked "unverified" until then (the duals' opponent picker
 * and invitations).
 */

/** Marks the school verified; a school already verified stays so. */
export async function verifySchool(db: Db, schoolId: number): Promise<void> {
  await db
    .update(schools)
    .set({ verified: true })
    .where(and(eq(schools.id, schoolId), eq(schools.verified, false)));
}

/** Marks the school of this coach verified (a second coach joined one of its teams). */
export async function verifySchoolOfCoach(db: Db, coachId: number): Promise<void> {
  const [coach] = await db
    .select({ schoolId: coaches.schoolId })
    .from(coaches)
    .where(eq(coaches.id, coachId));
  if (coach) await verifySchool(db, coach.schoolId);
}
