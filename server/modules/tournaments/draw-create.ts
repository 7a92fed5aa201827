import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  COMPASS_SIZES,
  DRAW_ENTRANTS_MAX,
  DRAW_ENTRANTS_MIN,
  ROUND_ROBIN_ENTRANTS_MIN,
  type CreateDrawBody,
  type DrawView,
} from '../../../contract/tournaments/draws';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  players,
  rosterPlayers,
  tournamentDrawEntries,
  tournamentDrawMatchups,
  tournamentDraws,
  tournamentPlayers,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { coachedTeamOfType } from '../teams/team-access';
import { drawState, saveState } from './draw-results';
import { planDraw } from './draw-generate';
import { loadDrawView, reachableDraw, viewerOf } from './draw-rows';
import { drawChanged } from './draw-live';
import { lockTournament } from './tournament-access';

/** Making and removing a tournament's draw (issue 36); reading it. */

const newPublicToken = () => crypto.randomBytes(16).toString('base64url');

/** GET /api/auth/tournaments/{id}/draw: the draw of a reachable tournament; 404 when it has none. */
export async function readDraw(db: Db, caller: Caller, tournamentId: number): Promise<DrawView> {
  return loadDrawView(db, await reachableDraw(db, caller, tournamentId), viewerOf(caller));
}

/** An entrant of a draw: a tournament player, with a doubles pair's partner. */
type Entrant = { tp: number; partner: number | null };

const single = (tp: number): Entrant => ({ tp, partner: null });

/** The entrants, best seed first. */
async function entrantsOf(
  tx: Db,
  caller: CoachCaller,
  tournamentId: number,
  body: CreateDrawBody,
): Promise<Entrant[]> {
  if (body.pairs !== undefined) return pairsOf(tx, caller, tournamentId, body.pairs, body);
  return (await singlesOf(tx, caller, tournamentId, body)).map(single);
}

/** The team's players in ladder order (position, then who joined first). */
function ladderOf(tx: Db, teamId: number) {
  return tx
    .select({ playerId: players.id, first: players.firstName, last: players.lastName })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(eq(rosterPlayers.rosterId, teamId))
    .orderBy(
      sql`${rosterPlayers.position} asc nulls last`,
      asc(rosterPlayers.joinedAt),
      asc(rosterPlayers.id),
    );
}

type LadderPlayer = Awaited<ReturnType<typeof ladderOf>>[number];

/** Enters the team players in the tournament (those not yet in it); their tournament player rows. */
async function enterPlayers(tx: Db, tournamentId: number, list: LadderPlayer[]) {
  if (list.length === 0) return new Map<number, { id: number; rank: number | null }>();
  await tx
    .insert(tournamentPlayers)
    .values(list.map((p) => ({ tournamentId, playerId: p.playerId, name: `${p.first} ${p.last}`.trim() })))
    .onConflictDoNothing({ target: [tournamentPlayers.tournamentId, tournamentPlayers.playerId] });
  const entered = await tx
    .select({ id: tournamentPlayers.id, playerId: tournamentPlayers.playerId, rank: tournamentPlayers.rank })
    .from(tournamentPlayers)
    .where(
      and(
        eq(tournamentPlayers.tournamentId, tournamentId),
        inArray(
          tournamentPlayers.playerId,
          list.map((p) => p.playerId),
        ),
      ),
    );
  return new Map(entered.map((e) => [e.playerId!, { id: e.id, rank: e.rank }]));
}

/**
 * A doubles draw's pairs, checked before anything is written (400 with a code): each is two different
 * players of the coach's team, nobody in two pairs. Ordered by the seeding (contract createDrawBody).
 */
