import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Caller, CoachCaller, GuardianCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { guardianLinks, guardians, players, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachesTeam } from '../teams/team-access';

/**
 * THE ONE GUARDIAN RULE (issue 34): a guardian reads and answers for a player only through a link
 * they confirmed from its SMS; any other child (another family's, an unconfirmed link's, a made-up
 * id) answers 404 'child not found', so nobody learns which players exist. Who may manage a
 * player's guardians is decided here too: a coach of the player's team (teams' `coachesTeam`) or
 * the player themself; anyone else 404 'player not found'.
 */

export interface Child {
  linkId: number;
  relation: string;
  player: typeof players.$inferSelect;
  rosterId: number | null;
  teamType: number | null;
  position: number | null;
}

const childColumns = {
  linkId: guardianLinks.id,
  relation: guardianLinks.relation,
  player: players,
  rosterId: rosterPlayers.rosterId,
  teamType: teamRosters.teamType,
  position: rosterPlayers.position,
};

function childrenQuery(db: Db, guardianId: number) {
  return db
    .select(childColumns)
    .from(guardianLinks)
    .innerJoin(players, eq(players.id, guardianLinks.playerId))
    .leftJoin(rosterPlayers, eq(rosterPlayers.playerId, players.id))
    .leftJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(and(eq(guardianLinks.guardianId, guardianId), isNotNull(guardianLinks.confirmedAt)))
    .$dynamic();
}

/** The guardian's confirmed children, oldest link first (the guardian_links_guardian index). */
export function confirmedChildren(db: Db, caller: GuardianCaller): Promise<Child[]> {
  return childrenQuery(db, caller.guardianId).orderBy(asc(guardianLinks.id));
}

/** One confirmed child of the guardian; 404 child_not_found for any other player. */
export async function confirmedChild(db: Db, caller: GuardianCaller, playerId: number): Promise<Child> {
  const [child] = await childrenQuery(db, caller.guardianId).where(
    and(
      eq(guardianLinks.guardianId, caller.guardianId),
      eq(guardianLinks.playerId, playerId),
      isNotNull(guardianLinks.confirmedAt),
    ),
  );
  if (!child) throw appError('child_not_found');
  return child;
}

/** A player whose guardians the caller may manage, and whether the caller is the team's coach. */
export async function managedPlayer(
  db: Db,
  caller: Caller,
  playerId: number,
): Promise<{ player: typeof players.$inferSelect; rosterId: number | null; coach: boolean }> {
  if (caller.kind === 'player') {
    if (caller.playerId !== playerId) throw appError('player_not_found');
    const [row] = await db
      .select({ player: players, rosterId: rosterPlayers.rosterId })
      .from(players)
      .leftJoin(rosterPlayers, eq(rosterPlayers.playerId, players.id))
      .where(eq(players.id, playerId));
    if (!row) throw appError('player_not_found');
    return { ...row, coach: false };
  }
  const [row] = await db
    .select({ player: players, rosterId: rosterPlayers.rosterId })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .innerJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(and(eq(rosterPlayers.playerId, playerId), coachesTeam(caller)));
  if (!row) throw appError('player_not_found');
  return { ...row, coach: true };
}

/**
 * Of these phones, the guardians' the coach may not see (issue 34, privacy: a guardian's contact
 * details are for the coaches of their children's teams only): a school's parents list texts every
 * confirmed guardian, and its delivery list shows phones to any coach with the school's contacts.
 */
export async function guardianPhonesHiddenFrom(
  db: Db,
  caller: CoachCaller,
  phones: readonly string[],
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const theirs = await db
    .select({ phone: guardians.phone })
    .from(guardians)
    .where(inArray(guardians.phone, [...phones]));
  if (theirs.length === 0) return new Set();
  const seen = await db
    .selectDistinct({ phone: guardians.phone })
    .from(guardians)
    .innerJoin(guardianLinks, eq(guardianLinks.guardianId, guardians.id))
    .innerJoin(rosterPlayers, eq(rosterPlayers.playerId, guardianLinks.playerId))
    .innerJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(and(inArray(guardians.phone, [...phones]), coachesTeam(caller)));
  const visible = new Set(seen.map((r) => r.phone));
  return new Set(theirs.map((r) => r.phone).filter((p) => !visible.has(p)));
}
