import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tournamentMatches, tournamentPlayers, tournaments } from '../db/schema/index';

/**
 * A tournament of a coach with the given players; `ranks` gives each player's rank in the same
 * order (null or absent: no rank). Answers the tournament and its players in entry order.
 */
export async function createTournament(
  db: Db,
  coachId: number,
  opts: { name?: string; players?: string[]; ranks?: Array<number | null> } = {},
) {
  const names = opts.players ?? ['Ann Lee', 'Bo Chen', 'Cy Diaz'];
  const [tournament] = await db
    .insert(tournaments)
    .values({ coachId, name: opts.name ?? 'Spring Open' })
    .returning();
  if (names.length > 0)
    await db
      .insert(tournamentPlayers)
      .values(
        names.map((name, i) => ({ tournamentId: tournament!.id, name, rank: opts.ranks?.[i] ?? null })),
      );
  const players = await db
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, tournament!.id))
    .orderBy(asc(tournamentPlayers.id));
  return { ...tournament!, players };
}

/** A match between two players of a tournament, with no winner unless one is given. */
export async function createTournamentMatch(
  db: Db,
  tournamentId: number,
  player1Id: number,
  player2Id: number,
  winner: 1 | 2 | null = null,
) {
  const [match] = await db
    .insert(tournamentMatches)
    .values({ tournamentId, player1Id, player2Id, winner })
    .returning();
  return match!;
}

/** Rank of each player of a tournament by name (null: no rank). */
export async function ranksByName(db: Db, tournamentId: number): Promise<Record<string, number | null>> {
  const rows = await db
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, tournamentId));
  return Object.fromEntries(rows.map((r) => [r.name, r.rank]));
}
