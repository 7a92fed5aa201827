import { eq } from 'drizzle-orm';
import type { UiSettings } from '../../../contract/auth';
import { callerId, type Caller, type CoachCaller, type PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coaches, players, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { readableTeams } from '../teams/team-access';

/** GET /api/auth/userNavbarHeader: the coach's name and the team types they coach. */
export async function coachNavbar(db: Db, caller: CoachCaller) {
  const [coach] = await db.select().from(coaches).where(eq(coaches.id, caller.coachId));
  if (!coach) throw appError('coach_not_found');
  const teams = await readableTeams(db, caller);
  return {
    firstName: coach.firstName,
    lastName: coach.lastName,
    skills: teams.map((team) => ({ Skill: team.teamType })),
    avatar: coach.avatar,
  };
}

/** GET /api/auth/player-getNavbarInfo: the player's name and team type (null without a team). */
export async function playerNavbar(db: Db, caller: PlayerCaller) {
  const [row] = await db
    .select({
      firstName: players.firstName,
      lastName: players.lastName,
      skill: teamRosters.teamType,
      avatar: players.avatar,
    })
    .from(players)
    .leftJoin(rosterPlayers, eq(rosterPlayers.playerId, players.id))
    .leftJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(eq(players.id, caller.playerId));
  if (!row) throw appError('player_not_found');
  return row;
}

function table(caller: Caller) {
  return caller.kind === 'coach' ? coaches : players;
}

function normalize(s: Partial<UiSettings> | undefined): UiSettings {
  return {
    theme: s?.theme ?? null,
    layout: s?.layout ?? null,
    language: s?.language ?? null,
    timeZone: s?.timeZone ?? null,
  };
}

/** GET /api/auth/ui-settings */
export async function getUiSettings(db: Db, caller: Caller): Promise<UiSettings> {
  const t = table(caller);
  const [row] = await db
    .select({ ui: t.uiSettings })
    .from(t)
    .where(eq(t.id, callerId(caller)));
  if (!row) throw appError(caller.kind === 'player' ? 'player_not_found' : 'coach_not_found');
  return normalize(row.ui as Partial<UiSettings>);
}

/** PUT /api/auth/ui-settings: merges the given fields into the saved ones. */
export async function updateUiSettings(
  db: Db,
  caller: Caller,
  update: Partial<UiSettings>,
): Promise<UiSettings> {
  const current = await getUiSettings(db, caller);
  const next = normalize({ ...current, ...update });
  const t = table(caller);
  await db
    .update(t)
    .set({ uiSettings: Object.fromEntries(Object.entries(next).filter(([, v]) => v !== null)) })
    .where(eq(t.id, callerId(caller)));
  return next;
}
