import { eq } from 'drizzle-orm';
import { grantSchool } from '../modules/admin/admin-grants';
import { addSchool } from '../modules/schools/school-add';
import { createRoster } from '../modules/teams/teams';
import type { Db } from './client';
import { coachTeams, coaches, schools } from './schema/index';

/**
 * The demo's school administration (issue 32): Lincoln High's athletic director, granted by e-mail as
 * `npm run admin -- grant` does (they become its admin at their first sign-in with a configured
 * provider), and a school a coach added at set-up, unverified until a second coach of it is accepted
 * or its admin confirms it, with its coach and a team.
 */

export const DEMO_ADMIN_EMAIL = 'ad@lincoln.example';
export const ADDED_SCHOOL_COACH = { phone: '5550100004', firstName: 'Jordan', lastName: 'Reyes' };
export const ADDED_SCHOOL = {
  name: 'Maple Grove Academy',
  city: 'Maple Grove',
  region: 'Minnesota',
  level: 'high_school',
} as const;

export async function seedDemoSchools(db: Db, lincolnId: number): Promise<void> {
  await grantSchool(db, DEMO_ADMIN_EMAIL, lincolnId, null);
  // The schools module's own add, as set-up calls it once the coach proved their phone.
  const added = await addSchool(
    db,
    { loginRegisterID: 'seed-demo', ...ADDED_SCHOOL, confirmNew: true },
    async () => ADDED_SCHOOL_COACH.phone,
    '127.0.0.1',
  );
  const [school] = await db.select().from(schools).where(eq(schools.value, added.value));
  const [coach] = await db
    .insert(coaches)
    .values({
      schoolId: school!.id,
      phone: ADDED_SCHOOL_COACH.phone,
      firstName: ADDED_SCHOOL_COACH.firstName,
      lastName: ADDED_SCHOOL_COACH.lastName,
      email: 'jordan.reyes@maplegrove.example',
    })
    .returning();
  await db.insert(coachTeams).values({ coachId: coach!.id, rosterId: await createRoster(db, school!.id, 4) });
}
