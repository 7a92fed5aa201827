import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { teamTypesOfParentsLevel } from '../../../contract/common';
import type { Db } from '../../db/client';
import { guardianLinks, guardians, rosterPlayers, teamRosters } from '../../db/schema/index';

/**
 * The guardians a parents audience (jv-parents 6, var-parents 7) takes in by itself (issue 34):
 * every guardian with a confirmed link to a player of the school's teams of that level, read when
 * the audience is texted, so the list follows the links (an unlinked guardian drops out at once).
 * Through team_rosters_school_team, roster_players_roster and the links' (player, guardian) index.
 */
export async function parentsAudienceGuardians(
  db: Db,
  schoolId: number,
  level: number,
): Promise<Array<{ guardianId: number; phone: string; name: string }>> {
  const teamTypes = teamTypesOfParentsLevel(level);
  if (teamTypes.length === 0) return [];
  const rows = await db
    .selectDistinct({ guardianId: guardians.id, phone: guardians.phone, name: guardians.name })
    .from(teamRosters)
    .innerJoin(rosterPlayers, eq(rosterPlayers.rosterId, teamRosters.id))
    .innerJoin(guardianLinks, eq(guardianLinks.playerId, rosterPlayers.playerId))
    .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
    .where(
      and(
        eq(teamRosters.schoolId, schoolId),
        inArray(teamRosters.teamType, teamTypes),
        isNotNull(guardianLinks.confirmedAt),
      ),
    )
    .orderBy(asc(guardians.id));
  return rows;
}
