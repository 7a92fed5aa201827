import { and, eq, sql } from 'drizzle-orm';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db, Tx } from '../../db/client';
import { duals, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachesTeam, mayReadTeam } from '../ladder/team-access';

/**
 * Who may see and change a dual, written once: the coaches of its team (team-access.ts's rule) read and
 * change it; the team's players read it once it is published (a draft lineup is the coaches' work); anyone
 * else, another school's coaches included, gets 404 dual_not_found. (The scoring work widens reading to the
 * invited opponent's coaches here.)
 */

export type DualRow = typeof duals.$inferSelect;
export interface DualTeam {
  id: number;
  schoolId: number;
  teamType: number;
}
export interface DualAccess {
  dual: DualRow;
  team: DualTeam;
  mayEdit: boolean;
}

const teamColumns = { id: teamRosters.id, schoolId: teamRosters.schoolId, teamType: teamRosters.teamType };

/** A dual the caller may read; 404 otherwise. */
export async function readableDual(db: Db | Tx, caller: Caller, id: number): Promise<DualAccess> {
  const [row] = await db
    .select({ dual: duals, team: teamColumns })
    .from(duals)
    .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
    .where(and(eq(duals.id, id), mayReadTeam(caller)));
  if (!row || (caller.kind === 'player' && row.dual.publishedAt === null)) throw appError('dual_not_found');
  return { ...row, mayEdit: caller.kind === 'coach' };
}

/**
 * A dual of a team the coach coaches; 404 otherwise. With `lock` (inside a transaction) the dual's row is
 * locked until the commit, so two changes of one dual (two publishes) run one after the other.
 */
export async function coachedDual(
  db: Db | Tx,
  caller: CoachCaller,
  id: number,
  lock = false,
): Promise<DualAccess> {
  const query = db
    .select({ dual: duals, team: teamColumns })
    .from(duals)
    .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
    .where(and(eq(duals.id, id), coachesTeam(caller)));
  const [row] = lock ? await query.for('update', { of: duals }) : await query;
  if (!row) throw appError('dual_not_found');
  return { ...row, mayEdit: true };
}

/** Marks the dual changed now (its updated_at); the caller holds its transaction. */
export async function touchDual(tx: Db | Tx, id: number): Promise<void> {
  await tx
    .update(duals)
    .set({ updatedAt: sql`now()` })
    .where(eq(duals.id, id));
}
