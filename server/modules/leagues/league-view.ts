import { asc, eq } from 'drizzle-orm';
import {
  RULE_PACKS,
  computeStandings,
  freezeDateOf,
  isFrozen,
  postingDeadlineOf,
  rulePackLabel,
  type League,
  type PublicLeague,
  type StandingDual,
} from '../../../contract/leagues';
import type { LineName } from '../../../contract/duals';
import type { Db } from '../../db/client';
import { duals, leagueDuals, leagueMembers, schools } from '../../db/schema/index';
import { linesByDual, teamResultOf, lineResultOf, type DualLineRow } from '../duals/dual-standing';
import type { LeagueRow, LeagueSeat } from './league-access';

/**
 * The one loader and presenter of a league: its members, its duals with their team results (the duals
 * module's rule, duals/dual-standing.ts: a line counts once settled; an entered or disputed line is pending,
 * so its dual is not final and counts for nobody), the standings (contract/leagues/standings.ts).
 */

export type LeagueDualRow = typeof duals.$inferSelect & { round: number };

export interface LeagueState {
  league: LeagueRow;
  members: { schoolId: number; schoolName: string; state: 'invited' | 'joined'; rosterId: number | null }[];
  duals: LeagueDualRow[];
  lines: Map<number, DualLineRow[]>;
}

export async function loadLeague(db: Db, league: LeagueRow): Promise<LeagueState> {
  const members = await db
    .select({
      schoolId: leagueMembers.schoolId,
      schoolName: schools.label,
      state: leagueMembers.state,
      rosterId: leagueMembers.rosterId,
    })
    .from(leagueMembers)
    .innerJoin(schools, eq(schools.id, leagueMembers.schoolId))
    .where(eq(leagueMembers.leagueId, league.id))
    .orderBy(asc(schools.label));
  const rows = await db
    .select({ dual: duals, round: leagueDuals.round })
    .from(leagueDuals)
    .innerJoin(duals, eq(duals.id, leagueDuals.dualId))
    .where(eq(leagueDuals.leagueId, league.id))
    .orderBy(asc(leagueDuals.round), asc(duals.startsAt), asc(duals.id));
  const list = rows.map((r) => ({ ...r.dual, round: r.round }));
  return {
    league,
    members,
    duals: list,
    lines: await linesByDual(
      db,
      list.map((d) => d.id),
    ),
  };
}

interface DualOutcome {
  dual: LeagueDualRow;
  status: 'final' | 'pending' | 'disputed';
  homeLines: number;
  awayLines: number;
  winner: 'home' | 'away' | 'tie' | null;
  standing: StandingDual | null;
}

/** Each league dual's state; home is side 1 (the dual's own team), away side 2 (the linked team). */
function outcomes(state: LeagueState): DualOutcome[] {
  return state.duals.map((dual) => {
    const rows = state.lines.get(dual.id) ?? [];
    const result = teamResultOf(dual.format, rows);
    const disputed = rows.some((r) => r.confirmation === 'disputed');
    const status = result.final ? 'final' : disputed ? 'disputed' : 'pending';
    const home = dual.rosterId;
    const away = dual.opponentRosterId;
    const winner = !result.final
      ? null
      : result.winnerSide === 1
        ? 'home'
        : result.winnerSide === 2
          ? 'away'
          : 'tie';
    const s1 = lineResultOf(rows.find((r) => r.line === ('S1' satisfies LineName)));
    const standing: StandingDual | null =
      result.final && away !== null
        ? {
            a: home,
            b: away,
            winner: winner === 'home' ? home : winner === 'away' ? away : null,
            lines: { a: result.lines.side1, b: result.lines.side2 },
            sets: { a: result.sets.side1, b: result.sets.side2 },
            games: { a: result.games.side1, b: result.games.side2 },
            singles1: s1.status === 'decided' ? (s1.winnerSide === 1 ? home : away) : null,
          }
        : null;
    return { dual, status, homeLines: result.lines.side1, awayLines: result.lines.side2, winner, standing };
  });
}

export function standingsOf(state: LeagueState, results: readonly DualOutcome[] = outcomes(state)) {
  const teams = state.members.filter((m) => m.state === 'joined' && m.rosterId !== null);
  const schoolOf = new Map(teams.map((m) => [m.rosterId!, m.schoolName]));
  const rows = computeStandings(
    teams.map((m) => m.rosterId!),
    results.flatMap((r) => (r.standing ? [r.standing] : [])),
    state.league.tieBreaks,
  );
  return rows.map(({ teamId, ...row }) => ({
    ...row,
    rosterId: teamId,
    schoolName: schoolOf.get(teamId) ?? '',
  }));
}

/**
 * The generated round robin as pairings; a pairing is linked to the league dual of its round between its two
 * teams (either side at home), else it is still to be arranged.
 */
