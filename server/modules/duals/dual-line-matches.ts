import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { mirrorScore, otherSide } from '../../../contract/dual-result';
import { lineSize, type LineName } from '../../../contract/lineup-format';
import { MATCH_TYPE } from '../../../contract/matches';
import { parseScore, type ScoreAccepted, type Side } from '../../../contract/tennis-score';
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
 * whose places on the line are not all filled (a line it forfeited) gets no match. Whenever a line changes,
 * its matches are written again: removed, then recorded anew when the result stands and the line was played.
 */

async function recordMatch(
  tx: Db,
  input: {
    rosterId: number;
    dual: DualRow;
    line: LineName;
    format: string | null;
    parsed: ScoreAccepted | null;
    outcome: ScoreAccepted['outcome'];
    winnerSide: Side;
    team: LinePlace[];
    opponents: string[];
    createdBy: number | null;
  },
): Promise<number> {
  const [match] = await tx
    .insert(tennisMatches)
    .values({
      rosterId: input.rosterId,
      matchType: MATCH_TYPE.official,
      isSingles: lineSize(input.line) === 1,
      matchAt: input.dual.startsAt,
      format: input.format,
      ...resultScoreColumns(input.parsed),
      outcome: input.outcome,
      winnerSide: input.winnerSide,
      opponentPlayers: input.opponents,
      createdBy: input.createdBy,
    })
    .returning({ id: tennisMatches.id });
  await tx
    .insert(matchPlayers)
    .values(input.team.map((p, i) => ({ matchId: match!.id, playerId: p.playerId!, slot: i + 1, side: 1 })));
  return match!.id;
}

/** A side's places when every one holds a player of a team (so that team has a match to record). */
function fullTeam(places: (LinePlace | null)[]): LinePlace[] | null {
  return places.every((p) => p !== null && p.playerId !== null) ? (places as LinePlace[]) : null;
}

function opponentNames(places: (LinePlace | null)[], fallback: string): string[] {
  const names = places.filter((p): p is LinePlace => p !== null).map((p) => p.name);
  return names.length > 0 ? names : [fallback];
}

/** Writes the official matches of one line again (inside the transaction that changed it). */
export async function syncLineMatches(
  tx: Db,
  dual: DualRow,
  row: DualLineRow,
  people: DualPeople,
  names: { team: string; opponent: string },
  format: string | null,
): Promise<void> {
  const old = [row.matchId, row.opponentMatchId].filter((id): id is number => id !== null);
  if (old.length > 0) await tx.delete(tennisMatches).where(inArray(tennisMatches.id, old));
  let matchId: number | null = null;
  let opponentMatchId: number | null = null;
  if (isSettled(row) && row.outcome !== null && row.outcome !== 'unplayed' && row.winnerSide !== null) {
    const line = row.line as LineName;
    const read = row.score === null ? null : parseScore(row.score, format);
    const parsed = read?.ok ? read : null;
    const common = { dual, line, format, outcome: row.outcome, createdBy: row.enteredBy };
    const side1 = placesOf(people, 1, line);
    const side2 = placesOf(people, 2, line);
    const ours = fullTeam(side1);
    if (ours) {
      matchId = await recordMatch(tx, {
        ...common,
        rosterId: dual.rosterId,
        parsed,
        winnerSide: row.winnerSide as Side,
        team: ours,
        opponents: opponentNames(side2, names.opponent),
      });
    }
    const theirs = isLinked(dual) ? fullTeam(side2) : null;
    if (theirs && dual.opponentRosterId !== null) {
      opponentMatchId = await recordMatch(tx, {
        ...common,
        rosterId: dual.opponentRosterId,
        parsed: parsed ? mirrorScore(parsed) : null,
        winnerSide: otherSide(row.winnerSide as Side),
        team: theirs,
        opponents: opponentNames(side1, names.team),
      });
    }
  }
  await tx
    .update(dualLines)
    .set({ matchId, opponentMatchId })
    .where(and(eq(dualLines.dualId, row.dualId), eq(dualLines.line, row.line)));
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