async function pairsOf(
  tx: Db,
  caller: CoachCaller,
  tournamentId: number,
  pairs: number[][],
  body: CreateDrawBody,
): Promise<Entrant[]> {
  if (pairs.length === 0) throw appError('draw_entrants_required');
  if (pairs.some((p) => p.length !== 2)) throw appError('draw_pair_shape');
  if (pairs.some(([a, b]) => a === b)) throw appError('draw_pair_same_player');
  const ids = pairs.flat();
  if (new Set(ids).size !== ids.length) throw appError('draw_pair_player_twice');
  if (body.team === undefined) throw appError('draw_roster_required');
  const team = await coachedTeamOfType(tx, caller, body.team);
  const ladder = await ladderOf(tx, team.id);
  // A player's ladder position: their place in the ladder order (1 is the top).
  const positionOf = new Map(ladder.map((p, i) => [p.playerId, i + 1]));
  if (ids.some((id) => !positionOf.has(id))) throw appError('draw_pair_not_on_team');
  const entered = await enterPlayers(
    tx,
    tournamentId,
    ladder.filter((p) => ids.includes(p.playerId)),
  );
  const keyed = pairs.map(([a, b], given) => {
    const [ra, rb] = [entered.get(a!)!, entered.get(b!)!];
    const scores =
      body.seeding === 'ladder'
        ? [positionOf.get(a!)!, positionOf.get(b!)!]
        : body.seeding === 'ranks'
          ? [ra.rank, rb.rank]
          : [0, 0];
    const unranked = scores.some((x) => x === null) ? 1 : 0;
    const [x, y] = scores.map((v) => v ?? 0) as [number, number];
    return { entrant: { tp: ra.id, partner: rb.id }, key: [unranked, x + y, Math.min(x, y), given] };
  });
  keyed.sort((p, q) => {
    for (let i = 0; i < p.key.length; i++) if (p.key[i] !== q.key[i]) return p.key[i]! - q.key[i]!;
    return 0;
  });
  return keyed.map((k) => k.entrant);
}

/** A singles draw's entrants, best seed first: tournament player ids. */
async function singlesOf(tx: Db, caller: CoachCaller, tournamentId: number, body: CreateDrawBody) {
  if (body.seeding === 'manual') {
    const wanted = [...new Set(body.entrants ?? [])];
    if (wanted.length === 0) throw appError('draw_entrants_required');
    const found = await tx
      .select({ id: tournamentPlayers.id })
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, tournamentId), inArray(tournamentPlayers.id, wanted)));
    if (found.length !== wanted.length) throw appError('tournament_player_not_found');
    return wanted;
  }
  if (body.seeding === 'ranks') {
    const rows = await tx
      .select({ id: tournamentPlayers.id })
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, tournamentId))
      .orderBy(sql`${tournamentPlayers.rank} asc nulls last`, asc(tournamentPlayers.id));
    return rows.map((r) => r.id);
  }
  // Ladder: the team's players in ladder order, entered in the tournament when they are not yet.
  if (body.team === undefined) throw appError('draw_roster_required');
  const team = await coachedTeamOfType(tx, caller, body.team);
  const ladder = await ladderOf(tx, team.id);
  const entered = await enterPlayers(tx, tournamentId, ladder);
  return ladder.map((p) => entered.get(p.playerId)!.id);
}

/**
 * POST /api/auth/tournaments/{id}/draw: generates the draw with tods-competition-factory (draw-generate.ts)
 * and stores it, byes decided at once; one transaction under the tournament's lock. 409 draw_exists when
 * the tournament has one.
 */
