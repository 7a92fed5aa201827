import { and, eq, inArray } from 'drizzle-orm';
import { PLAYOFF_STRUCTURE, type DrawResultBody, type DrawView } from '../../../contract/tournaments/draws';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { scoreColumns } from '../../db/score-columns';
import {
  tournamentDrawEntries,
  tournamentDrawMatchups,
  tournamentDraws,
  tournamentPlayers,
  tournaments,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { checkResultScore, resultScoreColumns } from '../scores/result-score';
import { DrawState, type Match } from './draw-advance';
import { drawChanged } from './draw-live';
import { drawMatchups, entryName, loadDrawView, partners, type DrawRow, type MatchupRow } from './draw-rows';
import { reachable } from './tournament-access';

/** A draw's results (issue 36): the winner advances at once; a changed result clears what depended on it. */

/** The draw of a tournament the coach reaches, locked for the rest of the transaction: one change at a time. */
export async function lockDraw(tx: Db, caller: CoachCaller, tournamentId: number): Promise<DrawRow> {
  const [row] = await tx
    .select({ draw: tournamentDraws, seasonId: tournaments.seasonId })
    .from(tournamentDraws)
    .innerJoin(tournaments, eq(tournaments.id, tournamentDraws.tournamentId))
    .where(and(eq(tournamentDraws.tournamentId, tournamentId), reachable(tx, caller)))
    .for('update', { of: tournamentDraws });
  if (!row) throw appError('draw_not_found');
  // An archived season's tournament is read-only, its draw too (tournament-access.ts, lockTournament).
  if (row.seasonId !== null) throw appError('season_archived');
  return row.draw;
}

const toMatch = (m: MatchupRow): Match => ({
  id: m.id,
  sides: [
    { entryId: m.side1EntryId, bye: m.side1Bye },
    { entryId: m.side2EntryId, bye: m.side2Bye },
  ],
  winner: m.winner === 1 || m.winner === 2 ? m.winner : null,
  outcome: m.outcome,
  winnerTo:
    m.winnerToId !== null && m.winnerToSide !== null
      ? { id: m.winnerToId, side: m.winnerToSide as 1 | 2 }
      : null,
  loserTo:
    m.loserToId !== null && m.loserToSide !== null ? { id: m.loserToId, side: m.loserToSide as 1 | 2 } : null,
  loserFirstMatchOnly: m.loserFirstMatchOnly,
});

/** The draw's matches as the in-memory state of draw-advance.ts. */
export async function drawState(tx: Db, drawId: number): Promise<DrawState> {
  return new DrawState((await drawMatchups(tx, drawId)).map(toMatch));
}

/**
 * Writes every match the state changed (one statement each, by primary key): sides, winner and outcome;
 * a match left without a played result loses its score. `scored` carries the one result's score columns.
 */
export async function saveState(
  tx: Db,
  state: DrawState,
  scored?: { id: number; columns: ReturnType<typeof resultScoreColumns> },
): Promise<void> {
  for (const id of state.changed) {
    const m = state.get(id)!;
    const score =
      scored && scored.id === id
        ? scored.columns
        : m.winner === null || m.outcome === 'bye'
          ? { score: null, ...scoreColumns(null) }
          : undefined;
    await tx
      .update(tournamentDrawMatchups)
      .set({
        side1EntryId: m.sides[0].entryId,
        side1Bye: m.sides[0].bye,
        side2EntryId: m.sides[1].entryId,
        side2Bye: m.sides[1].bye,
        winner: m.winner,
        outcome: (m.outcome ?? null) as MatchupRow['outcome'],
        ...(score ?? {}),
      })
      .where(eq(tournamentDrawMatchups.id, id));
  }
}

/**
 * PUT /api/auth/tournaments/{id}/draw/matchups/{matchupId}: the result of a match whose two players are
 * known. The score is checked by the one score rule (scores/result-score.ts) under the draw's format; a
 * walkover, retirement or default advances its winner like any result. A changed winner that would clear
 * played later matches answers 409 draw_result_clears_later (with their count) unless `confirm`.
 */
export async function enterDrawResult(
  db: Db,
  caller: CoachCaller,
  tournamentId: number,
  matchupId: number,
  body: DrawResultBody,
): Promise<DrawView> {
  return db.transaction(async (tx) => {
    const draw = await lockDraw(tx, caller, tournamentId);
    const state = await drawState(tx, draw.id);
    const m = state.get(matchupId);
    if (!m) throw appError('draw_matchup_not_found');
    // A round robin's groups are final once their playoff is made from them.
    const playoff = draw.structureNames.indexOf(PLAYOFF_STRUCTURE);
    if (playoff > 0) {
      const [row] = await tx
        .select({ structure: tournamentDrawMatchups.structure })
        .from(tournamentDrawMatchups)
        .where(eq(tournamentDrawMatchups.id, m.id));
      if (row && row.structure < playoff) throw appError('draw_playoff_exists');
    }
    if (!state.ready(m)) throw appError('draw_matchup_not_ready');
    const names = await entryNames(
      tx,
      m.sides.map((s) => s.entryId!),
    );
    const parsed = checkResultScore(
      body.score ?? '',
      draw.matchFormat,
      body.winnerSide,
      (side) => names.get(m.sides[side - 1]!.entryId!) ?? '',
    );
    const clears = state.wouldClear(m, body.winnerSide);
    if (clears.length > 0 && body.confirm !== true)
      throw appError(
        'draw_result_clears_later',
        { count: clears.length },
        { count: clears.length, matchups: clears },
      );
    const columns = resultScoreColumns(parsed);
    state.decide(m, body.winnerSide, columns.outcome);
    await saveState(tx, state, { id: m.id, columns });
    await drawChanged(tx, draw.id);
    const [fresh] = await tx.select().from(tournamentDraws).where(eq(tournamentDraws.id, draw.id));
    return loadDrawView(tx, fresh!, { kind: 'coach' });
  });
}

async function entryNames(tx: Db, entryIds: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: tournamentDrawEntries.id, name: entryName })
    .from(tournamentDrawEntries)
    .innerJoin(tournamentPlayers, eq(tournamentPlayers.id, tournamentDrawEntries.tournamentPlayerId))
    .leftJoin(partners, eq(partners.id, tournamentDrawEntries.partnerTournamentPlayerId))
    .where(inArray(tournamentDrawEntries.id, entryIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}
