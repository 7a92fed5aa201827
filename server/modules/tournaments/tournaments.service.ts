import { and, asc, desc, eq, gt, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NO_RANK,
  NO_RECORDS,
  NO_WINNER,
  draftErrorCode,
  tournamentDraft,
  tournamentMatchDraft,
  type CreateTournamentBody,
  type CreateTournamentMatchBody,
  type EditTournamentMatchBody,
  type EditTournamentPlayerBody,
  type GetAllTournamentMatchesReply,
  type GetAllTournamentsReply,
  type Tournament,
  type TournamentMatchReply,
} from '../../../contract/tournaments';
import { callerId, type Caller, type CoachCaller } from '../../auth/guards';
import type { Db, Tx } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import {
  coachTeams,
  rosterPlayers,
  tournamentMatches,
  tournamentPlayers,
  tournaments,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { applyMatchResult, type SavedResult, type Winner } from './ranking';

type Conn = Db | Tx;
type PlayerRow = typeof tournamentPlayers.$inferSelect;

/**
 * The tournaments a caller reaches. A tournament belongs to the coach who created it; coaches who
 * share a team with that coach reach it as well (co-coaches run tournaments together), and so do
 * the players on that coach's teams, read only. Anyone else gets 404 for its ids.
 */
function reachable(db: Conn, caller: Caller): SQL {
  return reachableBy(db, caller.kind, callerId(caller));
}

/** `reachable` for a coach's or a player's id, given as a value or as a prepared-statement placeholder. */
function reachableBy(db: Conn, kind: Caller['kind'], who: number | Placeholder): SQL {
  if (kind === 'coach') {
    const mine = alias(coachTeams, 'mine');
    const other = alias(coachTeams, 'other');
    const coCoaches = db
      .select({ id: other.coachId })
      .from(mine)
      .innerJoin(other, eq(other.rosterId, mine.rosterId))
      .where(eq(mine.coachId, who));
    // One IN list rather than `own or co-coach's`: an OR of the two made PostgreSQL's generic plan
    // read every tournament (no index serves an OR with a subquery).
    return sql`${tournaments.coachId} in (select ${who}::integer union ${coCoaches})`;
  }
  const teamCoaches = db
    .select({ id: coachTeams.coachId })
    .from(rosterPlayers)
    .innerJoin(coachTeams, eq(coachTeams.rosterId, rosterPlayers.rosterId))
    .where(eq(rosterPlayers.playerId, who));
  return inArray(tournaments.coachId, teamCoaches);
}

/** Locks a reachable tournament for the rest of the transaction, so rank changes happen one at a time. */
async function lockTournament(tx: Tx, caller: Caller, tournamentId: number) {
  const [row] = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), reachable(tx, caller)))
    .for('update');
  if (!row) throw appError('tournament_not_found');
  return row;
}

/** The tournament a tournament player belongs to, when the caller reaches it. */
async function reachablePlayer(db: Conn, caller: Caller, tpid: number) {
  const [row] = await db
    .select({ player: tournamentPlayers })
    .from(tournamentPlayers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPlayers.tournamentId))
    .where(and(eq(tournamentPlayers.id, tpid), reachable(db, caller)));
  if (!row) throw appError('tournament_player_not_found');
  return row.player;
}

const rankOut = (rank: number | null) => rank ?? NO_RANK;
const playerOut = (p: PlayerRow) => ({ PlayersID: p.id, players: p.name, rank: rankOut(p.rank) });

// Ranked players first, best rank first; unranked ones after, in the order they were entered.
const playerOrder = [sql`${tournamentPlayers.rank} asc nulls last`, asc(tournamentPlayers.id)];

async function tournamentEntry(db: Conn, row: { id: number; name: string }): Promise<Tournament> {
  const list = await db
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, row.id))
    .orderBy(...playerOrder);
  return { ID: row.id, name: row.name, players: list.map(playerOut) };
}

