import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { opponentLineupBody } from '../../../contract/duals';
import { dualLines as formatLines, lineSize } from '../../../contract/duals';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { dualLineupSlots, duals, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachedTeam, coachedTeamOfType, findCoachedTeamOfType } from '../teams/team-access';
import { teamDefaultLineupRule } from '../teams/team-lineup-rule';
import { maySeeSchoolContacts } from '../outreach/contacts-access';
import { resyncDualResults } from './dual-line-results';
import { dualChanged } from './dual-live';
import { publishableViolations, type PreviousLineup } from './dual-publish';
import { rosterEntries, slotsOf } from './dual-rows';
import { presentScoring } from './dual-view';
import { refuseLockedLineup } from './dual-lock';
import { dualAccess, isLinked, lockDual, type DualRow } from './dual-access';

/**
 * The opponent's side of a dual (issue 20): its lineup (names the dual's coach types, or the linked team's
 * players entered and published by its own coach) and the invitation of an opponent school of this
 * Courtside. Until a coach of the invited school accepts, the dual is its team's alone: the invited school's
 * coaches see only the invitation, everyone else nothing.
 */

/**
 * An open invitation the caller may answer, locked until the commit: a dual whose opponent school is the
 * caller's, and a caller the school accepted (outreach/contacts-access.ts, the rule of the parents' lists)
 * who coaches a team of the dual team's level. 404 for any other dual or caller, 409 once it is answered.
 */
async function openInvitation(tx: Db, caller: CoachCaller, dualId: number): Promise<DualRow> {
  const [row] = await tx
    .select({ dual: duals, teamType: teamRosters.teamType })
    .from(duals)
    .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
    .where(and(eq(duals.id, dualId), eq(duals.opponentSchoolId, caller.schoolId)))
    .for('update', { of: duals });
  if (!row || row.dual.invitation === 'none') throw appError('dual_not_found');
  if (!(await mayAnswerInvitations(tx, caller, row.teamType))) throw appError('dual_not_found');
  if (row.dual.invitation !== 'invited') throw appError('dual_invitation_not_open');
  return row.dual;
}

/** An accepted coach of the school with a team of that level may see and answer its invitations. */
async function mayAnswerInvitations(db: Db, caller: CoachCaller, teamType: number): Promise<boolean> {
  return (
    (await maySeeSchoolContacts(db, caller)) &&
    (await findCoachedTeamOfType(db, caller, teamType)) !== undefined
  );
}

/**
 * POST /api/auth/duals/{id}/invitation: the dual's coach invites its opponent school (a school of this
 * Courtside, chosen on the dual) to link a team; from now on that school's accepted coaches of a team of the
 * dual's level see the invitation. Inviting again while invited or linked changes nothing; a declined
 * invitation may be sent again.
 */
export async function inviteOpponent(db: Db, caller: CoachCaller, dualId: number, base: string) {
  const seat = await dualAccess(db, caller, dualId, { coach: true });
  if (seat.side !== 1) throw appError('dual_not_found');
  if (seat.dual.opponentSchoolId === null) throw appError('dual_no_opponent_school');
  await db
    .update(duals)
    .set({ invitation: 'invited', updatedAt: new Date() })
    .where(and(eq(duals.id, dualId), inArray(duals.invitation, ['none', 'declined'])));
  return presentScoring(db, seat, dualId, base);
}

/**
 * POST /api/auth/duals/{id}/invitation/accept: a coach of the invited school links one of the teams they
 * coach of the dual team's level (`rosterId`, or their first such team; 400 dual_team_wrong_level for a team
 * of another level). Names typed for the opponent's lineup are dropped: the linked coach enters and publishes
 * their own. Everything is decided on the dual's locked row, so of two coaches accepting at once one links.
 */
export async function acceptInvitation(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  rosterId: number | undefined,
  base: string,
) {
  await db.transaction(async (tx) => {
    const invited = await openInvitation(tx, caller, dualId);
    const [own] = await tx
      .select({ teamType: teamRosters.teamType })
      .from(teamRosters)
      .where(eq(teamRosters.id, invited.rosterId));
    const team =
      rosterId === undefined
        ? await coachedTeamOfType(tx, caller, own!.teamType)
        : await coachedTeam(tx, caller, rosterId);
    if (team.teamType !== own!.teamType) throw appError('dual_team_wrong_level');
    await tx
      .delete(dualLineupSlots)
      .where(and(eq(dualLineupSlots.dualId, dualId), eq(dualLineupSlots.side, 2)));
    await tx
      .update(duals)
      .set({
        invitation: 'accepted',
        opponentRosterId: team.id,
        acceptedBy: caller.coachId,
        opponentPublishedAt: null,
        opponentPublishReason: null,
        opponentPublishViolations: null,
        updatedAt: new Date(),
      })
      .where(eq(duals.id, dualId));
    await resyncDualResults(tx, dualId);
  });
  return presentScoring(db, { side: 2, coach: true }, dualId, base);
}

/** POST /api/auth/duals/{id}/invitation/decline: the dual stays its team's, against the opponent's name. */
export async function declineInvitation(db: Db, caller: CoachCaller, dualId: number) {
  await db.transaction(async (tx) => {
    await openInvitation(tx, caller, dualId);
    await tx.update(duals).set({ invitation: 'declined', updatedAt: new Date() }).where(eq(duals.id, dualId));
  });
  return { id: dualId, invitation: 'declined' as const };
}

/**
 * POST /api/auth/duals/{id}/invitation/unlink: the dual's coach withdraws an open invitation or unlinks the
 * team that accepted it (a coach they do not know, the wrong team). The linked side's lineup and publication
 * go; the dual is its team's alone again and may be invited again. Nothing to unlink changes nothing.
 */
