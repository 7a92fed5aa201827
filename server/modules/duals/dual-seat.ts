import { and, eq } from 'drizzle-orm';
import type { Side } from '../../../contract/tennis-score';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { duals, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { mayReadTeam, type TeamViewer } from '../ladder/team-access';

/**
 * Who a caller is in a dual, for scoring and the linked opponent (issue 20): the dual's team (side 1) or
 * the linked opponent's team once its coach accepted (side 2), each as its coach (may score) or one of its
 * players (reads). Team access (ladder/team-access.ts) decides who belongs to which team; anyone else,
 * an invited school's coach before accepting included, gets 404 dual_not_found.
 */

export type DualRow = typeof duals.$inferSelect;

export interface DualSeat {
  dual: DualRow;
  side: Side;
  /** A coach of that side's team (a player only reads). */
  coach: boolean;
}

function viewerOf(caller: Caller): TeamViewer {
  return caller.kind === 'coach'
    ? { kind: 'coach', coachId: caller.coachId, schoolId: caller.schoolId }
    : { kind: 'player', playerId: caller.playerId };
}

/** The opponent's team is linked: its coach accepted the invitation. */
export function isLinked(dual: DualRow): boolean {
  return dual.invitation === 'accepted' && dual.opponentRosterId !== null;
}

/** The caller's seat in the dual, or 404 dual_not_found. */
export async function dualSeat(db: Db, caller: Caller, dualId: number): Promise<DualSeat> {
  const viewer = viewerOf(caller);
  const coach = caller.kind === 'coach';
  const [own] = await db
    .select({ dual: duals })
    .from(duals)
    .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
    .where(and(eq(duals.id, dualId), mayReadTeam(viewer)));
  if (own) return { dual: own.dual, side: 1, coach };
  const [theirs] = await db
    .select({ dual: duals })
    .from(duals)
    .innerJoin(teamRosters, eq(teamRosters.id, duals.opponentRosterId))
    .where(and(eq(duals.id, dualId), eq(duals.invitation, 'accepted'), mayReadTeam(viewer)));
  if (theirs) return { dual: theirs.dual, side: 2, coach };
  throw appError('dual_not_found');
}

/** The caller's seat as a coach of one side (the routes let only coaches in). */
export async function coachSeat(db: Db, caller: Caller, dualId: number): Promise<DualSeat> {
  const seat = await dualSeat(db, caller, dualId);
  if (!seat.coach) throw appError('coaches_only');
  return seat;
}

/** The dual's row locked for the rest of the transaction: line changes and the team result go one at a time. */
export async function lockDual(tx: Db, dualId: number): Promise<DualRow> {
  const [row] = await tx.select().from(duals).where(eq(duals.id, dualId)).for('update');
  if (!row) throw appError('dual_not_found');
  return row;
}
