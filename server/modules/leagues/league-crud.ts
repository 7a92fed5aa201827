import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { withinFloor } from '../../../contract/duals';
import {
  DEFAULT_TIE_BREAKS,
  RULE_PACKS,
  rulePackLabel,
  type CreateLeagueInput,
  type League,
} from '../../../contract/leagues';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { duals, leagueDuals, leagueMembers, leagues, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { dualAccess, isLinked } from '../duals/dual-access';
import { schoolLineupRule } from '../schools/school-rules';
import { coachedTeam, coachedTeamOfType, mayReadTeam } from '../teams/team-access';
import { coachSeat, leagueSeat, type LeagueSeat } from './league-access';
import { scheduleLineupReminder } from './league-deadlines';
import { leagueOut, loadLeague } from './league-view';

/** Creating a league, inviting schools, joining, and putting duals on its schedule. */

export async function present(ctx: AppContext, db: Db, seat: LeagueSeat): Promise<{ league: League }> {
  return {
    league: leagueOut(seat, await loadLeague(db, seat.league), ctx.config.PUBLIC_URL, ctx.clock.now()),
  };
}

/**
 * The coach's team that plays: `rosterId` (404 for another's; 409 league_team_level unless of the league's
 * level), or their team of the level (404 team_not_found when they coach none).
 */
async function teamOfLevel(db: Db, caller: CoachCaller, rosterId: number | undefined, teamType: number) {
  if (rosterId === undefined) return coachedTeamOfType(db, caller, teamType);
  const team = await coachedTeam(db, caller, rosterId);
  if (team.teamType !== teamType) throw appError('league_team_level');
  return team;
}

/** POST /api/auth/leagues: the league, and the coach's school joined with their team, in one transaction. */
export async function createLeague(ctx: AppContext, db: Db, caller: CoachCaller, body: CreateLeagueInput) {
  const league = await db.transaction(async (tx) => {
    const team = await teamOfLevel(tx, caller, body.rosterId, body.teamType);
    const [row] = await tx
      .insert(leagues)
      .values({
        name: body.name,
        season: body.season,
        seasonYear: body.seasonYear,
        teamType: body.teamType,
        rulePack: body.rulePack,
        tieBreaks: [...(body.tieBreaks ?? DEFAULT_TIE_BREAKS)],
        publicToken: crypto.randomBytes(16).toString('base64url'),
        schoolId: caller.schoolId,
        createdBy: caller.coachId,
      })
      .returning();
    await tx.insert(leagueMembers).values({
      leagueId: row!.id,
      schoolId: caller.schoolId,
      rosterId: team.id,
      state: 'joined',
      joinedAt: ctx.clock.now(),
    });
    return row!;
  });
  return present(ctx, db, await leagueSeat(db, caller, league.id));
}

/** GET /api/auth/leagues: a coach's school's leagues (invited or joined); a player's team's leagues. */
export async function listLeagues(db: Db, caller: Caller) {
  const rows =
    caller.kind === 'coach'
      ? await db
          .select({ league: leagues, state: leagueMembers.state })
          .from(leagueMembers)
          .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
          .where(eq(leagueMembers.schoolId, caller.schoolId))
          .orderBy(asc(leagues.name), asc(leagues.id))
      : await db
          .select({ league: leagues, state: leagueMembers.state })
          .from(teamRosters)
          .innerJoin(leagueMembers, eq(leagueMembers.rosterId, teamRosters.id))
          .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
          .where(and(eq(leagueMembers.state, 'joined'), mayReadTeam(caller)))
          .orderBy(asc(leagues.name), asc(leagues.id));
  return {
    leagues: rows.map(({ league, state }) => ({
      id: league.id,
      name: league.name,
      season: league.season,
      teamType: league.teamType,
      packLabel: rulePackLabel(league.rulePack),
      state,
    })),
  };
}

export async function getLeague(ctx: AppContext, db: Db, caller: Caller, id: number) {
  return present(ctx, db, await leagueSeat(db, caller, id));
}

/** POST /api/auth/leagues/{id}/invitations: a coach of the founding school invites another school. */
export async function inviteSchool(
  ctx: AppContext,
  db: Db,
  caller: CoachCaller,
  id: number,
  schoolId: number,
) {
  const seat = await db.transaction(async (tx) => {
    const seat = await coachSeat(tx, caller, id, true);
    if (!seat.mayManage) throw appError('league_managers_only');
    const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
    if (!school) throw appError('school_not_found');
    const [taken] = await tx
      .select({ state: leagueMembers.state })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, id), eq(leagueMembers.schoolId, schoolId)));
    if (taken) throw appError('league_school_member');
    await tx
      .insert(leagueMembers)
      .values({ leagueId: id, schoolId, state: 'invited', invitedAt: ctx.clock.now() });
    return seat;
  });
  return present(ctx, db, seat);
}

/** POST /api/auth/leagues/{id}/join: the invited school's coach joins with their team of the league's level. */
export async function joinLeague(
  ctx: AppContext,
  db: Db,
  caller: CoachCaller,
  id: number,
  rosterId: number | undefined,
) {
  await db.transaction(async (tx) => {
    const seat = await coachSeat(tx, caller, id, true);
    if (seat.member?.state === 'joined') throw appError('league_already_joined');
    const team = await teamOfLevel(tx, caller, rosterId, seat.league.teamType);
    await tx
      .update(leagueMembers)
      .set({ state: 'joined', rosterId: team.id, joinedAt: ctx.clock.now() })
      .where(and(eq(leagueMembers.leagueId, id), eq(leagueMembers.schoolId, caller.schoolId)));
  });
  return present(ctx, db, await leagueSeat(db, caller, id));
}

/**
 * POST /api/auth/leagues/{id}/duals: a dual of the coach's joined team (duals' access: its own coach), linked
 * with another joined team, goes on the schedule. It takes the league's pack (both lineups are checked against
 * it at publish; the dual's own rule becomes the pack's, within the school's floor), and the pack's posting
 * deadline schedules the lineup reminder, in one transaction.
 */
export async function addLeagueDual(
  ctx: AppContext,
  db: Db,
  caller: CoachCaller,
  id: number,
  input: { dualId: number; round: number },
) {
  const seat = await db.transaction(async (tx) => {
    const seat = await coachSeat(tx, caller, id, true);
    const { dual } = await dualAccess(tx, caller, input.dualId, { own: true, coach: true, lock: true });
    const joined = await tx
      .select({ rosterId: leagueMembers.rosterId })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, id), eq(leagueMembers.state, 'joined')));
    const teams = new Set(joined.map((m) => m.rosterId));
    if (!isLinked(dual) || !teams.has(dual.rosterId) || !teams.has(dual.opponentRosterId))
      throw appError('league_dual_teams');
    const [taken] = await tx
      .select({ leagueId: leagueDuals.leagueId })
      .from(leagueDuals)
      .where(eq(leagueDuals.dualId, dual.id));
    if (taken) throw appError('league_dual_taken');
    await tx.insert(leagueDuals).values({ dualId: dual.id, leagueId: id, round: input.round });
    const pack = RULE_PACKS[seat.league.rulePack];
    const rule = withinFloor(pack.rule, await schoolLineupRule(tx, dual.rosterId));
    await tx
      .update(duals)
      .set({
        leaguePack: {
          id: pack.id,
          label: rulePackLabel(pack.id),
          rule: pack.rule,
          leagueId: id,
          lockMinutes: pack.lineupLockMinutes,
        },
        rule,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(duals.id, dual.id));
    await scheduleLineupReminder(tx, ctx, seat.league, dual);
    return seat;
  });
  return present(ctx, db, seat);
}
