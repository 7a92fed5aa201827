import { and, eq } from 'drizzle-orm';
import { MAX_POSITION } from '../../../contract/ladder';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { rosterPlayers, teamRosters, type LadderMove } from '../../db/schema/index';
import { appError } from '../../errors';
import {
  ladderTransaction,
  lockLadders,
  memberOfTeam,
  membershipOn,
  memberships,
  moveAndRecord,
} from './ladder-moves';
import { closeGapMoves, insertMoves, swapMoves } from './ladder-rules';
import { coachedTeam, coachedTeamOfType, coachesTeam } from '../teams/team-access';

/** A coach's moves on the Ladder page: place, insert, swap, remove. Each is one recorded change. */

/**
 * POST /api/auth/roster/isAbleToSwitch: whether `position` on the coach's team of type `teamType`
 * is free for membership `rosterPlayerId` (free, or held by that same membership).
 */
export async function isAbleToSwitch(
  db: Db,
  caller: CoachCaller,
  input: { position: number; teamType: number; rosterPlayerId: number },
): Promise<boolean> {
  const target = await coachedTeamOfType(db, caller, input.teamType);
  const [member] = await db
    .select({ id: rosterPlayers.id })
    .from(rosterPlayers)
    .innerJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(and(eq(rosterPlayers.id, input.rosterPlayerId), coachesTeam(caller)));
  if (!member) throw appError('player_not_on_team');
  const [holder] = await db
    .select({ id: rosterPlayers.id })
    .from(rosterPlayers)
    .where(and(eq(rosterPlayers.rosterId, target.id), eq(rosterPlayers.position, input.position)));
  return !holder || holder.id === member.id;
}

/**
 * PUT /api/auth/roster/updatePosition: moves a player to a free position on one of the coach's
 * teams (409 when it is taken). Leaving a team closes the gap there, as a removal does; a move
 * within a team leaves the old place empty, because the coach chose both places. Recorded as a
 * 'coach-move' change; moving a player to where they already are changes nothing.
 */
export async function updatePosition(
  db: Db,
  caller: CoachCaller,
  input: { playerId: number; rosterPlayerId: number; rosterId: number; teamType: number; position: number },
): Promise<void> {
  const source = await coachedTeam(db, caller, input.rosterId);
  const target = await coachedTeamOfType(db, caller, input.teamType);
  await ladderTransaction(db, async (tx) => {
    await lockLadders(tx, [source.id, target.id]);
    const member = await membershipOn(tx, input);
    if (member.rosterId === target.id && member.position === input.position) return;
    const [holder] = await tx
      .select({ id: rosterPlayers.id })
      .from(rosterPlayers)
      .where(and(eq(rosterPlayers.rosterId, target.id), eq(rosterPlayers.position, input.position)));
    if (holder) throw appError('position_taken');
    const moves: LadderMove[] = [
      {
        rosterPlayerId: member.rosterPlayerId,
        playerId: member.playerId,
        fromRosterId: source.id,
        fromPosition: member.position,
        toRosterId: target.id,
        toPosition: input.position,
      },
    ];
    if (target.id !== source.id) {
      const rest = (await memberships(tx, [source.id])).filter(
        (m) => m.rosterPlayerId !== member.rosterPlayerId,
      );
      moves.push(...closeGapMoves(rest, source.id, member.position));
    }
    await moveAndRecord(tx, {
      rosterId: source.id,
      reason: 'coach-move',
      actorCoachId: caller.coachId,
      moves,
    });
  });
}

/**
 * PUT /api/auth/roster/insertPosition: "move to place N" within the player's team: the player takes
 * the place and the players in between shift one place (insertMoves), in one transaction, recorded
 * as one 'coach-move' change that one undo reverses. 409 when the place is past the ladder's end or
 * the ladder has no room below it; nothing changes when the player is there already.
 */
export async function insertAtPosition(
  db: Db,
  caller: CoachCaller,
  input: { rosterId: number; rosterPlayerId: number; position: number },
): Promise<void> {
  await coachMoveOnTeam(db, caller, input.rosterId, async (tx, teamId) => {
    const member = await memberOfTeam(tx, teamId, input.rosterPlayerId);
    const moves = insertMoves(await memberships(tx, [teamId]), member, input.position, MAX_POSITION);
    if (moves === 'past-end') throw appError('insert_past_end');
    if (moves === 'full') throw appError('ladder_full');
    return moves;
  });
}

/**
 * PUT /api/auth/roster/swapPositions: two players of one of the coach's teams exchange places, in
 * one transaction, recorded as one 'coach-move' change. 400 for a player swapped with themselves,
 * 404 when either is not on the team.
 */
export async function swapPositions(
  db: Db,
  caller: CoachCaller,
  input: { rosterId: number; rosterPlayerId: number; otherRosterPlayerId: number },
): Promise<void> {
  if (input.rosterPlayerId === input.otherRosterPlayerId) throw appError('swap_with_self');
  await coachMoveOnTeam(db, caller, input.rosterId, async (tx, teamId) => {
    const a = await memberOfTeam(tx, teamId, input.rosterPlayerId);
    const b = await memberOfTeam(tx, teamId, input.otherRosterPlayerId);
    return a.position === b.position ? [] : swapMoves(a, b);
  });
}

/**
 * A coach's reordering of one of their teams: the moves `plan` works out under the team's ladder
 * lock are applied in one transaction and recorded as one 'coach-move' change (one undo reverses
 * them); no moves, no change.
 */
async function coachMoveOnTeam(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  plan: (tx: Db, teamId: number) => Promise<LadderMove[]>,
): Promise<void> {
  const team = await coachedTeam(db, caller, rosterId);
  await ladderTransaction(db, async (tx) => {
    await lockLadders(tx, [team.id]);
    const moves = await plan(tx, team.id);
    if (moves.length === 0) return;
    await moveAndRecord(tx, {
      rosterId: team.id,
      reason: 'coach-move',
      actorCoachId: caller.coachId,
      moves,
    });
  });
}

/**
 * DELETE /api/auth/roster/deletePlayer: takes a player off the team (their account stays); everyone
 * placed below moves up one. Recorded as a 'removed' change, so the coach can undo it.
 */
export async function deletePlayer(
  db: Db,
  caller: CoachCaller,
  input: { rosterId: number; playerId: number; rosterPlayerId: number },
): Promise<void> {
  const team = await coachedTeam(db, caller, input.rosterId);
  await ladderTransaction(db, async (tx) => {
    await lockLadders(tx, [team.id]);
    const member = await membershipOn(tx, input);
    const rest = (await memberships(tx, [team.id])).filter((m) => m.rosterPlayerId !== member.rosterPlayerId);
    const moves: LadderMove[] = [
      {
        rosterPlayerId: member.rosterPlayerId,
        playerId: member.playerId,
        fromRosterId: team.id,
        fromPosition: member.position,
        toRosterId: null,
        toPosition: null,
      },
      ...closeGapMoves(rest, team.id, member.position),
    ];
    await moveAndRecord(tx, {
      rosterId: team.id,
      reason: 'removed',
      actorCoachId: caller.coachId,
      moves,
    });
  });
}
