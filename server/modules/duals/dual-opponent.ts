import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { opponentLineupBody } from '../../../contract/duals';
import { dualLines as formatLines, lineSize } from '../../../contract/lineup-format';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { dualLineupSlots, duals, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachedTeam, coachedTeamOfType } from '../ladder/team-access';
import { resyncDualResults } from './dual-line-results';
import { scoringView } from './dual-scoring-view';
import { coachSeat, isLinked, lockDual, type DualRow } from './dual-seat';

/**
 * The opponent's side of a dual (issue 20): its lineup (names the dual's coach types, or the linked team's
 * players entered and published by its own coach) and the invitation of an opponent school of this
 * Courtside. Until a coach of the invited school accepts, the dual is its team's alone: the invited school's
 * coaches see only the invitation, everyone else nothing.
 */

/** An open invitation to the caller's school, locked when asked; 404 for any other dual. */
async function openInvitation(db: Db, caller: CoachCaller, dualId: number, lock = false): Promise<DualRow> {
  const query = db
    .select()
    .from(duals)
    .where(and(eq(duals.id, dualId), eq(duals.opponentSchoolId, caller.schoolId)));
  const [dual] = lock ? await query.for('update') : await query;
  if (!dual || dual.invitation === 'none') throw appError('dual_not_found');
  if (dual.invitation !== 'invited') throw appError('dual_invitation_not_open');
  return dual;
}

/**
 * POST /api/auth/duals/{id}/invitation: the dual's coach invites its opponent school (a school of this
 * Courtside, chosen on the dual) to link a team; from now on that school's coaches see the invitation.
 * Inviting again while invited or linked changes nothing; a declined invitation may be sent again.
 */
export async function inviteOpponent(db: Db, caller: CoachCaller, dualId: number) {
  const seat = await coachSeat(db, caller, dualId);
  if (seat.side !== 1) throw appError('dual_not_found');
  if (seat.dual.opponentSchoolId === null) throw appError('dual_no_opponent_school');
  await db
    .update(duals)
    .set({ invitation: 'invited', updatedAt: new Date() })
    .where(and(eq(duals.id, dualId), inArray(duals.invitation, ['none', 'declined'])));
  return scoringView(db, seat, dualId);
}

/**
 * POST /api/auth/duals/{id}/invitation/accept: a coach of the invited school links one of the teams they
 * coach (`rosterId`, or their team of the dual's team's level). Names typed for the opponent's lineup are
 * dropped: the linked coach enters and publishes their own.
 */
export async function acceptInvitation(db: Db, caller: CoachCaller, dualId: number, rosterId?: number) {
  const invited = await openInvitation(db, caller, dualId);
  let teamId: number;
  if (rosterId !== undefined) teamId = (await coachedTeam(db, caller, rosterId)).id;
  else {
    const [own] = await db
      .select({ teamType: teamRosters.teamType })
      .from(teamRosters)
      .where(eq(teamRosters.id, invited.rosterId));
    teamId = (await coachedTeamOfType(db, caller, own!.teamType)).id;
  }
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await openInvitation(tx, caller, dualId, true);
    await tx
      .delete(dualLineupSlots)
      .where(and(eq(dualLineupSlots.dualId, dualId), eq(dualLineupSlots.side, 2)));
    await tx
      .update(duals)
      .set({
        invitation: 'accepted',
        opponentRosterId: teamId,
        opponentPublishedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(duals.id, dualId));
    await resyncDualResults(tx, dualId);
  });
  return scoringView(db, { side: 2, coach: true }, dualId);
}

/** POST /api/auth/duals/{id}/invitation/decline: the dual stays its team's, against the opponent's name. */
export async function declineInvitation(db: Db, caller: CoachCaller, dualId: number) {
  await openInvitation(db, caller, dualId);
  await db
    .update(duals)
    .set({ invitation: 'declined', updatedAt: new Date() })
    .where(and(eq(duals.id, dualId), eq(duals.invitation, 'invited')));
  return { id: dualId, invitation: 'declined' as const };
}

/**
 * PUT /api/auth/duals/{id}/opponent-lineup: side 2's lineup, replaced whole. The dual's coach types names
 * while the opponent is not linked (409 dual_opponent_linked after); the linked team's coach places their
 * own roster's players (or names). Lines must be the format's, each with its number of places.
 */
export async function saveOpponentLineup(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  body: z.output<typeof opponentLineupBody>,
) {
  const seat = await coachSeat(db, caller, dualId);
  const linked = isLinked(seat.dual);
  if (seat.side === 1 && linked) throw appError('dual_opponent_linked');
  const lines = new Set(formatLines(seat.dual.format).map((l) => l.line));
  const seen = new Set<string>();
  for (const l of body.lineup) {
    if (!lines.has(l.line) || seen.has(l.line) || l.players.length !== lineSize(l.line))
      throw appError('lineup_wrong_lines');
    seen.add(l.line);
  }
  const ids = body.lineup.flatMap((l) => l.players.flatMap((p) => (p && 'id' in p ? [p.id] : [])));
  if (ids.length > 0) {
    const rosterId = seat.side === 2 ? seat.dual.opponentRosterId : null;
    const onTeam =
      rosterId === null
        ? []
        : await db
            .select({ id: rosterPlayers.playerId })
            .from(rosterPlayers)
            .where(and(eq(rosterPlayers.rosterId, rosterId), inArray(rosterPlayers.playerId, ids)));
    if (new Set(onTeam.map((r) => r.id)).size !== new Set(ids).size)
      throw appError('lineup_player_not_on_team');
  }
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockDual(tx, dualId);
    await tx
      .delete(dualLineupSlots)
      .where(and(eq(dualLineupSlots.dualId, dualId), eq(dualLineupSlots.side, 2)));
    const slots = body.lineup.flatMap((l) =>
      l.players.flatMap((p, slot) =>
        p === null
          ? []
          : [
              {
                dualId,
                side: 2,
                line: l.line,
                slot,
                playerId: 'id' in p ? p.id : null,
                playerName: 'name' in p ? p.name : null,
              },
            ],
      ),
    );
    if (slots.length > 0) await tx.insert(dualLineupSlots).values(slots);
    await resyncDualResults(tx, dualId);
  });
  return scoringView(db, seat, dualId);
}

/** POST /api/auth/duals/{id}/opponent-lineup/publish: the linked team's coach publishes their lineup. */
export async function publishOpponentLineup(db: Db, caller: CoachCaller, dualId: number) {
  const seat = await coachSeat(db, caller, dualId);
  if (seat.side !== 2) throw appError('dual_not_linked');
  await db
    .update(duals)
    .set({ opponentPublishedAt: new Date(), updatedAt: new Date() })
    .where(eq(duals.id, dualId));
  return scoringView(db, seat, dualId);
}
