import { inArray } from 'drizzle-orm';
import { MATCH_TYPE_HANDLES } from '../../../contract/matches';
import { ROSTER_COLUMNS, type ExportKind } from '../../../contract/seasons';
import type { CoachCaller } from '../../auth/guards';
import { toCsv } from '../../csv/csv';
import type { Db } from '../../db/client';
import { players } from '../../db/schema/index';
import { dualsOfSeason } from '../duals/dual-crud';
import { attendanceCounts } from '../availability/attendance';
import { firstGuardiansOf } from '../guardians/guardian-links';
import { coachedTeam } from '../teams/team-access';
import { isArchived, seasonOf, type SeasonRow } from './season-list';
import { seasonLadderLines, seasonMatchRows, seasonStatsRows } from './season-reads';

/**
 * A season's CSV files for the coach (and their athletic director): UTF-8 with a BOM, every cell
 * quoted, dates ISO 8601 (YYYY-MM-DD, times HH:MM UTC), formulas neutralised (server/csv). The roster
 * file's columns are the import's (ROSTER_COLUMNS), so an export imports into another team as it is.
 */

type Cell = string | number | null;

const sideNames = (people: { ID: number; Name: string }[], ids: Set<number>) =>
  people
    .filter((p) => ids.has(p.ID))
    .map((p) => p.Name)
    .join(' / ');

async function rosterRows(
  db: Db,
  caller: CoachCaller,
  season: SeasonRow,
  teamType: number,
): Promise<Cell[][]> {
  const ladder = await seasonLadderLines(db, caller, season, teamType);
  const ids = ladder.map((l) => l.playerId);
  const [people, guardiansOf] = await Promise.all([
    ids.length === 0 ? [] : db.select().from(players).where(inArray(players.id, ids)),
    firstGuardiansOf(db, ids),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return ladder.map((l) => {
    const p = byId.get(l.playerId)!;
    const g = guardiansOf.get(l.playerId);
    return [
      p.firstName,
      p.lastName,
      p.phone,
      p.email,
      p.graduationYear,
      g?.name ?? '',
      g?.phone ?? '',
      g?.email ?? '',
    ];
  });
}

async function matchRows(db: Db, season: SeasonRow): Promise<Cell[][]> {
  const { rows, list } = await seasonMatchRows(db, season);
  return list.map((m, i) => {
    const row = rows[i]!;
    const side = (n: 1 | 2) => {
      const count = m.IsSingles ? 1 : 2;
      const people = m.Players.slice(n === 1 ? 0 : count, n === 1 ? count : count * 2);
      return people.map((p) => p.Name).join(' / ');
    };
    const winners = new Set(m.Winners.map((w) => w.ID));
    return [
      m.MatchDate,
      m.MatchTime,
      row.dualId !== null ? 'dual' : MATCH_TYPE_HANDLES[m.MatchType as 1 | 2 | 3],
      m.IsSingles ? 'singles' : 'doubles',
      side(1),
      side(2),
      m.MatchScore,
      sideNames(m.Players, winners),
    ];
  });
}

async function dualRows(db: Db, season: SeasonRow): Promise<Cell[][]> {
  const [dualsList, { rows, list }] = await Promise.all([
    dualsOfSeason(db, season.rosterId, isArchived(season) ? season.id : null),
    seasonMatchRows(db, season),
  ]);
  const out: Cell[][] = [];
  for (const d of dualsList) {
    const result = d.winnerSide === 1 ? 'won' : d.winnerSide === 2 ? 'lost' : '';
    const head = [
      d.startsAt.toISOString().slice(0, 10),
      d.opponentName,
      d.site,
      d.linesWon,
      d.linesLost,
      result,
    ];
    const lines = rows.flatMap((r, i) => (r.dualId === d.id ? [list[i]!] : []));
    if (lines.length === 0) out.push([...head, '', '', '', '', '']);
    for (const m of lines) {
      const count = m.IsSingles ? 1 : 2;
      const winners = new Set(m.Winners.map((w) => w.ID));
      out.push([
        ...head,
        m.IsSingles ? 'singles' : 'doubles',
        m.Players.slice(0, count)
          .map((p) => p.Name)
          .join(' / '),
        m.Players.slice(count)
          .map((p) => p.Name)
          .join(' / '),
        m.MatchScore,
        winners.size === 0 ? '' : m.Players[0] && winners.has(m.Players[0].ID) ? 'won' : 'lost',
      ]);
    }
  }
  return out;
}

async function attendanceRows(
  db: Db,
  caller: CoachCaller,
  season: SeasonRow,
  teamType: number,
): Promise<Cell[][]> {
  const ladder = await seasonLadderLines(db, caller, season, teamType);
  const from = new Date(`${season.startsOn}T00:00:00Z`);
  const until = new Date(Date.parse(`${season.endsOn}T00:00:00Z`) + 86_400_000);
  const counts = await attendanceCounts(
    db,
    ladder.map((l) => l.playerId),
    from,
    until,
  );
  return ladder.map((l) => {
    const c = counts.get(l.playerId)!;
    return [
      l.firstName,
      l.lastName,
      c.present,
      c.late,
      c.excused,
      c.absent,
      c.rate === null ? '' : Math.round(c.rate * 1000) / 10,
    ];
  });
}

const HEADERS: Record<ExportKind, string[]> = {
  roster: [...ROSTER_COLUMNS],
  ladder: ['position', 'first_name', 'last_name', 'departure'],
  matches: ['date', 'time_utc', 'kind', 'play', 'side_1', 'side_2', 'score', 'winners'],
  duals: [
    'date',
    'opponent',
    'site',
    'lines_won',
    'lines_lost',
    'result',
    'line',
    'our_players',
    'their_players',
    'score',
    'line_result',
  ],
  attendance: ['first_name', 'last_name', 'present', 'late', 'excused', 'absent', 'rate_percent'],
  stats: ['player', 'won', 'lost', 'win_percent', 'dual_lines', 'attendance_percent'],
};

/** GET /api/auth/seasons/{seasonId}/export/{kind}: the file's name and text. */
export async function exportCsv(
  db: Db,
  caller: CoachCaller,
  seasonId: number,
  kind: ExportKind,
): Promise<{ filename: string; csv: string }> {
  const { season, team } = await seasonOf(db, caller, seasonId);
  await coachedTeam(db, caller, team.id);
  let rows: Cell[][];
  switch (kind) {
    case 'roster':
      rows = await rosterRows(db, caller, season, team.teamType);
      break;
    case 'ladder':
      rows = (await seasonLadderLines(db, caller, season, team.teamType)).map((l) => [
        l.position,
        l.firstName,
        l.lastName,
        l.departure ?? '',
      ]);
      break;
    case 'matches':
      rows = await matchRows(db, season);
      break;
    case 'duals':
      rows = await dualRows(db, season);
      break;
    case 'attendance':
      rows = await attendanceRows(db, caller, season, team.teamType);
      break;
    case 'stats':
      rows = (await seasonStatsRows(db, caller, season, team.teamType)).map((r) => [
        r.name,
        r.won,
        r.lost,
        r.winPercent,
        r.dualLines,
        r.attendancePercent,
      ]);
      break;
  }
  const slug = season.name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || String(season.id);
  return { filename: `courtside-${kind}-${slug}.csv`, csv: toCsv([HEADERS[kind], ...rows], { bom: true }) };
}
