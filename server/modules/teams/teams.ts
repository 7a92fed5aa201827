import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { teamExistsDetails } from '../../../contract/teams';
import type { CoachCaller } from '../../auth/guards';
import { generatePin } from '../../auth/login-code';
import type { Db } from '../../db/client';
import { schools, teamRosters } from '../../db/schema/index';
import { appError, pgErrorCode, type AppError } from '../../errors';
import { addTeamCoach } from './memberships';

/** Teams: starting one (at set-up or later). */

export const TEAM_NAMES: Record<number, string> = {
  1: 'Junior Varsity Boys',
  2: 'Varsity Boys',
  3: 'Junior Varsity Girls',
  4: 'Varsity Girls',
};

/** 409 for a team that exists at the school already; `details` names it for the web app's own words. */
export function teamExists(school: { label: string }, teamType: number): AppError {
  return appError('team_exists', { team: TEAM_NAMES[teamType]!, school: school.label }, {
    teamType,
  } satisfies z.infer<typeof teamExistsDetails>);
}

/**
 * A new team of a school, coached by the coach who starts it. A team exists once per school
 * (team_rosters_school_team): starting one that exists is refused, so that no one becomes a coach
 * of an existing team without its PIN. Run inside the caller's transaction.
 */
export async function startTeam(
  tx: Db,
  coachId: number,
  school: { id: number; label: string },
  teamType: number,
): Promise<number> {
  const [existing] = await tx
    .select({ id: teamRosters.id })
    .from(teamRosters)
    .where(and(eq(teamRosters.schoolId, school.id), eq(teamRosters.teamType, teamType)));
  if (existing) throw teamExists(school, teamType);
  const rosterId = await createRoster(tx, school.id, teamType);
  await addTeamCoach(tx, coachId, rosterId);
  return rosterId;
}

/** Inserts a team with a fresh PIN unique across every school (retries on the rare collision). */
export async function createRoster(db: Db, schoolId: number, teamType: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pin = generatePin();
    const [clash] = await db.select({ id: teamRosters.id }).from(teamRosters).where(eq(teamRosters.pin, pin));
    if (clash) continue;
    const [row] = await db
      .insert(teamRosters)
      .values({ schoolId, teamType, pin })
      .returning({ id: teamRosters.id });
    if (row) return row.id;
  }
  throw new Error('could not find a free Team PIN');
}

/**
 * POST /api/auth/addTeam: the coach starts a team of their school that nobody has started yet
 * (409 naming it otherwise, also when two coaches start it at once) and coaches it.
 */
export async function addTeam(db: Db, caller: CoachCaller, teamType: number): Promise<number> {
  const [school] = await db
    .select({ id: schools.id, label: schools.label })
    .from(schools)
    .where(eq(schools.id, caller.schoolId));
  if (!school) throw appError('school_not_found');
  try {
    return await db.transaction((tx) => startTeam(tx, caller.coachId, school, teamType));
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw teamExists(school, teamType);
    throw err;
  }
}
