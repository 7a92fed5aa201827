import { eq, inArray } from 'drizzle-orm';
import type {
  AntiStackingRule,
  Dual,
  DualLineResult,
  DualScoring,
  DualScoringLine,
  PublicDual,
} from '../../../contract/duals';
import {
  antiStackingPresetOf,
  dualTally,
  dualLines as formatLines,
  type LiveSet,
  emptyLineup,
  type LineName,
  type LineupRosterEntry,
} from '../../../contract/duals';
import type { Side } from '../../../contract/scores/tennis-score';
import type { Db } from '../../db/client';
import { coaches, dualLines, duals, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { TEAM_NAMES } from '../teams/teams';
import { isLinked, mayReadDual, type DualAccess, type DualRow, type DualTeam } from './dual-access';
import { peopleOf, placesOf, type DualPeople } from './dual-line-people';
import {
  checkOut,
  dualPublicUrl,
  publicName,
  rosterEntries,
  slotsOf,
  summaryOf,
  teamLineup,
  type SlotRow,
} from './dual-rows';
import { teamResultOf, type DualLineRow } from './dual-standing';

/**
 * The one presenter of a dual with its lines. One row loader (loadDualLines) reads the dual's rows once:
 * both teams with their schools, both sides' lineup places and the line results. Every answer about a dual
 * is a pure projection of those rows from a seat: the dual itself (dualOf, its team's builder and
 * details), the scoring view (scoringOf) and the public page (publicOf). Each rule is decided here once:
 * who sees which lineup when (lineupShown), a line's result (lineResultsOf) and the team result
 * (dual-standing.ts teamResultOf).
 */

/** Where the dual is read from: a side and whether the caller coaches it. */
export type DualSeat = Pick<DualAccess, 'side' | 'coach'>;

/** The rows of a dual, each read once. A line save changes them in memory as it writes and answers from them. */
export interface DualLinesState {
  dual: DualRow;
  /** Each side's team with its school's name and lineup rule (issue 32: the floor of the team's rules). */
  teams: (DualTeam & { school: string; schoolRule: AntiStackingRule | null })[];
  slots: SlotRow[];
  people: DualPeople;
  lines: DualLineRow[];
}

export async function loadDualLines(db: Db, dual: DualRow): Promise<DualLinesState> {
  const rosterIds = [dual.rosterId, ...(dual.opponentRosterId === null ? [] : [dual.opponentRosterId])];
  const [teams, slots, lines] = await Promise.all([
    db
      .select({
        id: teamRosters.id,
        schoolId: teamRosters.schoolId,
        teamType: teamRosters.teamType,
        school: schools.label,
        schoolRule: schools.lineupRule,
      })
      .from(teamRosters)
      .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
      .where(inArray(teamRosters.id, rosterIds)),
    slotsOf(db, dual.id),
    db.select().from(dualLines).where(eq(dualLines.dualId, dual.id)),
  ]);
  return { dual, teams, slots, people: peopleOf(slots), lines };
}

/** What only the dual's own answer adds to its rows: the team's roster and who linked the opponent. */
export interface DualBuilderRows {
  roster: LineupRosterEntry[];
  /** The accepting coach's name (linked duals only). */
  linkedCoach: string | null;
}

async function loadBuilderRows(db: Db, dual: DualRow): Promise<DualBuilderRows> {
  const [roster, coach] = await Promise.all([
    rosterEntries(db, dual.rosterId, dual.unavailable, dual.id),
    isLinked(dual)
      ? db
          .select({ firstName: coaches.firstName, lastName: coaches.lastName })
          .from(coaches)
          .where(eq(coaches.id, dual.acceptedBy ?? 0))
      : Promise.resolve(null),
  ]);
  const linkedCoach =
    coach === null ? null : `${coach[0]?.firstName ?? ''} ${coach[0]?.lastName ?? ''}`.trim();
  return { roster, linkedCoach };
}

/**
 * Whether a side's lineup shows to a seat (null: the public page). A coach always sees their own side's, a
 * player once their side published it; against a linked opponent the other side's only once both sides
 * published (issue 20); the public page reads a published dual as its team's players do.
 */
export function lineupShown(dual: DualRow, seat: DualSeat | null, side: Side): boolean {
  const published = { 1: dual.publishedAt !== null, 2: dual.opponentPublishedAt !== null };
  const own = seat ? seat.coach || published[seat.side] : published[1];
  if (seat && side === seat.side) return own;
  return isLinked(dual) ? published[1] && published[2] : own;
}

/** The line results entered so far, in the format's line order (lines without one are absent). */
export function lineResultsOf(dual: DualRow, rows: readonly DualLineRow[]): DualLineResult[] {
  return formatLines(dual.format).flatMap(({ line }) => {
    const r = rows.find((x) => x.line === line);
    // A line with only a live score (issue 33) has no result yet.
    if (!r || r.outcome === null) return [];
    return [
      {
        line,
        score: r.score,
        outcome: r.outcome,
        winnerSide: r.winnerSide === 1 || r.winnerSide === 2 ? r.winnerSide : null,
        confirmation: r.confirmation,
      },
    ];
  });
}

/** The dual's lines with their kinds and score formats, in playing order. */
export function linesOut(dual: DualRow) {
  return formatLines(dual.format).map(({ line, kind, scoreFormat }) => ({ line, kind, scoreFormat }));
}

function ownTeam(state: DualLinesState) {
  const team = state.teams.find((t) => t.id === state.dual.rosterId);
  if (!team) throw appError('dual_not_found');
  return team;
}

function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

/** Side 2's lineup by line, as names (typed, or the linked team's players'); empty places while hidden. */
function opponentLineupOf(state: DualLinesState, seat: DualSeat | null, name = fullName) {
  const { dual, slots } = state;
  const hidden = !lineupShown(dual, seat, 2);
  return emptyLineup(dual.format).map(({ line, players: places }) => ({
    line,
    players: places.map((_, slot) => {
      const s = slots.find((x) => x.side === 2 && x.line === line && x.slot === slot);
      if (!s || hidden) return null;
      if (s.playerName === null) return { id: s.playerId, name: name(s.firstName ?? '', s.lastName ?? '') };
      // A typed name is shown as the names of players are: the public page's "Sam O." for "Sam Ortiz".
      const words = s.playerName.trim().split(/\s+/);
      return {
        id: s.playerId,
        name: words.length > 1 ? name(words.slice(0, -1).join(' '), words.at(-1)!) : s.playerName,
      };
    }),
  }));
}

/** The dual's own answer (GET /duals/{id}) for a seat that may read it: a coach gets the whole roster. */
export function dualOf(seat: DualSeat, state: DualLinesState, rows: DualBuilderRows, base: string): Dual {
  const { dual } = state;
  const team = ownTeam(state);
  const mayEdit = seat.coach && seat.side === 1;
  const lineup = lineupShown(dual, seat, 1) ? teamLineup(dual, state.slots) : emptyLineup(dual.format);
  const onLineup = new Set(lineup.flatMap((l) => l.players));
  const { checks, violations } = checkOut(lineup, rows.roster, dual.rule);
  const opponent = state.teams.find((t) => t.id === dual.opponentRosterId);
  // A player reads the lineup: the players on it without ladder places, and none of the coach's checks.
  return {
    ...summaryOf(dual, team),
    lines: linesOut(dual),
    rule: dual.rule,
    rulePreset: antiStackingPresetOf(dual.rule),
    schoolRule: team.schoolRule,
    lineup,
    unavailable: mayEdit ? dual.unavailable : [],
    roster: mayEdit
      ? rows.roster
      : rows.roster.filter((p) => onLineup.has(p.id)).map((p) => ({ ...p, position: null, available: true })),
    checks: mayEdit ? checks : checks.map((c) => ({ line: c.line, violations: [] })),
    violations: mayEdit ? violations : [],
    opponentLineup: opponentLineupOf(state, seat),
    lineResults: lineResultsOf(dual, state.lines),
    publishReason: mayEdit ? dual.publishReason : null,
    linkedBy:
      mayEdit && rows.linkedCoach !== null && opponent
        ? { coachName: rows.linkedCoach, teamName: TEAM_NAMES[opponent.teamType] ?? '' }
        : null,
    publicUrl: mayEdit ? dualPublicUrl(base, dual.publicToken) : null,
    mayEdit,
    schoolName: team.school,
    teamName: TEAM_NAMES[team.teamType] ?? '',
    createdAt: dual.createdAt.toISOString(),
    updatedAt: dual.updatedAt.toISOString(),
  };
}

/** The names the matches and the refusals use: "School Team" for a side without players on the line. */
export function sideLabels(state: DualLinesState): { team: string; opponent: string } {
  const { dual, teams } = state;
  const label = (id: number | null) => {
    const r = teams.find((x) => x.id === id);
    return r ? `${r.school} ${TEAM_NAMES[r.teamType] ?? ''}`.trim() : null;
  };
  return { team: label(dual.rosterId) ?? '', opponent: label(dual.opponentRosterId) ?? dual.opponentName };
}

/**
 * The scoring view of a dual from one seat: every line with both sides' players (as lineupShown says) and
 * its result, and the team result of the lines whose result stands.
 */
export function scoringOf(seat: DualSeat, state: DualLinesState): DualScoring {
  const { dual, teams, people, lines: rows } = state;
  const own = teams.find((t) => t.id === dual.rosterId);
  const opponent = teams.find((t) => t.id === dual.opponentRosterId);
  const linked = isLinked(dual);
  const names = (side: Side, line: LineName) =>
    lineupShown(dual, seat, side) ? placesOf(people, side, line).map((p) => p?.name ?? null) : null;

  const lines: DualScoringLine[] = formatLines(dual.format).map((spec) => {
    const row = rows.find((r) => r.line === spec.line);
    return {
      line: spec.line,
      kind: spec.kind,
      scoreFormat: spec.scoreFormat,
      side1Players: names(1, spec.line),
      side2Players: names(2, spec.line),
      score: row?.score ?? null,
      outcome: row?.outcome ?? null,
      winnerSide: (row?.winnerSide ?? null) as Side | null,
      confirmation: row?.confirmation ?? 'none',
      enteredBySide: (row?.enteredBySide ?? null) as Side | null,
      disputeReason: row?.disputeReason ?? null,
      awaitingYou:
        seat.coach &&
        linked &&
        row?.confirmation === 'entered' &&
        row.enteredBySide !== null &&
        row.enteredBySide !== seat.side,
      liveSets: liveSetsOf(row),
    };
  });

  return {
    id: dual.id,
    yourSide: seat.side,
    mayScore: seat.coach,
    linked,
    invitation: dual.invitation,
    schoolName: own?.school ?? '',
    teamName: own ? (TEAM_NAMES[own.teamType] ?? '') : '',
    opponentName: opponent?.school ?? dual.opponentName,
    opponentTeamName: linked && opponent ? (TEAM_NAMES[opponent.teamType] ?? null) : null,
    site: dual.site,
    place: dual.place,
    startsAt: dual.startsAt.toISOString(),
    published: { side1: dual.publishedAt !== null, side2: dual.opponentPublishedAt !== null },
    lines,
    result: teamResultOf(dual.format, rows),
    liveVersion: dual.liveVersion,
    rulePack: dual.leaguePack?.label ?? null,
    leagueId: seat.coach ? (dual.leaguePack?.leagueId ?? null) : null,
    ruleReasons: seat.coach && dual.leaguePack ? ruleReasonsOf(dual) : [],
  };
}

/** Each side's recorded reason for publishing past a league pack's rule (both coaches of a league dual). */
function ruleReasonsOf(dual: DualLinesState['dual']): NonNullable<DualScoring['ruleReasons']> {
  const sides = [
    { side: 1 as const, reason: dual.publishReason, violations: dual.publishViolations },
    { side: 2 as const, reason: dual.opponentPublishReason, violations: dual.opponentPublishViolations },
  ];
  return sides.flatMap(({ side, reason, violations }) =>
    reason ? [{ side, reason, violations: violations ?? [] }] : [],
  );
}

/** A line's live score while it has no result (issue 33); null otherwise. */
function liveSetsOf(row: DualLineRow | undefined): LiveSet[] | null {
  return row && row.outcome === null && row.liveSets && row.liveSets.length > 0 ? row.liveSets : null;
}

/** What the live pages show of a dual being played: the lines being played and the team total. */
export function liveOf(state: DualLinesState): PublicDual['live'] {
  const { dual, lines: rows } = state;
  return {
    version: dual.liveVersion,
    lines: formatLines(dual.format).flatMap(({ line }) => {
      const sets = liveSetsOf(rows.find((r) => r.line === line));
      return sets ? [{ line, sets }] : [];
    }),
    tally: dualTally(teamResultOf(dual.format, rows)),
  };
}

/** The public page of a published dual: students as "First L.", lineups as lineupShown says for the public. */
export function publicOf(state: DualLinesState): PublicDual {
  const { dual, slots } = state;
  const team = ownTeam(state);
  const summary = summaryOf(dual, team);
  const names = new Map(
    slots
      .filter((s) => s.side === 1 && s.playerId !== null)
      .map((s) => [s.playerId!, publicName(s.firstName ?? '', s.lastName ?? '')]),
  );
  const shown = lineupShown(dual, null, 1);
  return {
    schoolName: team.school,
    teamName: TEAM_NAMES[team.teamType] ?? '',
    opponentName: dual.opponentName,
    site: dual.site,
    place: dual.place,
    startsAt: summary.startsAt,
    timeZone: dual.timeZone,
    lines: linesOut(dual),
    lineup: teamLineup(dual, slots).map(({ line, players }) => ({
      line,
      players: players.map((id) => (id === null || !shown ? null : (names.get(id) ?? null))),
    })),
    opponentLineup: opponentLineupOf(state, null, publicName).map(({ line, players }) => ({
      line,
      players: players.map((p) => p?.name ?? null),
    })),
    lineResults: lineResultsOf(dual, state.lines),
    result: summary.result,
    live: liveOf(state),
  };
}

/** A dual as its page reads it from a seat: the dual itself when the seat may read it, and the scoring view. */
export interface DualView {
  dual: Dual | null;
  scoring: DualScoring;
}

/** The dual's view from a seat, from rows already read (a line save's). */
export async function viewOf(db: Db, seat: DualSeat, state: DualLinesState, base: string): Promise<DualView> {
  const dual = mayReadDual(seat, state.dual)
    ? dualOf(seat, state, await loadBuilderRows(db, state.dual), base)
    : null;
  return { dual, scoring: scoringOf(seat, state) };
}

/** The dual's view from a seat, its rows read now. */
export async function presentView(db: Db, seat: DualSeat, dual: DualRow, base: string): Promise<DualView> {
  return viewOf(db, seat, await loadDualLines(db, dual), base);
}

export interface DualAnswer {
  dual: Dual;
  scoring: DualScoring;
}

/** The dual's view from a seat, its row and rows read now (after a change that did not keep them). */
export async function presentScoring(
  db: Db,
  seat: DualSeat,
  dualId: number,
  base: string,
): Promise<DualView> {
  const [dual] = await db.select().from(duals).where(eq(duals.id, dualId));
  if (!dual) throw appError('dual_not_found');
  return presentView(db, seat, dual, base);
}

/** The dual's own answer with its scoring view, for a seat that may read it (the dual routes' replies). */
export async function presentDual(db: Db, seat: DualSeat, dual: DualRow, base: string): Promise<DualAnswer> {
  const view = await presentView(db, seat, dual, base);
  if (!view.dual) throw appError('dual_not_found');
  return { dual: view.dual, scoring: view.scoring };
}
