import { and, asc, eq } from 'drizzle-orm';
import type { TeamLeagueRecord } from '../../../contract/leagues';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { leagueMembers, leagues, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { mayReadTeam } from '../teams/team-access';
import { loadLeague, standingsOf } from './league-view';

/**
 * A team's league record for its season page (issue 35): each league the team joined whose play falls in the
 * season's dates, with the team's place and record from the league's one standings (league-view.ts's
 * `standingsOf`, contract/leagues/standings.ts). The season page (the seasons feature) passes its dates, so
 * neither module imports the other (web/app/routes/seasons-team.tsx composes the two).
 *
 * A league falls in the season when its first dual starts within [from, to] (UTC days); a league with no dual
 * yet, when the team joined it within them. Who may ask: whoever may read the team (teams' rule), which is
 * also who may read a league the team joined (league-access.ts); anyone else gets 404 team_not_found.
 */
export async function teamLeagueRecord(
  db: Db,
  caller: Caller,
  rosterId: number,
  range: { from: string; to: string },
): Promise<{ records: TeamLeagueRecord[] }> {
  const [team] = await db
    .select({ id: teamRosters.id })
    .from(teamRosters)
    .where(and(eq(teamRosters.id, rosterId), mayReadTeam(caller)));
  if (!team) throw appError('team_not_found');
  // The team's leagues, through league_members_roster (a team is in a handful of leagues).
  const joined = await db
    .select({ league: leagues, joinedAt: leagueMembers.joinedAt })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(and(eq(leagueMembers.rosterId, team.id), eq(leagueMembers.state, 'joined')))
    .orderBy(asc(leagues.name), asc(leagues.id));
  const records: TeamLeagueRecord[] = [];
  for (const { league, joinedAt } of joined) {
    const state = await loadLeague(db, league);
    const first = state.duals.reduce<Date | null>(
      (min, d) => (min === null || d.startsAt < min ? d.startsAt : min),
      null,
    );
    const day = (first ?? joinedAt ?? league.createdAt).toISOString().slice(0, 10);
    if (day < range.from || day > range.to) continue;
    const standings = standingsOf(state);
    const row = standings.find((r) => r.rosterId === team.id);
    if (!row) continue;
    records.push({
      leagueId: league.id,
      name: league.name,
      season: league.season,
      place: row.rank,
      teams: standings.length,
      tied: standings.some((r) => r.rank === row.rank && r.rosterId !== row.rosterId),
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      linesWon: row.linesWon,
      linesLost: row.linesLost,
    });
  }
  return { records };
}
