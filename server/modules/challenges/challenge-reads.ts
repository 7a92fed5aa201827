import { asc, eq } from 'drizzle-orm';
import type { Challenge, ChallengeBlock } from '../../../contract/challenges';
import type { Caller, PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { players, rosterPlayers } from '../../db/schema/index';
import { readableTeamOfType } from '../teams/team-access';
import {
  actionsFor,
  listLoaded,
  loadChallenge,
  openOf,
  presentChallenge,
  type LoadedChallenge,
  type Role,
} from './challenge-rows';
import { maxPlacesOf, settingsOf } from '../teams/team-challenge-rules';

/** GET /api/auth/challenges/{id}: a challenge the caller is part of (a player of it, a coach of its team). */
export async function getChallenge(db: Db, caller: Caller, id: number, now: Date): Promise<Challenge> {
  const c = await loadChallenge(db, caller, id);
  const settings = await settingsOf(db, c.row.rosterId);
  return presentChallenge(c, actionsFor(c, c.role, settings.coachRecordsResults, now));
}

/**
 * GET /api/auth/challenges?skillLevel=: a player's own challenges on their team; a coach's view of
 * every challenge of the team (open ones first, disputes first, then by deadline).
 */
export async function listChallenges(
  db: Db,
  caller: Caller,
  skillLevel: number,
  now: Date,
): Promise<Challenge[]> {
  const team = await readableTeamOfType(db, caller, skillLevel);
  const settings = await settingsOf(db, team.id);
  const rows = await listLoaded(db, team.id, caller.kind === 'player' ? caller.playerId : null);
  const role = (c: LoadedChallenge): Role =>
    caller.kind === 'coach' ? 'coach' : c.row.challengerId === caller.playerId ? 'challenger' : 'defender';
  return rows.map((c) => presentChallenge(c, actionsFor(c, role(c), settings.coachRecordsResults, now)));
}

/**
 * GET /api/auth/challenges/targets?skillLevel= (player): every teammate, with whether the caller
 * may challenge them now, or why not (the same rules issueChallenge checks: ladder-rules' places,
 * the open limits).
 */
export async function challengeTargets(db: Db, caller: PlayerCaller, skillLevel: number) {
  const team = await readableTeamOfType(db, caller, skillLevel);
  const [settings, maxPlaces] = [await settingsOf(db, team.id), await maxPlacesOf(db, team.id)];
  const ladder = await db
    .select({
      playerId: rosterPlayers.playerId,
      position: rosterPlayers.position,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(eq(rosterPlayers.rosterId, team.id))
    .orderBy(asc(rosterPlayers.position), asc(rosterPlayers.id));
  const placed = ladder.filter((p) => p.position !== null).map((p) => p.playerId);
  const myIndex = placed.indexOf(caller.playerId);
  const open = await openOf(
    db,
    team.id,
    ladder.map((p) => p.playerId),
  );
  const mineAsChallenger = open.filter((o) => o.challengerId === caller.playerId).length;
  const targets = ladder.map((p) => {
    const index = placed.indexOf(p.playerId);
    const places = myIndex >= 0 && index >= 0 ? myIndex - index : null;
    const reason = ((): ChallengeBlock | null => {
      if (p.playerId === caller.playerId) return 'self';
      if (myIndex < 0) return 'you_are_unplaced';
      if (index < 0) return 'unplaced';
      if (places! <= 0) return 'below_you';
      if (places! > maxPlaces) return 'out_of_range';
      const between = (o: { challengerId: number; defenderId: number }) =>
        (o.challengerId === caller.playerId && o.defenderId === p.playerId) ||
        (o.challengerId === p.playerId && o.defenderId === caller.playerId);
      if (open.some(between)) return 'already_challenged';
      if (mineAsChallenger >= settings.maxOpenAsChallenger) return 'you_have_open_challenge';
      if (open.filter((o) => o.defenderId === p.playerId).length >= settings.maxOpenAsDefender)
        return 'has_open_challenge';
      return null;
    })();
    return {
      playerId: p.playerId,
      firstName: p.firstName,
      lastName: p.lastName,
      position: p.position,
      places,
      canChallenge: reason === null,
      reason,
    };
  });
  return { maxPlaces, settings, targets };
}
