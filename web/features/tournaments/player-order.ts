import { NO_RANK, type TournamentPlayer } from '../../../contract/tournaments';

export type SortKey = 'rank' | 'name';
export type SortDirection = 'asc' | 'desc';

/** The page-size choice "All" (SPEC.md section 9: 5, 10, 25, All). */
export const ALL_ROWS = -1;
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 25, ALL_ROWS] as const;
export const DEFAULT_ROWS_PER_PAGE = 10;

/**
 * A tournament's players in table order. By rank, players without a rank (N/A) come last in either
 * direction, in the order they were entered; by name, the language's collation decides and the
 * entry order breaks ties.
 */
export function sortPlayers(
  players: readonly TournamentPlayer[],
  key: SortKey,
  direction: SortDirection,
  compareNames: (a: string, b: string) => number,
): TournamentPlayer[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...players].sort((a, b) => {
    if (key === 'rank') {
      const aUnranked = a.rank === NO_RANK;
      const bUnranked = b.rank === NO_RANK;
      if (aUnranked !== bUnranked) return aUnranked ? 1 : -1;
      if (!aUnranked && a.rank !== b.rank) return sign * (a.rank - b.rank);
      return a.PlayersID - b.PlayersID;
    }
    const byName = compareNames(a.players, b.players);
    return byName !== 0 ? sign * byName : a.PlayersID - b.PlayersID;
  });
}

/** The index of the last page (0 when there are no rows or all rows show on one page). */
export function lastPageIndex(count: number, rowsPerPage: number): number {
  if (rowsPerPage === ALL_ROWS || count === 0) return 0;
  return Math.ceil(count / rowsPerPage) - 1;
}

/** The rows of one page; the page is clamped to the last one (rows may have been deleted). */
export function pageOf<T>(rows: readonly T[], page: number, rowsPerPage: number): T[] {
  if (rowsPerPage === ALL_ROWS) return [...rows];
  const current = Math.min(Math.max(page, 0), lastPageIndex(rows.length, rowsPerPage));
  return rows.slice(current * rowsPerPage, (current + 1) * rowsPerPage);
}

/** The ranks from 1 to the number of players that no player of the tournament holds, lowest first. */
export function freeRanks(players: readonly TournamentPlayer[]): number[] {
  const held = new Set(players.map((player) => player.rank));
  return Array.from({ length: players.length }, (_, i) => i + 1).filter((rank) => !held.has(rank));
}
