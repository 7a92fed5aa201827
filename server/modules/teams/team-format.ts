import { eq } from 'drizzle-orm';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { teamRosters } from '../../db/schema/index';
import { assertTeamFormatFree, schoolRulesOf, teamDefaults } from '../schools/school-rules';
import { coachedTeam } from './team-access';

/**
 * A team's default match format (issue 19): a coach setting on the team, given to its new matches; the
 * school's format when its administrator sets one (issue 32, server/modules/schools/school-rules.ts).
 */

interface TeamFormat {
  res: string | null;
  schoolFormat: string | null;
}

/** GET /api/auth/getSettings-team-matchformat/{id}: the default format of a team the coach coaches (404 otherwise). */
export async function getTeamMatchFormat(db: Db, caller: CoachCaller, rosterId: number): Promise<TeamFormat> {
  const team = await coachedTeam(db, caller, rosterId);
  const schoolFormat = (await schoolRulesOf(db, team.schoolId)).matchFormat;
  return { res: schoolFormat ?? team.matchFormat, schoolFormat };
}

/**
 * PUT /api/auth/updateSettings-team-matchformat: sets it (a canonical TODS code from the contract, or null);
 * 409 school_format_set when the school sets another.
 */
export async function setTeamMatchFormat(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  format: string | null,
): Promise<TeamFormat> {
  const team = await coachedTeam(db, caller, rosterId);
  const schoolFormat = await assertTeamFormatFree(db, team.schoolId, format);
  const [saved] = await db
    .update(teamRosters)
    .set({ matchFormat: format })
    .where(eq(teamRosters.id, team.id))
    .returning({ matchFormat: teamRosters.matchFormat });
  return { res: schoolFormat ?? saved?.matchFormat ?? null, schoolFormat };
}

/** The format a new match of the team gets when none is given (the caller has checked the team). */
export async function teamDefaultFormat(db: Db, rosterId: number): Promise<string | null> {
  return (await teamDefaults(db, rosterId)).matchFormat;
}
