import { eq } from 'drizzle-orm';
import { ADMIN_TEAM_RECENT_MATCHES, ADMIN_TEAM_UPCOMING, type AdminTeam } from '../../../contract/admin';
import type { AdminCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema/index';
import { upcomingOfTeams } from '../calendar/calendar-reads';
import { dualRecord, dualsOfTeams } from '../duals/dual-crud';
import { dualPublicUrl } from '../duals/dual-rows';
import { recentMatchesOfTeam } from '../matches/match-reads';
import { teamTournaments } from '../tournaments/tournament-entries';
import { teamOfSchools, type Team } from '../teams/team-access';
import { appointCoach, removeCoach } from '../teams/team-coaches';
import { drawTeamPin, type CoachJoined } from '../teams/team-pins';
import { adminSchoolIds } from './admin-grants';

/**
 * The admin's team calls: read a team, appoint or remove a team's coach, reset its Team PIN. Which schools are
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

/**
 * GET /api/auth/admin/teams/:rosterId: the team read only, each part by the module that owns it (the
 * duals list and record, the matches' presenter, the tournaments list, the calendar's items), after
 * the one check that the team is of the admin's schools. A fixed number of statements, each by an
 * index of the team's own rows.
 */
export async function administeredTeamView(
  db: Db,
  caller: AdminCaller,
  rosterId: number,
  now: Date,
  publicUrlBase: string,
): Promise<AdminTeam> {
  const team = await administeredTeam(db, caller, rosterId);
  const [[school], listed, matches, tournaments, upcoming] = await Promise.all([
    db.select({ name: schools.label }).from(schools).where(eq(schools.id, team.schoolId)),
    dualsOfTeams(db, [team], { publishedOnly: false }),
    recentMatchesOfTeam(db, team.id, now, ADMIN_TEAM_RECENT_MATCHES),
    teamTournaments(db, team.id),
    upcomingOfTeams(db, [team.id], now, ADMIN_TEAM_UPCOMING),
  ]);
  const duals = listed.get(team.id) ?? [];
  return {
    team: {
      rosterId: team.id,
      teamType: team.teamType,
      schoolId: team.schoolId,
      schoolName: school?.name ?? '',
    },
    record: dualRecord(duals.map((d) => d.summary)),
    duals: duals.map((d) => ({
      ...d.summary,
      publicUrl: d.publicToken === null ? null : dualPublicUrl(publicUrlBase, d.publicToken),
    })),
    matches,
    tournaments,
    upcoming: upcoming.get(team.id) ?? [],
  };
}
