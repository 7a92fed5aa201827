import { type AppError, appError } from '../../errors';
import type { LadderMove } from '../../db/schema/index';

/**
 * The ladder's rules for a challenge match (the match type, contract/matches MATCH_TYPE): who may
 * play whom and how a won one moves the ladder. Player challenges (server/modules/challenges) end
 * in such a match; they are not this file.
 */

/** A player's place on one team's ladder as the challenge rules see it (position null = N/A). */
export interface LadderPlace {
  rosterPlayerId: number;
  playerId: number;
  position: number | null;
}

type Placed = LadderPlace & { position: number };

export type ChallengeMatchPairing =
  { ok: true; challengerId: number; defenderId: number; places: number } | { ok: false; error: AppError };

const placedOnly = (ladder: readonly LadderPlace[]): Placed[] =>
  ladder.filter((p): p is Placed => p.position !== null).sort((a, b) => a.position - b.position);

/**
 * Who challenges whom when players `a` and `b` play a challenge, or why they cannot: the player
 * lower on the ladder is the challenger, whichever was entered first, and may be at most
 * `maxPlaces` places below the defender. Places are counted along the ladder (the players in
 * between plus one), so empty positions in the numbering do not count. Both need a position.
 */
export function pairChallengeMatch(
  ladder: readonly LadderPlace[],
  a: number,
  b: number,
  maxPlaces: number,
): ChallengeMatchPairing {
  const placeA = ladder.find((p) => p.playerId === a);
  const placeB = ladder.find((p) => p.playerId === b);
  if (!placeA || !placeB) return { ok: false, error: appError('challenge_not_on_team') };
  if (placeA.position === null || placeB.position === null) {
    return { ok: false, error: appError('challenge_needs_positions') };
  }
  const [defender, challenger] = placeA.position < placeB.position ? [placeA, placeB] : [placeB, placeA];
  const order = placedOnly(ladder);
  const places =
    order.findIndex((p) => p.playerId === challenger.playerId) -
    order.findIndex((p) => p.playerId === defender.playerId);
  if (places > maxPlaces) {
    return { ok: false, error: appError('challenge_out_of_range', { max: maxPlaces, places }) };
  }
  return { ok: true, challengerId: challenger.playerId, defenderId: defender.playerId, places };
}

/**
 * The ladder moves after the challenger beat the defender: the challenger takes the defender's
 * position and the defender and everyone placed between them move down one place each, into the
 * next position held (so the set of positions in use stays the same, gaps included). Nothing
 * moves when the challenger is already above the defender, or when either has since left the
 * ladder or lost their position: the ladder changed after the match was set up.
 */
export function challengeMatchMoves(
  ladder: readonly LadderPlace[],
  rosterId: number,
  challengerId: number,
  defenderId: number,
): LadderMove[] {
  const challenger = ladder.find((p) => p.playerId === challengerId);
  const defender = ladder.find((p) => p.playerId === defenderId);
  if (challenger?.position == null || defender?.position == null) return [];
  if (challenger.position <= defender.position) return [];
  const low = defender.position;
  const high = challenger.position;
  const between = placedOnly(ladder).filter((p) => p.position >= low && p.position < high);
  // between = defender and everyone down to just above the challenger, top first.
  const positions = [...between.map((p) => p.position), high];
  const move = (p: Placed, to: number): LadderMove => ({
    rosterPlayerId: p.rosterPlayerId,
    playerId: p.playerId,
    fromRosterId: rosterId,
    fromPosition: p.position,
    toRosterId: rosterId,
    toPosition: to,
  });
  return [move(challenger as Placed, low), ...between.map((p, i) => move(p, positions[i + 1]!))];
}
