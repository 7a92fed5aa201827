import type { LineName } from '../../../contract/duals';
import { dualLines as formatLines } from '../../../contract/duals';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { lineResultOf } from '../duals/dual-standing';
import { peopleOf, placesOf } from '../duals/dual-line-people';
import { slotsByDual } from '../duals/dual-rows';
import { toCsv } from '../../csv/csv';
import { leagueSeat } from './league-access';
import { leagueOutcomes, loadLeague, type LeagueState } from './league-view';

/**
 * The league's exports (issue 35): CSV as associations and rating services take it, written by papaparse
 * (server/csv/csv.ts: every cell quoted, formulae escaped, CRLF) behind a UTF-8 byte order mark so a
 * spreadsheet reads accents and Arabic names. Dates are ISO 8601 days in the dual's time zone. The columns are
 * documented in docs/leagues-export.md; a member of the league (league-access.ts) may download them.
 */

export const RESULTS_COLUMNS = [
  'league',
  'season',
  'round',
  'date',
  'home_school',
  'away_school',
  'status',
  'home_lines',
  'away_lines',
  'home_sets',
  'away_sets',
  'home_games',
  'away_games',
  'winner_school',
] as const;

export const LINES_COLUMNS = [
  'league',
  'season',
  'round',
  'date',
  'dual_id',
  'line',
  'home_school',
  'home_players',
  'away_school',
  'away_players',
  'status',
  'outcome',
  'score',
  'winner_school',
] as const;

function isoDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function schoolOf(state: LeagueState, rosterId: number | null): string {
  return state.members.find((m) => rosterId !== null && m.rosterId === rosterId)?.schoolName ?? '';
}

export async function resultsCsv(db: Db, caller: Caller, id: number): Promise<string> {
  const { league } = await leagueSeat(db, caller, id);
  const state = await loadLeague(db, league);
  const rows = leagueOutcomes(state).map(({ dual, status, homeLines, awayLines, winner }) => {
    let sets = [0, 0];
    let games = [0, 0];
    for (const row of state.lines.get(dual.id) ?? []) {
      const r = lineResultOf(row);
      if (r.status !== 'decided') continue;
      sets = [sets[0]! + r.setsWon.side1, sets[1]! + r.setsWon.side2];
      games = [games[0]! + r.gamesWon.side1, games[1]! + r.gamesWon.side2];
    }
    const home = schoolOf(state, dual.rosterId);
    const away = schoolOf(state, dual.opponentRosterId);
    return [
      league.name,
      league.season,
      dual.round,
      isoDay(dual.startsAt, dual.timeZone),
      home,
      away,
      status,
      homeLines,
      awayLines,
      sets[0]!,
      sets[1]!,
      games[0]!,
      games[1]!,
      winner === 'home' ? home : winner === 'away' ? away : winner === 'tie' ? 'tie' : '',
    ];
  });
  return toCsv([[...RESULTS_COLUMNS], ...rows], { bom: true });
}

export async function linesCsv(db: Db, caller: Caller, id: number): Promise<string> {
  const { league } = await leagueSeat(db, caller, id);
  const state = await loadLeague(db, league);
  const slots = await slotsByDual(
    db,
    state.duals.map((d) => d.id),
  );
  const rows = state.duals.flatMap((dual) => {
    const people = peopleOf(slots.get(dual.id) ?? []);
    const names = (side: 1 | 2, line: LineName) =>
      placesOf(people, side, line)
        .map((p) => p?.name ?? '')
        .filter((n) => n !== '')
        .join(' / ');
    const home = schoolOf(state, dual.rosterId);
    const away = schoolOf(state, dual.opponentRosterId);
    return formatLines(dual.format).map(({ line }) => {
      const row = (state.lines.get(dual.id) ?? []).find((r) => r.line === line);
      const result = lineResultOf(row);
      const status =
        row?.confirmation === 'disputed' ? 'disputed' : result.status === 'pending' ? 'pending' : 'settled';
      return [
        league.name,
        league.season,
        dual.round,
        isoDay(dual.startsAt, dual.timeZone),
        dual.id,
        line,
        home,
        names(1, line),
        away,
        names(2, line),
        status,
        result.status === 'decided' ? result.outcome : result.status === 'unplayed' ? 'unplayed' : '',
        result.status === 'pending' ? '' : (row?.score ?? ''),
        result.status === 'decided' ? (result.winnerSide === 1 ? home : away) : '',
      ];
    });
  });
  return toCsv([[...LINES_COLUMNS], ...rows], { bom: true });
}
