import { and, desc, eq, isNull } from 'drizzle-orm';
import { schoolYearOf, type Season } from '../../../contract/seasons';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { seasons, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachedTeam, mayReadTeam, type Team } from '../teams/team-access';

/** A team's seasons: which exist, which is current, who may read or change one. */

export type SeasonRow = typeof seasons.$inferSelect;

export function presentSeason(row: SeasonRow): Season {
  return {
    id: row.id,
    rosterId: row.rosterId,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/**
 * The team's current season. A team made after the migration has none until it is first asked for:
 * then it starts in the school year holding `today` (one row whatever the number of askers: the
 * partial unique index `seasons_current`).
 */
export async function currentSeason(db: Db, rosterId: number, today: Date): Promise<SeasonRow> {
  const find = () =>
    db
      .select()
      .from(seasons)
      .where(and(eq(seasons.rosterId, rosterId), isNull(seasons.archivedAt)));
  const [found] = await find();
  if (found) return found;
  await db
    .insert(seasons)
    .values({ rosterId, ...schoolYearOf(today.toISOString().slice(0, 10)) })
    .onConflictDoNothing();
  const [made] = await find();
  return made!;
}

/** A team the caller may read (the teams module's rule); 404 otherwise. */
export async function readableTeam(db: Db, caller: Caller, rosterId: number): Promise<Team> {
  const [team] = await db
    .select()
    .from(teamRosters)
    .where(and(eq(teamRosters.id, rosterId), mayReadTeam(caller)));
  if (!team) throw appError('team_not_found');
  return team;
}

/** GET /api/auth/seasons/teams/{rosterId}: the team's seasons, newest first, and the current one. */
export async function listSeasons(
  db: Db,
  caller: Caller,
  rosterId: number,
  today: Date,
): Promise<{ current: Season; seasons: Season[] }> {
  const team = await readableTeam(db, caller, rosterId);
  const current = await currentSeason(db, team.id, today);
  const rows = await db
    .select()
    .from(seasons)
    .where(eq(seasons.rosterId, team.id))
    .orderBy(desc(seasons.startsOn), desc(seasons.id));
  return { current: presentSeason(current), seasons: rows.map(presentSeason) };
}

/**
 * A season of a team the caller may read (`coach`: coaches), with its team; 404 for any other, as
 * for teams.
 */
export async function seasonOf(
  db: Db,
  caller: Caller,
  seasonId: number,
): Promise<{ season: SeasonRow; team: Team }> {
  const [row] = await db
    .select({ season: seasons, team: teamRosters })
    .from(seasons)
    .innerJoin(teamRosters, eq(teamRosters.id, seasons.rosterId))
    .where(and(eq(seasons.id, seasonId), mayReadTeam(caller)));
  if (!row) throw appError('season_not_found');
  return row;
}

/** The rows of a season: archived ones carry its id, the current season's have none. */
export function isArchived(season: SeasonRow): boolean {
  return season.archivedAt !== null;
}

/** PUT /api/auth/seasons/{seasonId}: renames or re-dates the current season; an archived one answers 409. */
export async function editSeason(
  db: Db,
  caller: CoachCaller,
  seasonId: number,
  body: { name: string; startsOn: string; endsOn: string },
): Promise<Season> {
  const { season, team } = await seasonOf(db, caller, seasonId);
  await coachedTeam(db, caller, team.id);
  if (isArchived(season)) throw appError('season_archived');
  const [saved] = await db
    .update(seasons)
    .set(body)
    .where(and(eq(seasons.id, season.id), isNull(seasons.archivedAt)))
    .returning();
  if (!saved) throw appError('season_archived');
  return presentSeason(saved);
}
