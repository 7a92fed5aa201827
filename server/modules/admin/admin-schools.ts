import { asc, count, eq, inArray } from 'drizzle-orm';
import { ADMIN_NEXT_EVENTS, type AdminSchools } from '../../../contract/admin';
import type { CalendarItem } from '../../../contract/calendar';
import type { AdminCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coachTeams, coaches, rosterPlayers, schools, teamRosters } from '../../db/schema/index';
import { upcomingOfTeams } from '../calendar/calendar-reads';
import { dualRecord, dualsOfTeams, type ListedDual } from '../duals/dual-crud';
import { adminSchoolIds } from './admin-grants';

/**
 * GET /api/auth/admin/schools: every team of the admin's schools with its coaches, roster size,
 * dual record (the duals module's list and count) and next calendar items (the calendar module's),
 * and the school's coaches (whom the admin may appoint). A fixed number of statements whatever the
 * number of teams, each by an index (the grants' primary key, schools' and team_rosters_school_team,
 * coaches_school_contacts_access, coach_teams_roster, roster_players_roster; the duals' and the
 * calendar's (roster, start) indexes).
 */
export async function adminSchools(db: Db, caller: AdminCaller, now: Date): Promise<AdminSchools> {
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
  const [coachRows, sizes, duals, next] =
    rosterIds.length === 0
      ? [[], [], new Map<number, ListedDual[]>(), new Map<number, CalendarItem[]>()]
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
          dualsOfTeams(
            db,
            teams.map((t) => ({ id: t.rosterId, schoolId: t.schoolId, teamType: t.teamType })),
            { publishedOnly: false },
          ),
          upcomingOfTeams(db, rosterIds, now, ADMIN_NEXT_EVENTS),
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
          record: dualRecord((duals.get(t.rosterId) ?? []).map((d) => d.summary)),
          next: next.get(t.rosterId) ?? [],
        })),
      coaches: schoolCoaches
        .filter((c) => c.schoolId === school.id)
        .map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName })),
    }));
}
