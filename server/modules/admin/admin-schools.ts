import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminSchools } from '../../../contract/admin';
import type { AdminCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coachTeams, coaches, rosterPlayers, schools, teamRosters } from '../../db/schema/index';
import { adminSchoolIds } from './admin-grants';

/**
 * GET /api/auth/admin/schools: every team of the admin's schools with its coaches and roster
 * size, and the school's coaches (whom the admin may appoint). Five statements whatever the number
 * of teams, each by an index (the grants' primary key, schools' and team_rosters_school_team,
 * coaches_school_contacts_access, coach_teams_roster, roster_players_roster).
 */
export async function adminSchools(db: Db, caller: AdminCaller): Promise<AdminSchools> {
  const schoolIds = await adminSchoolIds(db, caller.adminId);
  if (schoolIds.length === 0) return [];
  const [schoolRows, teams, schoolCoaches] = await Promise.all([
    db.select({ id: schools.id, name: schools.label }).from(schools).where(inArray(schools.id, schoolIds)),
    db
      .select({ rosterId: teamRosters.id, schoolId: teamRosters.schoolId, teamType: teamRosters.teamType })
      .from(teamRosters)
      .where(inArray(teamRosters.schoolId, schoolIds))
      .orderBy(asc(teamRosters.teamType)),
    db
      .select({
        schoolId: coaches.schoolId,
        id: coaches.id,
        firstName: coaches.firstName,
        lastName: coaches.lastName,
      })
      .from(coaches)
      .where(inArray(coaches.schoolId, schoolIds))
      .orderBy(asc(coaches.lastName), asc(coaches.firstName), asc(coaches.id)),
  ]);
  const rosterIds = teams.map((t) => t.rosterId);
  const [coachRows, sizes] =
    rosterIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              rosterId: coachTeams.rosterId,
              id: coaches.id,
              firstName: coaches.firstName,
              lastName: coaches.lastName,
            })
            .from(coachTeams)
            .innerJoin(coaches, eq(coaches.id, coachTeams.coachId))
            .where(inArray(coachTeams.rosterId, rosterIds))
            .orderBy(asc(coaches.lastName), asc(coaches.firstName), asc(coaches.id)),
          db
            .select({ rosterId: rosterPlayers.rosterId, size: count() })
            .from(rosterPlayers)
            .where(inArray(rosterPlayers.rosterId, rosterIds))
            .groupBy(rosterPlayers.rosterId),
        ]);
  return schoolRows
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((school) => ({
      id: school.id,
      name: school.name,
      teams: teams
        .filter((t) => t.schoolId === school.id)
        .map((t) => ({
          rosterId: t.rosterId,
          teamType: t.teamType,
          rosterSize: sizes.find((s) => s.rosterId === t.rosterId)?.size ?? 0,
          coaches: coachRows
            .filter((c) => c.rosterId === t.rosterId)
            .map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName })),
        })),
      coaches: schoolCoaches
        .filter((c) => c.schoolId === school.id)
        .map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName })),
    }));
}