/** Sets several players' ranks in one statement (the unique rank is checked at its end, so swaps pass). */
async function setRanks(tx: Tx, changes: Array<{ id: number; rank: number | null }>) {
  if (changes.length === 0) return;
  const cases = sql.join(
    changes.map((c) => sql`when ${c.id} then ${c.rank}::integer`),
    sql` `,
  );
  await tx
    .update(tournamentPlayers)
    .set({ rank: sql`case ${tournamentPlayers.id} ${cases} end` })
    .where(
      inArray(
        tournamentPlayers.id,
        changes.map((c) => c.id),
      ),
    );
}

/**
 * The tournaments a caller reaches with their players, in one statement (a frequent read): newest
 * tournament first, players in playerOrder; a tournament without players has one row without a
 * player. Prepared once per database and caller kind.
 */
function tournamentsQuery(db: Db, kind: Caller['kind']) {
  return db
    .select({ id: tournaments.id, name: tournaments.name, player: tournamentPlayers })
    .from(tournaments)
    .leftJoin(tournamentPlayers, eq(tournamentPlayers.tournamentId, tournaments.id))
    .where(reachableBy(db, kind, sql.placeholder('who')))
    .orderBy(desc(tournaments.id), ...playerOrder)
    .prepare(`all_tournaments_${kind}`);
}

const tournamentsQueries = perDatabase((db) => ({
  coach: tournamentsQuery(db, 'coach'),
  player: tournamentsQuery(db, 'player'),
}));

/** GET /api/auth/getAllTournaments: the tournaments the caller reaches, newest first, or 'no records found'. */
export async function listTournaments(db: Db, caller: Caller): Promise<GetAllTournamentsReply> {
  const rows = await tournamentsQueries(db)[caller.kind].execute({
    who: callerId(caller),
  });
  if (rows.length === 0) return { res: NO_RECORDS };
  const res: Tournament[] = [];
  for (const row of rows) {
    let entry = res[res.length - 1];
    if (entry?.ID !== row.id) {
      entry = { ID: row.id, name: row.name, players: [] };
      res.push(entry);
    }
    if (row.player) entry.players.push(playerOut(row.player));
  }
  return { res };
}

function entryName(entry: string | { Player?: string | null }): string {
  return typeof entry === 'string' ? entry : (entry.Player ?? '');
}

/**
 * POST /api/auth/createTournament: a tournament of the calling coach with the named players, all
 * without a rank. Empty player entries are dropped; answers the new tournament.
 */
export async function createTournament(
  db: Db,
  caller: CoachCaller,
  body: CreateTournamentBody,
): Promise<Tournament> {
  const entries = body.players == null ? [] : Array.isArray(body.players) ? body.players : [body.players];
  const draft = tournamentDraft.safeParse({ name: body.name ?? '', players: entries.map(entryName) });
  if (!draft.success) throw appError(draftErrorCode(draft.error.issues[0]!));
  const { name, players } = draft.data;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tournaments).values({ coachId: caller.coachId, name }).returning();
    await tx
      .insert(tournamentPlayers)
      .values(players.map((player) => ({ tournamentId: row!.id, name: player })));
    return tournamentEntry(tx, row!);
  });
}

/** DELETE /api/auth/deleteTournament/{id}: the tournament with its players and matches. */
export async function deleteTournament(db: Db, caller: CoachCaller, id: number): Promise<void> {
  const gone = await db
    .delete(tournaments)
    .where(and(eq(tournaments.id, id), reachable(db, caller)))
    .returning({ id: tournaments.id });
  if (gone.length === 0) throw appError('tournament_not_found');
}

/**
 * PUT /api/auth/editTournamentPlayerDetails: renames a player and sets their rank (1 to the number
 * of players). Ranks are unique within a tournament: taking a rank another player holds gives that
 * player this player's former rank (N/A when it had none). Answers the whole tournament.
 */
