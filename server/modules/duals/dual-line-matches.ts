import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { mirrorScore, otherSide } from '../../../contract/duals';
import { lineSize, type LineName } from '../../../contract/duals';
import { MATCH_TYPE } from '../../../contract/matches';
import {
  parseScore,
  type MatchOutcome,
  type ScoreAccepted,
  type Side,
} from '../../../contract/scores/tennis-score';
import type { Db } from '../../db/client';
import { dualLines, matchPlayers, tennisMatches } from '../../db/schema/index';
import { resultScoreColumns } from '../scores/result-score';
import { placesOf, type DualPeople, type LinePlace } from './dual-line-people';
import { isLinked, type DualRow } from './dual-access';
import { isSettled, type DualLineRow } from './dual-standing';

/**
 * Each line of a dual whose result stands is an OFFICIAL match of each team that played it (issue 20), so
 * the team's match list and its players' official win percentages (OMWLPer) count it; the ladder never moves.
 * The dual's team's match has its lineup on side 1 and the opponent's names in opponent_players; a linked
 * opponent's team gets its own match, its players on side 1 and the score written from its side. A team
 * whose places on the line are not all filled (a line it forfeited) gets no match. Each match names its dual
 * (tennis_matches.dual_id). Whenever a line changes its matches are updated in place, keeping their ids;
 * a match is removed only when its line no longer makes one (no result standing, unplayed, a place empty).
 */

interface LineMatch {
  rosterId: number;
  parsed: ScoreAccepted | null;
  winnerSide: Side;
  team: LinePlace[];
  opponents: string[];
}

/** Writes one team's match of a line: updated in place when it exists, recorded when new, or removed. */
async function writeMatch(
  tx: Db,
  id: number | null,
  common: {
    dual: DualRow;
    line: LineName;
    format: string | null;
    outcome: MatchOutcome;
    createdBy: number | null;
  },
  match: LineMatch | null,
): Promise<number | null> {
  if (match === null) {
    if (id !== null) await tx.delete(tennisMatches).where(eq(tennisMatches.id, id));
    return null;
  }
  const values = {
    rosterId: match.rosterId,
    matchType: MATCH_TYPE.official,
    isSingles: lineSize(common.line) === 1,
    matchAt: common.dual.startsAt,
    format: common.format,
    ...resultScoreColumns(match.parsed),
    outcome: common.outcome,
    winnerSide: match.winnerSide,
    opponentPlayers: match.opponents,
    dualId: common.dual.id,
    createdBy: common.createdBy,
  };
  let matchId = id;
  if (matchId !== null) {
    const [kept] = await tx
      .update(tennisMatches)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tennisMatches.id, matchId))
      .returning({ id: tennisMatches.id });
    if (kept) await tx.delete(matchPlayers).where(eq(matchPlayers.matchId, matchId));
    else matchId = null;
  }
  if (matchId === null) {
    const [created] = await tx.insert(tennisMatches).values(values).returning({ id: tennisMatches.id });
    matchId = created!.id;
  }
  await tx
    .insert(matchPlayers)
    .values(match.team.map((p, i) => ({ matchId: matchId, playerId: p.playerId!, slot: i + 1, side: 1 })));
  return matchId;
}

/** A side's places when every one holds a player of a team (so that team has a match to record). */
function fullTeam(places: (LinePlace | null)[]): LinePlace[] | null {
  return places.every((p) => p !== null && p.playerId !== null) ? (places as LinePlace[]) : null;
}

function opponentNames(places: (LinePlace | null)[], fallback: string): string[] {
  const names = places.filter((p): p is LinePlace => p !== null).map((p) => p.name);
  return names.length > 0 ? names : [fallback];
}

/**
 * The parsed score of a stored line: from its structured score columns (written from the one parse of its
 * save), read from its text only for a row without them.
 */
export function storedScore(row: DualLineRow, format: string | null): ScoreAccepted | null {
  if (row.score === null) return null;
  if (row.scoreSets !== null && row.outcome !== null && row.outcome !== 'unplayed') {
    const pair = (side1: number | null, side2: number | null) => ({ side1: side1 ?? 0, side2: side2 ?? 0 });
    return {
      ok: true,
      text: row.score,
      sets: row.scoreSets,
      outcome: row.outcome,
      format,
      // The matches take the winner from the line row; the score's own say is not needed again.
      winnerSide: null,
      setsWon: pair(row.setsSide1, row.setsSide2),
      gamesWon: pair(row.gamesSide1, row.gamesSide2),
      tiebreaksWon: pair(row.tiebreaksSide1, row.tiebreaksSide2),
    };
  }
  const read = parseScore(row.score, format);
  return read.ok ? read : null;
}

/**
 * Writes the official matches of one line (inside the transaction that changed it) and returns the line
 * row with their ids. `parsed` is the line's score as its save parsed it (undefined: taken from the row).
 */
export async function syncLineMatches(
  tx: Db,
  dual: DualRow,
  row: DualLineRow,
  people: DualPeople,
  names: { team: string; opponent: string },
  format: string | null,
  parsed?: ScoreAccepted | null,
): Promise<DualLineRow> {
  let ours: LineMatch | null = null;
  let theirs: LineMatch | null = null;
  const line = row.line as LineName;
  if (isSettled(row) && row.outcome !== null && row.outcome !== 'unplayed' && row.winnerSide !== null) {
    const score = parsed === undefined ? storedScore(row, format) : parsed;
    const side1 = placesOf(people, 1, line);
    const side2 = placesOf(people, 2, line);
    const team1 = fullTeam(side1);
    const team2 = isLinked(dual) && dual.opponentRosterId !== null ? fullTeam(side2) : null;
    const winnerSide = row.winnerSide as Side;
    if (team1)
      ours = {
        rosterId: dual.rosterId,
        parsed: score,
        winnerSide,
        team: team1,
        opponents: opponentNames(side2, names.opponent),
      };
    if (team2)
      theirs = {
        rosterId: dual.opponentRosterId!,
        parsed: score ? mirrorScore(score) : null,
        winnerSide: otherSide(winnerSide),
        team: team2,
        opponents: opponentNames(side1, names.team),
      };
  }
  const common = {
    dual,
    line,
    format,
    outcome: (row.outcome === 'unplayed' ? null : row.outcome) ?? 'completed',
    createdBy: row.enteredBy,
  };
  const matchId = await writeMatch(tx, row.matchId, common, ours);
  const opponentMatchId = await writeMatch(tx, row.opponentMatchId, common, theirs);
  if (matchId === row.matchId && opponentMatchId === row.opponentMatchId) return row;
  await tx
    .update(dualLines)
    .set({ matchId, opponentMatchId })
    .where(and(eq(dualLines.dualId, row.dualId), eq(dualLines.line, row.line)));
  return { ...row, matchId, opponentMatchId };
}

/**
 * Removes the official matches of a dual's lines (all of them, or those of lines not in `keep`), in the
 * transaction that deletes the dual or drops the lines (the matches do not cascade from dual_lines).
 */
export async function dropLineMatches(tx: Db, dualId: number, keep?: readonly string[]): Promise<void> {
  const rows = await tx
    .select({ matchId: dualLines.matchId, opponentMatchId: dualLines.opponentMatchId })
    .from(dualLines)
    .where(and(eq(dualLines.dualId, dualId), keep ? notInArray(dualLines.line, [...keep]) : undefined));
  const ids = rows.flatMap((r) => [r.matchId, r.opponentMatchId]).filter((id): id is number => id !== null);
  if (ids.length > 0) await tx.delete(tennisMatches).where(inArray(tennisMatches.id, ids));
}
