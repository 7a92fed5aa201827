import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { RolloverBody } from '../../../contract/seasons';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { duals, playerChallenges, seasonPlayers, seasons, tennisMatches } from '../../db/schema/index';
import { appError } from '../../errors';
import { lockLadders, memberships } from '../ladder/ladder-moves';
import { startSeasonLadder } from '../ladder/ladder-season';
import { coachedTeam } from '../teams/team-access';
import { archiveTeamTournaments } from '../tournaments/tournament-access';
import { currentSeason, presentSeason } from './season-list';

type Rollover = Omit<RolloverBody, 'departures'> & {
  departures: { playerId: number; departure: 'leaves' | 'graduates' }[];
};

/** The day before an ISO date. */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * POST /api/auth/seasons/teams/{rosterId}/rollover: archives the team's current season and starts
 * the next, in the one transaction it is given (the Idempotency-Key's). Everything that could stop
 * it is checked first, under the ladder's lock and the season row's lock, before anything is
 * written: the new season starts after the current one's first day, no challenge is open (it would
 * be cut in half), everyone leaving is on the team. Then the final ladder is kept (season_players),
 * the season's matches and duals before the new first day, its challenges and its coaches' tournaments
 * take its id (read-only from then on), those leaving come off the ladder, the others keep or lose their positions, and the new
 * season becomes current. Two rollovers at once: the second waits for the lock, then finds the new
 * season current and its start not after it (409 season_dates).
 */
export async function rollover(db: Db, caller: CoachCaller, rosterId: number, body: Rollover, now: Date) {
  const team = await coachedTeam(db, caller, rosterId);
  await currentSeason(db, team.id, now);
  return db.transaction(async (tx) => {
    await lockLadders(tx, [team.id]);
    const [current] = await tx
      .select()
      .from(seasons)
      .where(and(eq(seasons.rosterId, team.id), isNull(seasons.archivedAt)))
      .for('update');
    if (!current) throw appError('concurrent_change');
    if (body.startsOn <= current.startsOn) throw appError('season_dates');
    const [open] = await tx
      .select({ id: playerChallenges.id })
      .from(playerChallenges)
      .where(and(eq(playerChallenges.rosterId, team.id), eq(playerChallenges.open, true)))
      .limit(1);
    if (open) throw appError('season_open_challenges');
    const members = await memberships(tx, [team.id]);
    const onTeam = new Set(members.map((m) => m.playerId));
    const leaving = new Map(body.departures.map((d) => [d.playerId, d.departure]));
    if ([...leaving.keys()].some((id) => !onTeam.has(id))) throw appError('season_departure_not_member');

    // Nothing can stop it now: write.
    if (members.length > 0) {
      await tx.insert(seasonPlayers).values(
        members.map((m) => ({
          seasonId: current.id,
          playerId: m.playerId,
          position: m.position,
          departure: leaving.get(m.playerId) ?? ('stays' as const),
        })),
      );
    }
    const firstDay = new Date(`${body.startsOn}T00:00:00Z`);
    await tx
      .update(tennisMatches)
      .set({ seasonId: current.id })
      .where(
        and(
          eq(tennisMatches.rosterId, team.id),
          isNull(tennisMatches.seasonId),
          lt(tennisMatches.matchAt, firstDay),
        ),
      );
    await tx
      .update(duals)
      .set({ seasonId: current.id })
      .where(and(eq(duals.rosterId, team.id), isNull(duals.seasonId), lt(duals.startsAt, firstDay)));
    await tx
      .update(playerChallenges)
      .set({ seasonId: current.id })
      .where(and(eq(playerChallenges.rosterId, team.id), isNull(playerChallenges.seasonId)));
    await archiveTeamTournaments(tx, team.id, current.id);
    await startSeasonLadder(tx, team.id, new Set(leaving.keys()), body.positions);
    const lastDay = dayBefore(body.startsOn);
    const [archived] = await tx
      .update(seasons)
      .set({
        archivedAt: now,
        endsOn: sql`greatest(${seasons.startsOn}, least(${seasons.endsOn}, ${lastDay}::date))`,
      })
      .where(eq(seasons.id, current.id))
      .returning();
    const [next] = await tx
      .insert(seasons)
      .values({ rosterId: team.id, name: body.name, startsOn: body.startsOn, endsOn: body.endsOn })
      .returning();
    return { current: presentSeason(next!), archived: presentSeason(archived!) };
  });
}