export async function editTournamentPlayer(
  db: Db,
  caller: CoachCaller,
  body: EditTournamentPlayerBody,
): Promise<Tournament> {
  const rank = body.rank;
  if (rank === undefined || rank === NO_RANK) throw appError('rank_required');
  const name = body.name?.trim();
  if (name === '') throw appError('player_name_required');

  return db.transaction(async (tx) => {
    const found = await reachablePlayer(tx, caller, body.tpid);
    const tournament = await lockTournament(tx, caller, found.tournamentId);
    const roster = await tx
      .select()
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, tournament.id));
    const me = roster.find((p) => p.id === body.tpid);
    if (!me) throw appError('tournament_player_not_found');
    if (rank < 1 || rank > roster.length) throw appError('rank_out_of_range', { max: roster.length });

    if (name !== undefined && name !== me.name) {
      await tx.update(tournamentPlayers).set({ name }).where(eq(tournamentPlayers.id, me.id));
    }
    if (rank !== me.rank) {
      const holder = roster.find((p) => p.rank === rank);
      await setRanks(tx, [{ id: me.id, rank }, ...(holder ? [{ id: holder.id, rank: me.rank }] : [])]);
    }
    return tournamentEntry(tx, tournament);
  });
}

/**
 * DELETE /api/auth/deletePlayerFromTournament/{id}: removes the player and their matches in the
 * tournament. The players ranked below move up one place, so ranks stay 1..n without a gap.
 */
export async function deleteTournamentPlayer(db: Db, caller: CoachCaller, tpid: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await reachablePlayer(tx, caller, tpid);
    await lockTournament(tx, caller, found.tournamentId);
    const [gone] = await tx.delete(tournamentPlayers).where(eq(tournamentPlayers.id, tpid)).returning();
    if (!gone) throw appError('tournament_player_not_found');
    if (gone.rank !== null) {
      await tx
        .update(tournamentPlayers)
        .set({ rank: sql`${tournamentPlayers.rank} - 1` })
        .where(
          and(eq(tournamentPlayers.tournamentId, gone.tournamentId), gt(tournamentPlayers.rank, gone.rank)),
        );
    }
  });
}

const p1 = alias(tournamentPlayers, 'p1');
const p2 = alias(tournamentPlayers, 'p2');

function matchQuery(db: Conn) {
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
  };
}

/**
 * GET /api/auth/getAllTournamentMatches: every reachable tournament (newest first) with its
 * matches (oldest first); a tournament without matches comes with an empty MatchList.
 */
export async function listMatches(db: Db, caller: Caller): Promise<GetAllTournamentMatchesReply> {
  const rows = await db
    .select({ id: tournaments.id, name: tournaments.name })
    .from(tournaments)
    .where(reachable(db, caller))
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
 * tournament tid. A player id that is not in that tournament is 404, like any unreachable id.
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
      .values({ tournamentId: tournament.id, player1Id: player1, player2Id: player2 })
      .returning({ id: tournamentMatches.id });
    const [row] = await matchQuery(tx).where(eq(tournamentMatches.id, created!.id));
    return matchOut(row!);
  });
}

/**
 * PUT /api/auth/editTournamentMatch: saves the winner (winnerID = that player's PlayersID) and
 * applies the ranking rule of ranking.ts to the ranks as stored (p1Rank/p2Rank from the client are
 * not trusted). 400 when either player has no rank. Answers the match with the players' new ranks.
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
      .set({ winner, p1RankAfter: outcome.swappedTo?.p1 ?? null, p2RankAfter: outcome.swappedTo?.p2 ?? null })
      .where(eq(tournamentMatches.id, match.id));
    const [saved] = await matchQuery(tx).where(eq(tournamentMatches.id, match.id));
    return matchOut(saved!);
  });
}

/** DELETE /api/auth/deleteTournamentMatch/{id}: removes the match; ranks stay as they are. */
export async function deleteMatch(db: Db, caller: CoachCaller, id: number): Promise<void> {
  const inReach = db.select({ id: tournaments.id }).from(tournaments).where(reachable(db, caller));
  const gone = await db
    .delete(tournamentMatches)
    .where(and(eq(tournamentMatches.id, id), inArray(tournamentMatches.tournamentId, inReach)))
    .returning({ id: tournamentMatches.id });
  if (gone.length === 0) throw appError('tournament_match_not_found');
}
