import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { ladderChangeTeams, ladderChanges, players, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { recordLadderChange } from './ladder-history';
import { applyMoves, ladderTransaction, lockLadders, memberships } from './ladder-moves';
import { inverseMoves, touchedRosters, undoBlocker } from './ladder-rules';
import { coachedTeamOfType, coachesTeam } from '../teams/team-access';

/** The coach's undo: any recorded ladder change (coach move, removal, challenge result), newest first. */

/** The team's newest change that can still be undone (undo records themselves are not undone). */
async function latestUndoable(tx: Db, rosterId: number) {
  const [row] = await tx
    .select({ change: ladderChanges })
    .from(ladderChangeTeams)
    .innerJoin(ladderChanges, eq(ladderChanges.id, ladderChangeTeams.changeId))
    .where(
      and(
        eq(ladderChangeTeams.rosterId, rosterId),
        ne(ladderChanges.reason, 'undo'),
        isNull(ladderChanges.undoneAt),
      ),
    )
    .orderBy(desc(ladderChangeTeams.changeId))
    .limit(1);
  return row?.change;
}

/**
 * POST /api/auth/ladder-changes/undo: undoes the team's latest change that is not undone yet, by
 * putting every membership it moved back where it was (a removed player is put back on the team,
 * with the same SchoolTeamPlayerID), in one transaction, recorded as an 'undo' change. Repeated
 * undos walk back through the history. 409 when the ladder changed since in a way that makes it
 * impossible, or when the change also touched a team the coach does not coach. Returns the id of
 * the change undone.
 */
export async function undoLatestChange(db: Db, caller: CoachCaller, teamType: number): Promise<number> {
  const team = await coachedTeamOfType(db, caller, teamType);
  return ladderTransaction(db, async (tx) => {
    const candidate = await latestUndoable(tx, team.id);
    if (!candidate) throw appError('nothing_to_undo');
    const rosterIds = [...new Set([team.id, ...touchedRosters(candidate.moves)])];
    await lockLadders(tx, rosterIds);
    // Another undo may have won the lock first: the change must still be the latest.
    const change = await latestUndoable(tx, team.id);
    if (change?.id !== candidate.id) throw appError('ladder_changed');

    const coached = await tx
      .select({ id: teamRosters.id })
      .from(teamRosters)
      .where(and(inArray(teamRosters.id, rosterIds), coachesTeam(caller)));
    if (coached.length !== rosterIds.length) throw appError('undo_other_team');

    const playerIds = [...new Set(change.moves.map((m) => m.playerId))];
    const current = await memberships(tx, rosterIds, playerIds);
    const existing = await tx.select({ id: players.id }).from(players).where(inArray(players.id, playerIds));
    const blocker = undoBlocker(change.moves, current, new Set(existing.map((p) => p.id)));
    if (blocker?.kind === 'moved') {
      throw appError('undo_player_moved');
    }
    if (blocker?.kind === 'occupied') {
      throw appError('undo_place_taken');
    }

    const undo = inverseMoves(change.moves);
    const returning = change.moves.filter((m) => m.toRosterId === null);
    if (returning.length > 0) {
      await tx
        .insert(rosterPlayers)
        .overridingSystemValue()
        .values(
          returning.map((m) => ({
            id: m.rosterPlayerId,
            rosterId: m.fromRosterId,
            playerId: m.playerId,
            position: m.fromPosition,
          })),
        );
    }
    await applyMoves(
      tx,
      undo.filter((m) => !returning.some((r) => r.rosterPlayerId === m.rosterPlayerId)),
    );
    await tx.update(ladderChanges).set({ undoneAt: new Date() }).where(eq(ladderChanges.id, change.id));
    await recordLadderChange(tx, {
      rosterId: team.id,
      reason: 'undo',
      actorCoachId: caller.coachId,
      moves: undo,
    });
    return change.id;
  });
}
