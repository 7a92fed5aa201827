import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Side } from '../../../contract/scores/tennis-score';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { duals, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { mayReadTeam } from '../teams/team-access';

/**
 * Who may see and change a dual, written once (the one access helper of the duals module). A caller sits on
 * a side of the dual: side 1 when team access (teams/team-access.ts) lets them read the dual's own team,
 * side 2 when it lets them read the linked opponent's team (its coach accepted the invitation). A coach of
 * their side changes it, its players read it. Anyone else, an invited school's coach before accepting
 * included, gets 404 dual_not_found.
 *
 * - `own`: only side 1 (the dual's builder and details: GET/PUT/DELETE /duals/{id}, its lineup and publish);
 *   a player of the team does not see it before it is published (a draft lineup is the coaches' work).
 * - `coach`: the caller must coach their side (a player gets 403 coaches_only).
 * - `lock` (inside a transaction): the dual's row is locked until the commit, so two changes of one dual
 *   (two publishes, two line results) run one after the other and each reads the other's work.
 */

export type DualRow = typeof duals.$inferSelect;
export interface DualTeam {
  id: number;
  schoolId: number;
  teamType: number;
}
export interface DualAccess {
  dual: DualRow;
  /** The dual's own team (side 1), whatever the caller's side. */
  team: DualTeam;
  /** The caller's side. */
  side: Side;
  /** The caller coaches their side's team: may change it (mayEdit on side 1). */
  coach: boolean;
  /** The caller may edit the dual itself (a coach of side 1). */
  mayEdit: boolean;
}

export interface DualAccessNeed {
  own?: boolean;
  coach?: boolean;
  lock?: boolean;
}

const ownTeam = alias(teamRosters, 'own_team');
const teamColumns = { id: ownTeam.id, schoolId: ownTeam.schoolId, teamType: ownTeam.teamType };

/** The opponent's team is linked: its coach accepted the invitation. */
export function isLinked(dual: DualRow): boolean {
  return dual.invitation === 'accepted' && dual.opponentRosterId !== null;
}

/**
 * Whether a seat reads the dual itself (GET /duals/{id}: the builder and details): side 1 only, and a player
 * only once it is published. Other seats read its scoring view alone.
 */
export function mayReadDual(seat: Pick<DualAccess, 'side' | 'coach'>, dual: DualRow): boolean {
  return seat.side === 1 && (seat.coach || dual.publishedAt !== null);
}

/** The caller's access to a dual, or 404 dual_not_found (403 coaches_only for a player where a coach is needed). */
export async function dualAccess(
  db: Db,
  caller: Caller,
  id: number,
  need: DualAccessNeed = {},
): Promise<DualAccess> {
  const coach = caller.kind === 'coach';
  // Each side's team is read through team_rosters (the rule's table); the dual's own team through an alias.
  const sideQuery = (side: Side) => {
    const query = db
      .select({ dual: duals, team: teamColumns })
      .from(duals)
      .innerJoin(ownTeam, eq(ownTeam.id, duals.rosterId))
      .innerJoin(teamRosters, eq(teamRosters.id, side === 1 ? duals.rosterId : duals.opponentRosterId))
      .where(
        and(eq(duals.id, id), side === 2 ? eq(duals.invitation, 'accepted') : undefined, mayReadTeam(caller)),
      );
    return need.lock ? query.for('update', { of: duals }) : query;
  };
  let side: Side = 1;
  let [row] = await sideQuery(1);
  if (!row && !need.own) {
    side = 2;
    [row] = await sideQuery(2);
  }
  if (!row || (need.own && !mayReadDual({ side, coach }, row.dual))) throw appError('dual_not_found');
  if (need.coach && !coach) throw appError('coaches_only');
  // A dual of an archived season (issue 37) is read-only: every change locks it first.
  if (need.lock && row.dual.seasonId !== null) throw appError('season_archived');
  return { dual: row.dual, team: row.team, side, coach, mayEdit: coach && side === 1 };
}

/** The dual's row locked for the rest of the transaction: line changes and the team result go one at a time. */
export async function lockDual(tx: Db, dualId: number): Promise<DualRow> {
  const [row] = await tx.select().from(duals).where(eq(duals.id, dualId)).for('update');
  if (!row) throw appError('dual_not_found');
  return row;
}

/** Marks the dual changed now (its updated_at); the caller holds its transaction. */
export async function touchDual(tx: Db, id: number): Promise<void> {
  await tx
    .update(duals)
    .set({ updatedAt: sql`now()` })
    .where(eq(duals.id, id));
}