export async function unlinkOpponent(db: Db, caller: CoachCaller, dualId: number, base: string) {
  const seat = await dualAccess(db, caller, dualId, { coach: true });
  if (seat.side !== 1) throw appError('dual_not_found');
  await db.transaction(async (tx) => {
    const dual = await lockDual(tx, dualId);
    if (dual.invitation !== 'invited' && dual.invitation !== 'accepted') return;
    await tx
      .delete(dualLineupSlots)
      .where(and(eq(dualLineupSlots.dualId, dualId), eq(dualLineupSlots.side, 2)));
    await tx
      .update(duals)
      .set({
        invitation: 'none',
        opponentRosterId: null,
        acceptedBy: null,
        opponentPublishedAt: null,
        opponentPublishReason: null,
        opponentPublishViolations: null,
        updatedAt: new Date(),
      })
      .where(eq(duals.id, dualId));
    await resyncDualResults(tx, dualId);
  });
  return presentScoring(db, seat, dualId, base);
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
  base: string,
  now: Date,
) {
  const seat = await dualAccess(db, caller, dualId, { coach: true });
  const lines = new Set(formatLines(seat.dual.format).map((l) => l.line));
  const seen = new Set<string>();
  for (const l of body.lineup) {
    if (!lines.has(l.line) || seen.has(l.line) || l.players.length !== lineSize(l.line))
      throw appError('lineup_wrong_lines');
    seen.add(l.line);
  }
  const ids = body.lineup.flatMap((l) => l.players.flatMap((p) => (p && 'id' in p ? [p.id] : [])));
  await db.transaction(async (tx) => {
    // Who may write side 2 is decided on the locked row: an invitation accepted meanwhile makes it the
    // linked coach's alone (409 for the dual's coach), an unlink takes it from the linked coach (404).
    const dual = await lockDual(tx, dualId);
    refuseLockedLineup(dual, now);
    const linked = isLinked(dual);
    if (seat.side === 1 && linked) throw appError('dual_opponent_linked');
    if (seat.side === 2 && (!linked || dual.opponentRosterId !== seat.dual.opponentRosterId))
      throw appError('dual_not_found');
    if (ids.length > 0) {
      const rosterId = seat.side === 2 ? dual.opponentRosterId : null;
      const onTeam =
        rosterId === null
          ? []
          : await tx
              .select({ id: rosterPlayers.playerId })
              .from(rosterPlayers)
              .where(and(eq(rosterPlayers.rosterId, rosterId), inArray(rosterPlayers.playerId, ids)));
      if (new Set(onTeam.map((r) => r.id)).size !== new Set(ids).size)
        throw appError('lineup_player_not_on_team');
    }
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
    const before = (await slotsOf(tx, dualId)).filter((s) => s.side === 2);
    const key = (s: { line: string; slot: number; playerId: number | null; playerName: string | null }) =>
      `${s.line}.${s.slot}:${s.playerId ?? ''}:${s.playerName ?? ''}`;
    const changed = before.map(key).sort().join(';') !== slots.map(key).sort().join(';');
    await tx
      .delete(dualLineupSlots)
      .where(and(eq(dualLineupSlots.dualId, dualId), eq(dualLineupSlots.side, 2)));
    if (slots.length > 0) await tx.insert(dualLineupSlots).values(slots);
    // A change of a published side-2 lineup takes it back to a draft, hidden from side 1 until published again.
    if (changed && dual.opponentPublishedAt !== null) {
      await tx
        .update(duals)
        .set({ opponentPublishedAt: null, opponentPublishReason: null, opponentPublishViolations: null })
        .where(eq(duals.id, dualId));
    }
    await resyncDualResults(tx, dualId);
  });
  return presentScoring(db, seat, dualId, base);
}

/**
 * POST /api/auth/duals/{id}/opponent-lineup/publish: the linked team's coach publishes their lineup, checked
 * like side 1's (publishDual) but against their own team's rule: every place filled, and a reason when the
 * rule is broken (kept with the dual).
 */
export async function publishOpponentLineup(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  reason: string | undefined,
  base: string,
  now: Date,
  previousLineup?: PreviousLineup,
) {
  const seat = await dualAccess(db, caller, dualId, { coach: true });
  if (seat.side !== 2) throw appError('dual_not_linked');
  await db.transaction(async (tx) => {
    const dual = await lockDual(tx, dualId);
    refuseLockedLineup(dual, now);
    if (!isLinked(dual) || dual.opponentRosterId !== seat.dual.opponentRosterId)
      throw appError('dual_not_found');
    const rosterId = dual.opponentRosterId!;
    const roster = await rosterEntries(tx, rosterId);
    // A league dual's lineups both answer to the league's pack (issue 35); otherwise the team's own rule.
    const rule = dual.leaguePack?.rule ?? (await teamDefaultLineupRule(tx, rosterId));
    const slots = await slotsOf(tx, dualId);
    const violations = await publishableViolations(tx, dual, slots, 2, roster, rule, previousLineup);
    const why = reason?.trim() ? reason.trim() : null;
    if (violations.length > 0 && why === null) throw appError('publish_needs_reason', { violations });
    await dualChanged(tx, dualId);
    await tx
      .update(duals)
      .set({
        opponentPublishedAt: dual.opponentPublishedAt ?? new Date(),
        opponentPublishReason: violations.length > 0 ? why : null,
        opponentPublishViolations: violations.length > 0 ? violations.map((v) => v.text) : null,
        updatedAt: new Date(),
      })
      .where(eq(duals.id, dualId));
  });
  return presentScoring(db, seat, dualId, base);
}
