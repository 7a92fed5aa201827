import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { dualInvitationSchema } from '../../../contract/duals';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { duals, schools, teamRosters } from '../../db/schema/index';
import { readableTeamOfType, readableTeams } from '../teams/team-access';
import { maySeeSchoolContacts } from '../outreach/contacts-access';
import { TEAM_NAMES } from '../teams/teams';
import { summaryOf } from './dual-rows';

/**
 * The duals another school's team holds against the caller's school (issue 20): open invitations to the
 * school, and the duals a team of the caller's is linked to. Each as its list shows it (sides as stored:
 * side 1 the inviting team) with the inviting school and team.
 */

type DualInvitation = z.infer<typeof dualInvitationSchema>;

async function invitingDuals(db: Db, where: SQL): Promise<DualInvitation[]> {
  const rows = await db
    .select({
      dual: duals,
      team: { id: teamRosters.id, schoolId: teamRosters.schoolId, teamType: teamRosters.teamType },
      school: { name: schools.label, verified: schools.verified },
    })
    .from(duals)
    .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
    .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
    .where(where)
    .orderBy(asc(duals.startsAt), asc(duals.id));
  return rows.map(({ dual, team, school }) => ({
    ...summaryOf(dual, team),
    schoolName: school.name,
    schoolVerified: school.verified,
    teamName: TEAM_NAMES[team.teamType] ?? '',
  }));
}

/**
 * GET /api/auth/dual-invitations: open invitations to the caller's school, soonest first, of the levels of the
 * teams the caller coaches; none for a coach the school has not accepted (outreach/contacts-access.ts).
 */
export async function listInvitations(db: Db, caller: CoachCaller): Promise<DualInvitation[]> {
  if (!(await maySeeSchoolContacts(db, caller))) return [];
  const levels = [...new Set((await readableTeams(db, caller)).map((t) => t.teamType))];
  if (levels.length === 0) return [];
  return invitingDuals(
    db,
    and(
      eq(duals.opponentSchoolId, caller.schoolId),
      eq(duals.invitation, 'invited'),
      inArray(teamRosters.teamType, levels),
    )!,
  );
}

/**
 * GET /api/auth/linked-duals?skillLevel=N: the duals the caller's team of that type (a coach's, or a
 * player's own) accepted, soonest first; a player sees those whose lineup their coach published.
 */
export async function listLinkedDuals(db: Db, caller: Caller, teamType: number) {
  const team = await readableTeamOfType(db, caller, teamType);
  const duals_ = await invitingDuals(
    db,
    and(
      eq(duals.opponentRosterId, team.id),
      eq(duals.invitation, 'accepted'),
      caller.kind === 'player' ? isNotNull(duals.opponentPublishedAt) : undefined,
    )!,
  );
  return { rosterId: team.id, teamType: team.teamType, duals: duals_ };
}
