import { notGoingToDual } from '../availability/dual-answers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DualSummary, DualViolation } from '../../../contract/duals';
import {
  allViolations,
  checkLineup,
  describeViolation,
  emptyLineup,
  violationI18n,
  type AntiStackingRule,
  type LineCheck,
  type LineupLine,
  type LineupRosterEntry,
  type Lineup,
} from '../../../contract/duals';
import type { Db } from '../../db/client';
import { dualLineupSlots, players, rosterPlayers } from '../../db/schema/index';
import type { DualRow, DualTeam } from './dual-access';

/** A dual's rows as the presenter (dual-view.ts), the lists and the lineup work read them. */

export interface SlotRow {
  side: number;
  line: string;
  slot: number;
  playerId: number | null;
  playerName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Every lineup place of a dual, both sides, with the names of players on Courtside. */
export function slotsOf(db: Db, dualId: number): Promise<SlotRow[]> {
  return db
    .select({
      side: dualLineupSlots.side,
      line: dualLineupSlots.line,
      slot: dualLineupSlots.slot,
      playerId: dualLineupSlots.playerId,
      playerName: dualLineupSlots.playerName,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(dualLineupSlots)
    .leftJoin(players, eq(players.id, dualLineupSlots.playerId))
    .where(eq(dualLineupSlots.dualId, dualId));
}

/** The lineup places of several duals at once, by dual (one statement for a list). */
export async function slotsByDual(db: Db, dualIds: readonly number[]): Promise<Map<number, SlotRow[]>> {
  const out = new Map<number, SlotRow[]>(dualIds.map((id) => [id, []]));
  if (dualIds.length === 0) return out;
  const rows = await db
    .select({
      dualId: dualLineupSlots.dualId,
      side: dualLineupSlots.side,
      line: dualLineupSlots.line,
      slot: dualLineupSlots.slot,
      playerId: dualLineupSlots.playerId,
      playerName: dualLineupSlots.playerName,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(dualLineupSlots)
    .leftJoin(players, eq(players.id, dualLineupSlots.playerId))
    .where(inArray(dualLineupSlots.dualId, [...dualIds]));
  for (const { dualId, ...slot } of rows) out.get(dualId)?.push(slot);
  return out;
}

/**
 * The team's roster in ladder order as the lineup rules take it: placed players by position, then the
 * unplaced in the order they joined; `available` false for those marked not available for this dual.
 */
export async function rosterEntries(
  db: Db,
  rosterId: number,
  unavailable: readonly number[] = [],
  /** The dual: players who answered "not going" for it (availability, issue 22) are not available either. */
  dualId?: number,
): Promise<LineupRosterEntry[]> {
  const rows = await db
    .select({
      id: rosterPlayers.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      position: rosterPlayers.position,
    })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(eq(rosterPlayers.rosterId, rosterId))
    .orderBy(sql`${rosterPlayers.position} asc nulls last`, asc(rosterPlayers.id));
  const out = new Set([...unavailable, ...(dualId === undefined ? [] : await notGoingToDual(db, dualId))]);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    position: r.position,
    available: !out.has(r.id),
  }));
}

/** A side's lineup (side 1's unless said): every line of the format in order, its players in their places. */
export function teamLineup(dual: DualRow, slots: readonly SlotRow[], side: 1 | 2 = 1): LineupLine[] {
  const lineup = emptyLineup(dual.format);
  for (const s of slots) {
    if (s.side !== side || s.playerId === null) continue;
    const line = lineup.find((l) => l.line === s.line);
    if (line && s.slot < line.players.length) line.players[s.slot] = s.playerId;
  }
  return lineup;
}

export function violationOut(v: ReturnType<typeof allViolations>[number]): DualViolation {
  const words = violationI18n(v);
  return { line: v.line, code: v.code, key: words.key, params: words.params, text: describeViolation(v) };
}

/** A lineup's check against a rule, in the contract's words. */
export function checkOut(
  lineup: Lineup,
  roster: readonly LineupRosterEntry[],
  rule: AntiStackingRule,
): { checks: { line: LineCheck['line']; violations: DualViolation[] }[]; violations: DualViolation[] } {
  const checks = checkLineup(lineup, roster, rule);
  return {
    checks: checks.map((c) => ({ line: c.line, violations: c.violations.map(violationOut) })),
    violations: allViolations(checks).map(violationOut),
  };
}

const OTHER_SITE = { home: 'away', away: 'home', neutral: 'neutral' } as const;

/**
 * A dual as a team's list shows it. `from` is the side of the listing team: side 1 (default) as stored; side 2
 * (a dual another school invited this team to, whose invitation it accepted) with the inviting school as the
 * opponent, the site and the result turned to this team's side, and its own lineup's publication.
 */
export function summaryOf(
  dual: DualRow,
  team: DualTeam,
  from: { side: 2; schoolName: string; teamType: number } | null = null,
): DualSummary {
  const winnerSide = dual.winnerSide === 1 || dual.winnerSide === 2 ? dual.winnerSide : null;
  const summary: DualSummary = {
    id: dual.id,
    rosterId: dual.rosterId,
    teamType: team.teamType,
    side: 1,
    opponent: {
      schoolId: dual.opponentSchoolId,
      name: dual.opponentName,
      rosterId: dual.opponentRosterId,
      invitation: dual.invitation,
    },
    site: dual.site,
    place: dual.place,
    startsAt: dual.startsAt.toISOString(),
    timeZone: dual.timeZone,
    format: dual.format,
    published: dual.publishedAt !== null,
    publishedAt: dual.publishedAt?.toISOString() ?? null,
    result: {
      decided: dual.resultDecidedAt !== null,
      winnerSide,
      linesWon: dual.linesWon,
      linesLost: dual.linesLost,
    },
  };
  if (!from) return summary;
  return {
    ...summary,
    rosterId: dual.opponentRosterId ?? dual.rosterId,
    teamType: from.teamType,
    side: 2,
    opponent: {
      schoolId: team.schoolId,
      name: from.schoolName,
      rosterId: dual.rosterId,
      invitation: dual.invitation,
    },
    site: OTHER_SITE[dual.site],
    published: dual.opponentPublishedAt !== null,
    publishedAt: dual.opponentPublishedAt?.toISOString() ?? null,
    result: {
      ...summary.result,
      winnerSide: winnerSide === null ? null : winnerSide === 1 ? 2 : 1,
      linesWon: dual.linesLost,
      linesLost: dual.linesWon,
    },
  };
}

/** "Ana Lopez" as the public page shows a student: "Ana L.". */
export function publicName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** The public page's address (the web app's /dual/{token}). */
export function dualPublicUrl(base: string, token: string): string {
  return `${base}/dual/${token}`;
}
