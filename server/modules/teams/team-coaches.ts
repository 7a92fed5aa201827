import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachTeams, coaches, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { addTeamCoach } from './memberships';
import type { Team } from './team-access';
import type { CoachJoined } from './team-pins';

/**
 * A team's coaches as its school's administrator changes them (issue 32). `team` is one the caller
 * may run (team-access.ts's `teamOfSchools`); the coach must be of the team's school (404 otherwise,
 * as for a coach that does not exist).
 */

async function requireSchoolCoach(tx: Db, team: Team, coachId: number): Promise<void> {
  const [coach] = await tx
    .select({ id: coaches.id })
    .from(coaches)
    .where(and(eq(coaches.id, coachId), eq(coaches.schoolId, team.schoolId)));
  if (!coach) throw appError('coach_not_found');
}

/**
 * The coach coaches the team from now on; appointing again changes nothing. An appointed coach is
 * vouched for as one given the team's PIN is: `coachJoined` (contacts open, the school verified)
 * runs in the same transaction.
 */
export async function appointCoach(
  db: Db,
  team: Team,
  coachId: number,
  coachJoined: CoachJoined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await requireSchoolCoach(tx, team, coachId);
    if (!(await addTeamCoach(tx, coachId, team.id))) return false;
    await coachJoined(tx, coachId);
    return true;
  });
}

/**
 * The coach no longer coaches the team (false when they did not). Never its last coach (409
 * 'last_team_coach'): a team nobody coaches could be reached by no coach, and its players would
 * have nobody. The team's row is locked first, so two removals at once cannot leave it without one.
 */
export async function removeCoach(db: Db, team: Team, coachId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: teamRosters.id })
      .from(teamRosters)
      .where(eq(teamRosters.id, team.id))
      .for('update');
    await requireSchoolCoach(tx, team, coachId);
    const [mine] = await tx
      .select({ coachId: coachTeams.coachId })
      .from(coachTeams)
      .where(and(eq(coachTeams.rosterId, team.id), eq(coachTeams.coachId, coachId)));
    if (!mine) return false;
    const [all] = await tx.select({ n: count() }).from(coachTeams).where(eq(coachTeams.rosterId, team.id));
    if ((all?.n ?? 0) <= 1) throw appError('last_team_coach');
    await tx.delete(coachTeams).where(and(eq(coachTeams.rosterId, team.id), eq(coachTeams.coachId, coachId)));
    return true;
  });
}