function scheduleOf(state: LeagueState): League['schedule'] {
  const key = (round: number, x: number, y: number) => `${round}:${Math.min(x, y)}:${Math.max(x, y)}`;
  const linked = new Map(
    state.duals.flatMap((d) =>
      d.opponentRosterId === null ? [] : [[key(d.round, d.rosterId, d.opponentRosterId), d.id] as const],
    ),
  );
  return (state.league.schedule ?? []).map((p) => ({
    round: p.round,
    homeRosterId: p.home,
    homeSchool: schoolOfRoster(state, p.home),
    awayRosterId: p.away,
    awaySchool: p.away === null ? null : schoolOfRoster(state, p.away),
    dualId: p.away === null ? null : (linked.get(key(p.round, p.home, p.away)) ?? null),
  }));
}

function schoolOfRoster(state: LeagueState, rosterId: number | null): string {
  return state.members.find((m) => m.rosterId === rosterId && rosterId !== null)?.schoolName ?? '';
}

export function packOut(league: LeagueRow): League['rulePack'] {
  const pack = RULE_PACKS[league.rulePack];
  return {
    id: pack.id,
    name: pack.name,
    label: rulePackLabel(pack.id),
    association: pack.association,
    version: pack.version,
    year: pack.year,
    source: pack.source,
    penalty: pack.penalty,
    singles: pack.format.singles,
    doubles: pack.format.doubles,
    scoreFormat: pack.format.scoreFormat ?? null,
    ladderScoreFormat: pack.ladderScoreFormat,
    postingDeadline: pack.postingDeadline,
    lineupLockMinutes: pack.lineupLockMinutes,
  };
}

export function leagueOut(seat: LeagueSeat, state: LeagueState, base: string, now: Date): League {
  const { league } = seat;
  const freezeOn = freezeDateOf(league.rulePack, league.seasonYear);
  const results = outcomes(state);
  return {
    id: league.id,
    name: league.name,
    season: league.season,
    seasonYear: league.seasonYear,
    teamType: league.teamType,
    rulePack: packOut(league),
    tieBreaks: league.tieBreaks,
    freezeOn,
    frozen: isFrozen(freezeOn, now),
    publicUrl: `${base.replace(/\/$/, '')}/league/${league.publicToken}`,
    mayManage: seat.mayManage,
    myRosterId: seat.member?.state === 'joined' ? seat.member.rosterId : null,
    invited: seat.member?.state === 'invited',
    members: state.members,
    duals: results.map((r) => ({
      dualId: r.dual.id,
      round: r.dual.round,
      startsAt: r.dual.startsAt.toISOString(),
      homeSchool: schoolOfRoster(state, r.dual.rosterId),
      awaySchool: schoolOfRoster(state, r.dual.opponentRosterId),
      homeRosterId: r.dual.rosterId,
      awayRosterId: r.dual.opponentRosterId ?? 0,
      status: r.status,
      homeLines: r.homeLines,
      awayLines: r.awayLines,
      winner: r.winner,
      lineupDue: postingDeadlineOf(league.rulePack, r.dual.startsAt)?.toISOString() ?? null,
    })),
    schedule: scheduleOf(state),
    standings: standingsOf(state, results),
  };
}

export function publicLeagueOut(state: LeagueState): PublicLeague {
  const results = outcomes(state);
  return {
    name: state.league.name,
    season: state.league.season,
    teamType: state.league.teamType,
    packLabel: rulePackLabel(state.league.rulePack),
    tieBreaks: state.league.tieBreaks,
    standings: standingsOf(state, results).map(({ rosterId: _, ...row }) => row),
    schedule: publicScheduleOf(state, results),
  };
}

/**
 * The public schedule: the generated pairings (each with its dual once arranged) and the league duals no pairing
 * names (a schedule kept by hand), by round, then date; a pairing still to be arranged after the dated ones.
 */
function publicScheduleOf(state: LeagueState, results: readonly DualOutcome[]): PublicLeague['schedule'] {
  const byDual = new Map(results.map((r) => [r.dual.id, r]));
  const played = (r: DualOutcome) => ({
    startsAt: r.dual.startsAt.toISOString(),
    status: r.status,
    homeLines: r.homeLines,
    awayLines: r.awayLines,
  });
  const unplayed = { startsAt: null, status: null, homeLines: 0, awayLines: 0 };
  const pairings = scheduleOf(state);
  const linked = new Set(pairings.map((p) => p.dualId));
  const entries = [
    ...pairings.map((p) => {
      const r = p.dualId === null ? undefined : byDual.get(p.dualId);
      // The dual's own sides: the pairing's home team may be the dual's away side.
      const home = r ? schoolOfRoster(state, r.dual.rosterId) : p.homeSchool;
      const away = r ? schoolOfRoster(state, r.dual.opponentRosterId) : p.awaySchool;
      return { round: p.round, homeSchool: home, awaySchool: away, ...(r ? played(r) : unplayed) };
    }),
    ...results
      .filter((r) => !linked.has(r.dual.id))
      .map((r) => ({
        round: r.dual.round,
        homeSchool: schoolOfRoster(state, r.dual.rosterId),
        awaySchool: schoolOfRoster(state, r.dual.opponentRosterId),
        ...played(r),
      })),
  ];
  return entries.sort(
    (x, y) => x.round - y.round || (x.startsAt ?? '\uffff').localeCompare(y.startsAt ?? '\uffff'),
  );
}

/** The results of each final dual as the exports read them. */
export { outcomes as leagueOutcomes };
