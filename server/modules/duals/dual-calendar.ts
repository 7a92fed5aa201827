import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dualLineupSlots, duals, teamRosters } from '../../db/schema/index';
import { mayReadTeam } from '../ladder/team-access';
import { TEAM_NAMES } from '../ladder/teams';
import { slotsOf, teamLineup } from './dual-rows';

/**
 * Duals in calendars (the app's and the iCalendar feed): a coach sees every dual of the teams they coach,
 * drafts included; a player sees the published duals whose lineup they are on, with their lines.
 */

export interface CalendarDualRow {
  id: number;
  teamType: number;
  teamName: string;
  opponentName: string;
  site: 'home' | 'away' | 'neutral';
  place: string;
  startsAt: Date;
  published: boolean;
  /** The viewing player's lines (empty for a coach). */
  lines: string[];
  /** The public page's token once published (its address: dualPublicUrl). */
  publicToken: string | null;
  updatedAt: Date;
}

const columns = { dual: duals, teamType: teamRosters.teamType };

/** The duals of the viewer's calendar starting in [from, to), by start. `teams`: the coach's teams. */
export async function calendarDualsBetween(
  db: Db,
  viewer: { kind: 'coach'; coachId: number; schoolId: number } | { kind: 'player'; playerId: number },
  teams: readonly number[],
  from: Date,
  to: Date,
): Promise<CalendarDualRow[]> {
  const inRange = and(gte(duals.startsAt, from), lt(duals.startsAt, to));
  let rows: { dual: typeof duals.$inferSelect; teamType: number }[];
  if (viewer.kind === 'coach') {
    if (teams.length === 0) return [];
    rows = await db
      .select(columns)
      .from(duals)
      .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
      .where(and(inArray(duals.rosterId, [...teams]), inRange))
      .orderBy(asc(duals.startsAt), asc(duals.id));
  } else {
    rows = await db
      .selectDistinct(columns)
      .from(dualLineupSlots)
      .innerJoin(duals, eq(duals.id, dualLineupSlots.dualId))
      .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
      .where(
        and(
          eq(dualLineupSlots.playerId, viewer.playerId),
          eq(dualLineupSlots.side, 1),
          isNotNull(duals.publishedAt),
          inRange,
          mayReadTeam(viewer),
        ),
      )
      .orderBy(asc(duals.startsAt), asc(duals.id));
  }
  return Promise.all(
    rows.map(async ({ dual, teamType }) => ({
      id: dual.id,
      teamType,
      teamName: TEAM_NAMES[teamType] ?? '',
      opponentName: dual.opponentName,
      site: dual.site,
      place: dual.place,
      startsAt: dual.startsAt,
      published: dual.publishedAt !== null,
      lines:
        viewer.kind === 'player'
          ? teamLineup(dual, await slotsOf(db, dual.id))
              .filter((l) => l.players.includes(viewer.playerId))
              .map((l) => l.line)
          : [],
      publicToken: dual.publishedAt ? dual.publicToken : null,
      updatedAt: dual.updatedAt,
    })),
  );
}
