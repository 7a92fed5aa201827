import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  NO_RANK,
  NO_RECORDS,
  draftErrorCode,
  tournamentDraft,
  type CreateTournamentBody,
  type EditTournamentPlayerBody,
  type GetAllTournamentsReply,
  type Tournament,
} from '../../../contract/tournaments';
import { callerId, type Caller, type CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import { tournamentDrawEntries, tournamentPlayers, tournaments } from '../../db/schema/index';
import { appError } from '../../errors';
import {
  inSeason,
  lockTournament,
  ofTeam,
  reachable,
  reachableBy,
  reachablePlayer,
} from './tournament-access';

/** Tournaments and their players: the list, creating and deleting one, a player's rank and removal. */

export type PlayerRow = typeof tournamentPlayers.$inferSelect;

export const rankOut = (rank: number | null) => rank ?? NO_RANK;

const playerOut = (p: PlayerRow) => ({ PlayersID: p.id, players: p.name, rank: rankOut(p.rank) });

// Ranked players first, best rank first; unranked ones after, in the order they were entered.
const playerOrder = [sql`${tournamentPlayers.rank} asc nulls last`, asc(tournamentPlayers.id)];

async function tournamentEntry(
  db: Db,
  row: { id: number; name: string; matchFormat: string | null },
): Promise<Tournament> {
  const list = await db
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, row.id))
    .orderBy(...playerOrder);
  return { ID: row.id, name: row.name, players: list.map(playerOut), MatchFormat: row.matchFormat };
}

/** Sets several players' ranks in one statement (the unique rank is checked at its end, so swaps pass). */
export async function setRanks(tx: Db, changes: Array<{ id: number; rank: number | null }>) {
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
 * The tournaments `where` finds with their players, in one statement (a frequent read): newest
 * tournament first, players in playerOrder; a tournament without players has one row without a
 * player.
 */
function tournamentsQuery(db: Db, where: SQL) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      matchFormat: tournaments.matchFormat,
      player: tournamentPlayers,
    })
    .from(tournaments)
    .leftJoin(tournamentPlayers, eq(tournamentPlayers.tournamentId, tournaments.id))
    .where(where)
    .orderBy(desc(tournaments.id), ...playerOrder);
}

type TournamentRow = Awaited<ReturnType<typeof tournamentsQuery>>[number];

/** The rows of tournamentsQuery as the list answers them, each tournament once with its players. */
function tournamentList(rows: readonly TournamentRow[]): Tournament[] {
  const res: Tournament[] = [];
  for (const row of rows) {
    let entry = res[res.length - 1];
    if (entry?.ID !== row.id) {
      entry = { ID: row.id, name: row.name, players: [], MatchFormat: row.matchFormat };
      res.push(entry);
    }
    if (row.player) entry.players.push(playerOut(row.player));
  }
  return res;
}

/** The current season's tournaments a caller reaches: prepared once per database and caller kind. */
const tournamentsQueries = perDatabase((db) => ({
  coach: tournamentsQuery(
    db,
    and(reachableBy(db, 'coach', sql.placeholder('who')), inSeason(undefined))!,
  ).prepare('all_tournaments_coach'),
  player: tournamentsQuery(
    db,
    and(reachableBy(db, 'player', sql.placeholder('who')), inSeason(undefined))!,
  ).prepare('all_tournaments_player'),
}));

/**
 * GET /api/auth/getAllTournaments: the tournaments the caller reaches, newest first, or 'no
 * records found': the current season's, or with `?season=` an archived season's (issue 37).
 */
export async function listTournaments(
  db: Db,
  caller: Caller,
  seasonId?: number,
): Promise<GetAllTournamentsReply> {
  const rows =
    seasonId === undefined
      ? await tournamentsQueries(db)[caller.kind].execute({ who: callerId(caller) })
      : await tournamentsQuery(db, and(reachable(db, caller), inSeason(seasonId))!);
  if (rows.length === 0) return { res: NO_RECORDS };
  return { res: tournamentList(rows) };
}

/**
 * The tournaments of a team (its school's administrator's read, issue 32; the asking module checked
 * the team), newest first, with their players in rank order, as the list answers them.
 */
export async function teamTournaments(db: Db, rosterId: number): Promise<Tournament[]> {
  return tournamentList(await tournamentsQuery(db, ofTeam(db, rosterId)));
}

function entryName(entry: string | { Player?: string | null }): string {
  return typeof entry === 'string' ? entry : (entry.Player ?? '');
}

/**
 * POST /api/auth/createTournament: a tournament of the calling coach with the named players, all
 * without a rank, and the format its matches get (matchFormat, optional). Empty player entries are
 * dropped; answers the new tournament.
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
    const [row] = await tx
      .insert(tournaments)
      .values({ coachId: caller.coachId, name, matchFormat: body.matchFormat ?? null })
      .returning();
    await tx
      .insert(tournamentPlayers)
      .values(players.map((player) => ({ tournamentId: row!.id, name: player })));
    return tournamentEntry(tx, row!);
  });
}

/** DELETE /api/auth/deleteTournament/{id}: the tournament with its players and matches. */
export async function deleteTournament(db: Db, caller: CoachCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTournament(tx, caller, id);
    await tx.delete(tournaments).where(eq(tournaments.id, id));
  });
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
    // A player in the tournament's draw (issue 36) stays while the draw does: removing them would take
    // their matches out of the bracket.
    const [entered] = await tx
      .select({ id: tournamentDrawEntries.id })
      .from(tournamentDrawEntries)
      .where(eq(tournamentDrawEntries.tournamentPlayerId, tpid))
      .limit(1);
    const [partner] = await tx
      .select({ id: tournamentDrawEntries.id })
      .from(tournamentDrawEntries)
      .where(eq(tournamentDrawEntries.partnerTournamentPlayerId, tpid))
      .limit(1);
    if (entered || partner) throw appError('draw_player_entered');
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
