import { eq } from 'drizzle-orm';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { teamRosters } from '../../db/schema/index';
import { coachedTeam } from './team-access';

/** A team's default match format (issue 19): a coach setting on the team, given to its new matches. */

/** GET /api/auth/getSettings-team-matchformat/{id}: the default format of a team the coach coaches (404 otherwise). */
export async function getTeamMatchFormat(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
): Promise<string | null> {
  return (await coachedTeam(db, caller, rosterId)).matchFormat;
}

/** PUT /api/auth/updateSettings-team-matchformat: sets it (a canonical TODS code from the contract, or null). */
export async function setTeamMatchFormat(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  format: string | null,
): Promise<string | null> {
  const team = await coachedTeam(db, caller, rosterId);
  const [saved] = await db
    .update(teamRosters)
    .set({ matchFormat: format })
    .where(eq(teamRosters.id, team.id))
    .returning({ matchFormat: teamRosters.matchFormat });
  return saved?.matchFormat ?? null;
}

/** The format a new match of the team gets when none is given (the caller has checked the team). */
export async function teamDefaultFormat(db: Db, rosterId: number): Promise<string | null> {
  const [team] = await db
    .select({ matchFormat: teamRosters.matchFormat })
    .from(teamRosters)
    .where(eq(teamRosters.id, rosterId));
  return team?.matchFormat ?? null;
}
