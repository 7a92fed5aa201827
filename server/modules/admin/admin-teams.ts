import type { AdminCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { teamOfSchools, type Team } from '../teams/team-access';
import { appointCoach, removeCoach } from '../teams/team-coaches';
import { drawTeamPin, type CoachJoined } from '../teams/team-pins';
import { adminSchoolIds } from './admin-grants';

/**
 * The admin's team calls: appoint or remove a team's coach, reset its Team PIN. Which schools are
 * the admin's is this module's rule (admin-grants.ts); which team that opens, and how a coach comes
 * to coach it, is the teams module's. A team of another school answers 404.
 */

async function administeredTeam(db: Db, caller: AdminCaller, rosterId: number): Promise<Team> {
  return teamOfSchools(db, await adminSchoolIds(db, caller.adminId), rosterId);
}

/** POST /api/auth/admin/teams/:rosterId/coaches */
export async function appointTeamCoach(
  db: Db,
  caller: AdminCaller,
  input: { rosterId: number; coachId: number },
  coachJoined: CoachJoined,
): Promise<{ appointed: boolean }> {
  const team = await administeredTeam(db, caller, input.rosterId);
  return { appointed: await appointCoach(db, team, input.coachId, coachJoined) };
}

/** DELETE /api/auth/admin/teams/:rosterId/coaches/:coachId */
export async function removeTeamCoach(
  db: Db,
  caller: AdminCaller,
  input: { rosterId: number; coachId: number },
): Promise<{ removed: boolean }> {
  const team = await administeredTeam(db, caller, input.rosterId);
  return { removed: await removeCoach(db, team, input.coachId) };
}

/** POST /api/auth/admin/teams/:rosterId/pin */
export async function resetAdministeredTeamPin(
  db: Db,
  caller: AdminCaller,
  rosterId: number,
): Promise<{ pin: string }> {
  return { pin: await drawTeamPin(db, await administeredTeam(db, caller, rosterId)) };
}
