import { and, eq, isNotNull } from 'drizzle-orm';
import { roundRobin } from '../../../contract/leagues';
import type { CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leagueDuals, leagueMembers, leagues } from '../../db/schema/index';
import { appError } from '../../errors';
import { present } from './league-crud';
import { coachSeat } from './league-access';

/**
 * POST /api/auth/leagues/{id}/schedule: the founding school's coach generates the round robin of the joined
 * teams (contract/leagues/round-robin.ts), teams in the order they joined. It may be generated again (a school
 * joined late) only while no dual is on the schedule, so a dual never loses its round; the league row is
 * locked so two generations do not interleave.
 */
export async function generateSchedule(ctx: AppContext, db: Db, caller: CoachCaller, id: number) {
  await db.transaction(async (tx) => {
    const seat = await coachSeat(tx, caller, id, true);
    if (!seat.mayManage) throw appError('league_managers_only');
    const [started] = await tx
      .select({ dualId: leagueDuals.dualId })
      .from(leagueDuals)
      .where(eq(leagueDuals.leagueId, id))
      .limit(1);
    if (started) throw appError('league_schedule_started');
    const teams = await tx
      .select({ rosterId: leagueMembers.rosterId, joinedAt: leagueMembers.joinedAt })
      .from(leagueMembers)
      .where(
        and(
          eq(leagueMembers.leagueId, id),
          eq(leagueMembers.state, 'joined'),
          isNotNull(leagueMembers.rosterId),
        ),
      );
    const ordered = teams
      .sort(
        (x, y) => (x.joinedAt?.getTime() ?? 0) - (y.joinedAt?.getTime() ?? 0) || x.rosterId! - y.rosterId!,
      )
      .map((m) => m.rosterId!);
    if (ordered.length < 2) throw appError('league_schedule_teams');
    await tx
      .update(leagues)
      .set({ schedule: roundRobin(ordered) })
      .where(eq(leagues.id, id));
  });
  return present(ctx, db, await coachSeat(db, caller, id));
}
