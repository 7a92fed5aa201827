import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { leagueMembers, leagues, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { mayReadTeam } from '../teams/team-access';

/**
 * Who may see and change a league: the one membership rule of the leagues module.
 *
 * - A coach sees a league their school is in, invited or joined (a school-level membership: every coach of
 *   a member school). The coaches of the founding school manage it (invite schools).
 * - A player sees a league their team (team access, teams/team-access.ts) has joined.
 * - Anyone else gets 404 league_not_found, as for a league that does not exist. The public standings page
 *   (by its unguessable token) shows school names and team results only.
 *
 * What a coach may change inside a league dual is the duals module's access (duals/dual-access.ts).
 */

export type LeagueRow = typeof leagues.$inferSelect;
export type LeagueMemberRow = typeof leagueMembers.$inferSelect;

export interface LeagueSeat {
  league: LeagueRow;
  /** The caller's school's membership (a coach); null for a player. */
  member: LeagueMemberRow | null;
  /** A coach of the founding school. */
  mayManage: boolean;
}

/** The caller's seat in a league, or 404 league_not_found. `lock` locks the league row (a transaction). */
export async function leagueSeat(
  db: Db,
  caller: Caller,
  leagueId: number,
  lock = false,
): Promise<LeagueSeat> {
  if (caller.kind === 'coach') {
    const query = db
      .select({ league: leagues, member: leagueMembers })
      .from(leagues)
      .innerJoin(
        leagueMembers,
        and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.schoolId, caller.schoolId)),
      )
      .where(eq(leagues.id, leagueId));
    const [row] = await (lock ? query.for('update', { of: leagues }) : query);
    if (!row) throw appError('league_not_found');
    return { league: row.league, member: row.member, mayManage: row.league.schoolId === caller.schoolId };
  }
  const [row] = await db
    .select({ league: leagues })
    .from(leagues)
    .innerJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.state, 'joined')))
    .innerJoin(teamRosters, eq(teamRosters.id, leagueMembers.rosterId))
    .where(and(eq(leagues.id, leagueId), mayReadTeam(caller)))
    .limit(1);
  if (!row) throw appError('league_not_found');
  return { league: row.league, member: null, mayManage: false };
}

/** A coach's seat; a player gets 403 coaches_only. */
export async function coachSeat(db: Db, caller: Caller, leagueId: number, lock = false): Promise<LeagueSeat> {
  const seat = await leagueSeat(db, caller, leagueId, lock);
  if (caller.kind !== 'coach') throw appError('coaches_only');
  return seat;
}
