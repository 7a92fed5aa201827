import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NO_RECORDS,
  NO_WINNER,
  draftErrorCode,
  tournamentMatchDraft,
  type CreateTournamentMatchBody,
  type EditTournamentMatchBody,
  type GetAllTournamentMatchesReply,
  type TournamentMatchReply,
} from '../../../contract/tournaments';
import { type Caller, type CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { tournamentMatches, tournamentPlayers, tournaments } from '../../db/schema/index';
import { appError } from '../../errors';
import { checkResultScore, resultScoreColumns } from '../scores/result-score';
import { applyMatchResult, type SavedResult, type Winner } from './ranking';
import { inSeason, lockTournament, reachable } from './tournament-access';
import { type PlayerRow, rankOut, setRanks } from './tournament-entries';

/** Tournament matches: the list, creating one, its result (which moves ranks), deleting one. */

const p1 = alias(tournamentPlayers, 'p1');

const p2 = alias(tournamentPlayers, 'p2');

function matchQuery(db: Db) {
  return db
    .select({ match: tournamentMatches, p1, p2 })
    .from(tournamentMatches)
    .innerJoin(p1, eq(p1.id, tournamentMatches.player1Id))
    .innerJoin(p2, eq(p2.id, tournamentMatches.player2Id));
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>['execute']>>[number];

const savedWinner = (winner: number | null): Winner | null => (winner === 1 || winner === 2 ? winner : null);

function matchOut(row: MatchRow): TournamentMatchReply {
  const side = (p: PlayerRow) => ({ PlayerID: p.id, PlayerName: p.name, PlayerRank: rankOut(p.rank) });
  return {
    MatchID: row.match.id,
    TournamentID: row.match.tournamentId,
    Players: [side(row.p1), side(row.p2)],
    IsWonEnum: savedWinner(row.match.winner) ?? NO_WINNER,
    Score: row.match.score ?? '',
    MatchFormat: row.match.format,
  };
}

/**
 * GET /api/auth/getAllTournamentMatches: every reachable tournament (newest first) with its
 * matches (oldest first); a tournament without matches comes with an empty MatchList. The current
 * season's tournaments, or with `?season=` an archived season's (issue 37).
 */
export async function listMatches(
  db: Db,
  caller: Caller,
  seasonId?: number,
): Promise<GetAllTournamentMatchesReply> {
  const rows = await db
    .select({ id: tournaments.id, name: tournaments.name })
    .from(tournaments)
    .where(and(reachable(db, caller), inSeason(seasonId)))
    .orderBy(desc(tournaments.id));
  if (rows.length === 0) return { res: NO_RECORDS };
  const matches = await matchQuery(db)
    .where(
      inArray(
        tournamentMatches.tournamentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(tournamentMatches.id));
  return {
    res: rows.map((t) => ({
      TournamentID: t.id,
      TournamentName: t.name,
      MatchList: matches
        .filter((m) => m.match.tournamentId === t.id)
        .map((m) => {
          const { TournamentID: _t, ...match } = matchOut(m);
          return match;
        }),
    })),
  };
}

/**
 * POST /api/auth/createTournamentMatch: a match without a winner between two different players of
 * tournament tid, in the tournament's match format. A player id that is not in that tournament is
 * 404, like any unreachable id.
 */
export async function createMatch(
  db: Db,
  caller: CoachCaller,
  body: CreateTournamentMatchBody,
): Promise<TournamentMatchReply> {
  const draft = tournamentMatchDraft.safeParse(body);
  if (!draft.success) throw appError(draftErrorCode(draft.error.issues[0]!));
  const { tid, player1, player2 } = draft.data;
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, caller, tid);
    const entrants = await tx
      .select({ id: tournamentPlayers.id })
      .from(tournamentPlayers)
      .where(
        and(
          eq(tournamentPlayers.tournamentId, tournament.id),
          inArray(tournamentPlayers.id, [player1, player2]),
        ),
      );
    if (entrants.length !== 2) throw appError('tournament_player_not_found');
    const [created] = await tx
      .insert(tournamentMatches)
      .values({
        tournamentId: tournament.id,
        player1Id: player1,
        player2Id: player2,
        format: tournament.matchFormat,
      })
      .returning({ id: tournamentMatches.id });
    const [row] = await matchQuery(tx).where(eq(tournamentMatches.id, created!.id));
    return matchOut(row!);
  });
}

