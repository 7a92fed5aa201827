/**
 * The ranking rule of a tournament match (issue 6): rank 1 is the best. When the lower-ranked
 * player (the larger rank number) beats the higher-ranked one, the two swap ranks; when the
 * higher-ranked player wins, nothing moves.
 *
 * A changed winner (a match that already had a result gets another one) first undoes what the
 * earlier result did, then applies the new one. The earlier swap is undone only while both
 * players still hold exactly the ranks it left them with: if ranks moved since (a coach's edit,
 * another match), those later changes are the truth and are not overwritten.
 */

export type Winner = 1 | 2;

/** A pair of ranks, first player then second. */
export interface RankPair {
  p1: number;
  p2: number;
}

/** The two players' ranks as stored; null is "no rank" (-1, N/A). */
export interface StoredRanks {
  p1: number | null;
  p2: number | null;
}

/** What a saved result did: its winner and, when it swapped the ranks, the ranks it left. */
export interface SavedResult {
  winner: Winner;
  swappedTo: RankPair | null;
}

export type RankingOutcome =
  | {
      ok: true;
      /** The ranks the two players hold after this result. */
      ranks: RankPair;
      /** Record of the swap this result made (null when it made none), kept on the match. */
      swappedTo: RankPair | null;
    }
  | { ok: false; reason: 'unranked' };

/** A usable rank: a whole number from 1 up. */
export function isRank(rank: number | null | undefined): rank is number {
  return typeof rank === 'number' && Number.isInteger(rank) && rank >= 1;
}

/** True when the winner was ranked below (a larger number than) the loser. */
export function isUpset(winnerRank: number, loserRank: number): boolean {
  return winnerRank > loserRank;
}

/**
 * The ranks after saving `winner` for a match whose players hold `stored` ranks and whose earlier
 * result (if any) is `previous`. Fails with 'unranked' when either player has no rank.
 */
export function applyMatchResult(
  stored: StoredRanks,
  previous: SavedResult | null,
  winner: Winner,
): RankingOutcome {
  const { p1, p2 } = stored;
  if (!isRank(p1) || !isRank(p2)) return { ok: false, reason: 'unranked' };

  // Saving the same winner again must not swap a second time.
  if (previous && previous.winner === winner)
    return { ok: true, ranks: { p1, p2 }, swappedTo: previous.swappedTo };

  let base: RankPair = { p1, p2 };
  const undo = previous?.swappedTo;
  if (undo && undo.p1 === p1 && undo.p2 === p2) base = { p1: p2, p2: p1 };

  const [winnerRank, loserRank] = winner === 1 ? [base.p1, base.p2] : [base.p2, base.p1];
  if (!isUpset(winnerRank, loserRank)) return { ok: true, ranks: base, swappedTo: null };
  const swapped = { p1: base.p2, p2: base.p1 };
  return { ok: true, ranks: swapped, swappedTo: swapped };
}
