import { eq } from 'drizzle-orm';
import type { UiSettings } from '../../../contract/auth';
import { callerId, type AnyCaller, type CoachCaller, type PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coaches, players, rosterPlayers, schoolAdmins, teamRosters } from '../../db/schema/index';
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

/** Whose row keeps the caller's look: a coach's, a player's or a school administrator's (issue 32). */
function table(caller: AnyCaller) {
  return caller.kind === 'coach' ? coaches : caller.kind === 'player' ? players : schoolAdmins;
}

function ownId(caller: AnyCaller): number {
  return caller.kind === 'admin' ? caller.adminId : callerId(caller);
}

const missing = (caller: AnyCaller) =>
  caller.kind === 'player'
    ? 'player_not_found'
    : caller.kind === 'coach'
      ? 'coach_not_found'
      : 'user_kind_unknown';

/** A kept look with every field (null: never chosen). */
export function normalUiSettings(s: Partial<UiSettings> | undefined): UiSettings {
  return {
    theme: s?.theme ?? null,
    layout: s?.layout ?? null,
    language: s?.language ?? null,
    timeZone: s?.timeZone ?? null,
  };
}

/** GET /api/auth/ui-settings */
export async function getUiSettings(db: Db, caller: AnyCaller): Promise<UiSettings> {
  const t = table(caller);
  const [row] = await db
    .select({ ui: t.uiSettings })
    .from(t)
    .where(eq(t.id, ownId(caller)));
  if (!row) throw appError(missing(caller));
  return normalUiSettings(row.ui as Partial<UiSettings>);
}

/** PUT /api/auth/ui-settings: merges the given fields into the saved ones. */
export async function updateUiSettings(
  db: Db,
  caller: AnyCaller,
  update: Partial<UiSettings>,
): Promise<UiSettings> {
  const current = await getUiSettings(db, caller);
  const next = normalUiSettings({ ...current, ...update });
  const t = table(caller);
  await db
    .update(t)
    .set({ uiSettings: Object.fromEntries(Object.entries(next).filter(([, v]) => v !== null)) })
    .where(eq(t.id, ownId(caller)));
  return next;
}