/**
 * PUT /api/auth/editTournamentMatch: saves the winner (winnerID = that player's PlayersID) with the
 * score (optional; checked against the match's format and the winner by ../scores/result-score.ts)
 * and the match's format when given, and applies the ranking rule of ranking.ts to the ranks as
 * stored (p1Rank/p2Rank from the client are not trusted). 400 when either player has no rank.
 * Answers the match with the players' new ranks and its score.
 */
export async function editMatch(
  db: Db,
  caller: CoachCaller,
  body: EditTournamentMatchBody,
): Promise<TournamentMatchReply> {
  if (body.winnerID === undefined) throw appError('winner_required');
  const winnerId = body.winnerID;

  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tournamentId: tournamentMatches.tournamentId })
      .from(tournamentMatches)
      .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
      .where(and(eq(tournamentMatches.id, body.matchID), reachable(tx, caller)));
    if (!found || (body.tid !== undefined && body.tid !== found.tournamentId))
      throw appError('tournament_match_not_found');
    await lockTournament(tx, caller, found.tournamentId);
    // Read again under the lock: ranks may have moved while we waited for it.
    const [row] = await matchQuery(tx).where(eq(tournamentMatches.id, body.matchID));
    if (!row) throw appError('tournament_match_not_found');
    const { match } = row;

    let winner: Winner;
    if (winnerId === match.player1Id) winner = 1;
    else if (winnerId === match.player2Id) winner = 2;
    else throw appError('winner_not_in_match');
    const format = body.matchFormat !== undefined ? body.matchFormat : match.format;
    const parsed = checkResultScore(body.score ?? '', format, winner, (s) =>
      s === 1 ? row.p1.name : row.p2.name,
    );

    const earlier = savedWinner(match.winner);
    const previous: SavedResult | null = earlier
      ? {
          winner: earlier,
          swappedTo:
            match.p1RankAfter !== null && match.p2RankAfter !== null
              ? { p1: match.p1RankAfter, p2: match.p2RankAfter }
              : null,
        }
      : null;
    const outcome = applyMatchResult({ p1: row.p1.rank, p2: row.p2.rank }, previous, winner);
    if (!outcome.ok) throw appError('unranked');

    if (outcome.ranks.p1 !== row.p1.rank || outcome.ranks.p2 !== row.p2.rank) {
      await setRanks(tx, [
        { id: row.p1.id, rank: outcome.ranks.p1 },
        { id: row.p2.id, rank: outcome.ranks.p2 },
      ]);
    }
    await tx
      .update(tournamentMatches)
      .set({
        winner,
        format,
        ...resultScoreColumns(parsed),
        p1RankAfter: outcome.swappedTo?.p1 ?? null,
        p2RankAfter: outcome.swappedTo?.p2 ?? null,
      })
      .where(eq(tournamentMatches.id, match.id));
    const [saved] = await matchQuery(tx).where(eq(tournamentMatches.id, match.id));
    return matchOut(saved!);
  });
}

/** DELETE /api/auth/deleteTournamentMatch/{id}: removes the match; ranks stay as they are. */
export async function deleteMatch(db: Db, caller: CoachCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tournamentId: tournamentMatches.tournamentId })
      .from(tournamentMatches)
      .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
      .where(and(eq(tournamentMatches.id, id), reachable(tx, caller)));
    if (!found) throw appError('tournament_match_not_found');
    // The tournament's lock refuses a change to an archived season's tournament (season_archived).
    await lockTournament(tx, caller, found.tournamentId);
    await tx.delete(tournamentMatches).where(eq(tournamentMatches.id, id));
  });
}
