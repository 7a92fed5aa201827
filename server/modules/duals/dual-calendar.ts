import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dualLineupSlots, duals, teamRosters } from '../../db/schema/index';
import { mayReadTeam } from '../teams/team-access';
import { TEAM_NAMES } from '../teams/teams';
import { dualLines } from '../../../contract/duals';

/**
 * Duals in calendars (the app's and the iCalendar feed): a coach sees every dual of the teams they coach,
 * drafts included; a player sees the published duals whose lineup they are on, with their lines.
 */

export interface CalendarDualRow {
  id: number;
  rosterId: number;
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

type DualOfTeam = { dual: typeof duals.$inferSelect; teamType: number };

function calendarRow({ dual, teamType }: DualOfTeam, lines: string[]): CalendarDualRow {
  return {
    id: dual.id,
    rosterId: dual.rosterId,
    teamType,
    teamName: TEAM_NAMES[teamType] ?? '',
    opponentName: dual.opponentName,
    site: dual.site,
    place: dual.place,
    startsAt: dual.startsAt,
    published: dual.publishedAt !== null,
    lines,
    publicToken: dual.publishedAt ? dual.publicToken : null,
    updatedAt: dual.updatedAt,
  };
}

/**
 * The duals of the viewer's calendar starting in [from, to), by start. `teams`: the coach's teams. A
 * player's come with their lines from the same statement (one row per place they hold).
 */
export async function calendarDualsBetween(
  db: Db,
  viewer: { kind: 'coach'; coachId: number; schoolId: number } | { kind: 'player'; playerId: number },
  teams: readonly number[],
  from: Date,
  to: Date,
): Promise<CalendarDualRow[]> {
  const inRange = and(gte(duals.startsAt, from), lt(duals.startsAt, to));
  if (viewer.kind === 'coach') {
    if (teams.length === 0) return [];
    const rows = await db
      .select(columns)
      .from(duals)
      .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
      .where(and(inArray(duals.rosterId, [...teams]), inRange))
      .orderBy(asc(duals.startsAt), asc(duals.id));
    return rows.map((row) => calendarRow(row, []));
  }
  const rows = await db
    .select({ ...columns, line: dualLineupSlots.line })
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
  const byDual = new Map<number, { row: DualOfTeam; lines: Set<string> }>();
  for (const { line, ...row } of rows) {
    const entry = byDual.get(row.dual.id) ?? { row, lines: new Set<string>() };
    entry.lines.add(line);
    byDual.set(row.dual.id, entry);
  }
  // Lines in playing order (S1.., D1..), as the format lists them.
  return [...byDual.values()].map(({ row, lines }) =>
    calendarRow(
      row,
      dualLines(row.dual.format)
        .map((l) => l.line)
        .filter((l) => lines.has(l)),
    ),
  );
}

/**
 * The first `perTeam` duals of each of some teams (roster ids the asking module checked, as a coach's
 * calendar shows them: drafts included) starting at or after `from`, by start. One statement whatever
 * the number of teams: for each team, the first rows of duals_roster_starts from `from` (a lateral join).
 */
export async function nextDualsOfTeams(
  db: Db,
  rosterIds: readonly number[],
  from: Date,
  perTeam: number,
): Promise<CalendarDualRow[]> {
  if (rosterIds.length === 0) return [];
  const next = db
    .select()
    .from(duals)
    .where(and(eq(duals.rosterId, teamRosters.id), gte(duals.startsAt, from)))
    .orderBy(asc(duals.startsAt), asc(duals.id))
    .limit(perTeam)
    .as('next_duals');
  const rows = await db
    .select()
    .from(teamRosters)
    .innerJoinLateral(next, sql`true`)
    .where(inArray(teamRosters.id, [...rosterIds]));
  return rows
    .map((row) => calendarRow({ dual: row.next_duals, teamType: row.team_rosters.teamType }, []))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
}