export async function createDraw(
  db: Db,
  caller: CoachCaller,
  tournamentId: number,
  body: CreateDrawBody,
): Promise<DrawView> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, caller, tournamentId);
    const [existing] = await tx
      .select({ id: tournamentDraws.id })
      .from(tournamentDraws)
      .where(eq(tournamentDraws.tournamentId, tournament.id));
    if (existing) throw appError('draw_exists');
    const entrants = await entrantsOf(tx, caller, tournament.id, body);
    const min = body.drawType === 'round_robin' ? ROUND_ROBIN_ENTRANTS_MIN : DRAW_ENTRANTS_MIN;
    // A compass draw is at most 32 (its largest size); the others take up to DRAW_ENTRANTS_MAX.
    const max = body.drawType === 'compass' ? Math.max(...COMPASS_SIZES) : DRAW_ENTRANTS_MAX;
    if (entrants.length < min || entrants.length > max) throw appError('draw_entrants_count', { min, max });
    const plan = planDraw({
      drawType: body.drawType,
      entrants: entrants.length,
      seedsCount: body.seedsCount,
      groupSize: body.groupSize,
    });
    const [draw] = await tx
      .insert(tournamentDraws)
      .values({
        tournamentId: tournament.id,
        drawType: body.drawType,
        seeding: body.seeding,
        matchFormat: tournament.matchFormat,
        structureNames: plan.structures.map((s) => s.name),
        publicToken: newPublicToken(),
        doubles: body.pairs !== undefined,
      })
      .returning();
    const entries = await tx
      .insert(tournamentDrawEntries)
      .values(
        plan.entries.map((e) => ({
          drawId: draw!.id,
          tournamentPlayerId: entrants[e.entrant]!.tp,
          partnerTournamentPlayerId: entrants[e.entrant]!.partner,
          seed: e.seed,
          structure: e.structure,
          drawPosition: e.drawPosition,
        })),
      )
      .returning({
        id: tournamentDrawEntries.id,
        tournamentPlayerId: tournamentDrawEntries.tournamentPlayerId,
      });
    const entryOf = new Map(entries.map((e) => [e.tournamentPlayerId, e.id]));
    const slot = (s: { entrant: number | null; bye: boolean }) =>
      s.entrant === null ? null : entryOf.get(entrants[s.entrant]!.tp)!;
    const inserted = await tx
      .insert(tournamentDrawMatchups)
      .values(
        plan.matchups.map((m) => ({
          drawId: draw!.id,
          structure: m.structure,
          round: m.round,
          position: m.position,
          side1EntryId: slot(m.sides[0]),
          side2EntryId: slot(m.sides[1]),
          side1Bye: m.sides[0].bye,
          side2Bye: m.sides[1].bye,
          loserFirstMatchOnly: m.loserFirstMatchOnly,
        })),
      )
      .returning({ id: tournamentDrawMatchups.id });
    const idOf = new Map(plan.matchups.map((m, i) => [m.key, inserted[i]!.id]));
    await linkMatchups(
      tx,
      plan.matchups.flatMap((m, i) =>
        m.winnerTo || m.loserTo
          ? [
              {
                id: inserted[i]!.id,
                winnerToId: m.winnerTo ? idOf.get(m.winnerTo.key)! : null,
                winnerToSide: m.winnerTo?.side ?? null,
                loserToId: m.loserTo ? idOf.get(m.loserTo.key)! : null,
                loserToSide: m.loserTo?.side ?? null,
              },
            ]
          : [],
      ),
    );
    const state = await drawState(tx, draw!.id);
    state.settleByes();
    await saveState(tx, state);
    return loadDrawView(tx, draw!, { kind: 'coach' });
  });
}

type LinkRow = {
  id: number;
  winnerToId: number | null;
  winnerToSide: number | null;
  loserToId: number | null;
  loserToSide: number | null;
};

/** Sets every match's links in one statement. */
export async function linkMatchups(tx: Db, rows: LinkRow[]) {
  if (rows.length === 0) return;
  const column = (pick: (r: LinkRow) => number | null) =>
    sql`case ${tournamentDrawMatchups.id} ${sql.join(
      rows.map((r) => sql`when ${r.id}::integer then ${pick(r)}::integer`),
      sql` `,
    )} end`;
  await tx
    .update(tournamentDrawMatchups)
    .set({
      winnerToId: column((r) => r.winnerToId),
      winnerToSide: column((r) => r.winnerToSide),
      loserToId: column((r) => r.loserToId),
      loserToSide: column((r) => r.loserToSide),
    })
    .where(
      inArray(
        tournamentDrawMatchups.id,
        rows.map((r) => r.id),
      ),
    );
}

/** DELETE /api/auth/tournaments/{id}/draw: removes the draw; the tournament, its players and matches stay. */
export async function deleteDraw(db: Db, caller: CoachCaller, tournamentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, caller, tournamentId);
    const [draw] = await tx
      .select({ id: tournamentDraws.id })
      .from(tournamentDraws)
      .where(eq(tournamentDraws.tournamentId, tournament.id));
    if (!draw) throw appError('draw_not_found');
    // Announced first: at the commit its public streams end and a signed-in page reads again (no draw).
    await drawChanged(tx, draw.id);
    await tx.delete(tournamentDraws).where(eq(tournamentDraws.id, draw.id));
  });
}
