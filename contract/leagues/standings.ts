/**
 * A league's standings (issue 35): pure, from the league's final duals. The server gives each final dual's
 * settled lines, summed; a dual with a pending or disputed line is not final and does not count.
 *
 * THE RULE (docs/decisions.md, "League play"):
 * - Teams are ordered by dual wins (a tied dual counts half a win), then fewer losses.
 * - Teams equal on that are ordered by the league's tie-breaks, in its order. A tie-break is applied to the
 *   whole group of tied teams; if it separates them, each smaller group still tied starts again at the first
 *   tie-break (so a three-way tie broken down to two is decided by head-to-head between those two).
 *   Head-to-head counts only the duals among the teams of the group.
 * - Each team placed by a tie-break carries the tie-break that placed it (`tieBreak`); teams no tie-break
 *   separates share the rank and carry 'unbroken'.
 */

export const TIE_BREAKS = ['head-to-head', 'lines', 'sets', 'games', 'singles1'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];
export const DEFAULT_TIE_BREAKS: readonly TieBreak[] = TIE_BREAKS;

/** One final dual between two league teams, from team a's point of view where it says "a". */
export interface StandingDual {
  a: number;
  b: number;
  /** The dual's winner (a team id), or null for a tie. */
  winner: number | null;
  lines: { a: number; b: number };
  sets: { a: number; b: number };
  games: { a: number; b: number };
  /** The team that won #1 singles, or null when not played or not settled. */
  singles1: number | null;
}

export interface StandingRow {
  teamId: number;
  rank: number;
  played: number;
  wins: number;
  losses: number;
  ties: number;
  linesWon: number;
  linesLost: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  singles1Won: number;
  /** The tie-break that placed the team among teams of equal record; null when its record was alone. */
  tieBreak: TieBreak | 'unbroken' | null;
}

type Totals = Omit<StandingRow, 'rank' | 'tieBreak'>;

function totalsOf(teamIds: readonly number[], duals: readonly StandingDual[]): Map<number, Totals> {
  const totals = new Map<number, Totals>(
    teamIds.map((teamId) => [
      teamId,
      {
        teamId,
        played: 0,
        wins: 0,
        losses: 0,
        ties: 0,
        linesWon: 0,
        linesLost: 0,
        setsWon: 0,
        setsLost: 0,
        gamesWon: 0,
        gamesLost: 0,
        singles1Won: 0,
      },
    ]),
  );
  for (const d of duals) {
    for (const [me, other, mine, theirs] of [
      [d.a, d.b, 'a', 'b'],
      [d.b, d.a, 'b', 'a'],
    ] as const) {
      const t = totals.get(me);
      if (!t || !totals.has(other)) continue;
      t.played += 1;
      if (d.winner === null) t.ties += 1;
      else if (d.winner === me) t.wins += 1;
      else t.losses += 1;
      t.linesWon += d.lines[mine];
      t.linesLost += d.lines[theirs];
      t.setsWon += d.sets[mine];
      t.setsLost += d.sets[theirs];
      t.gamesWon += d.games[mine];
      t.gamesLost += d.games[theirs];
      if (d.singles1 === me) t.singles1Won += 1;
    }
  }
  return totals;
}

/** A team's value for a tie-break within a group (higher is better). */
function valueOf(
  tieBreak: TieBreak,
  team: number,
  group: ReadonlySet<number>,
  totals: ReadonlyMap<number, Totals>,
  duals: readonly StandingDual[],
): number {
  const t = totals.get(team)!;
  switch (tieBreak) {
    case 'head-to-head': {
      let points = 0;
      for (const d of duals) {
        if (!group.has(d.a) || !group.has(d.b) || (d.a !== team && d.b !== team)) continue;
        points += d.winner === null ? 0.5 : d.winner === team ? 1 : 0;
      }
      return points;
    }
    case 'lines':
      return t.linesWon;
    case 'sets':
      return t.setsWon;
    case 'games':
      return t.gamesWon;
    case 'singles1':
      return t.singles1Won;
  }
}

/** Splits teams into groups of equal value, best first. */
function splitBy(teams: readonly number[], value: (team: number) => number): number[][] {
  const byValue = new Map<number, number[]>();
  for (const team of teams) byValue.set(value(team), [...(byValue.get(value(team)) ?? []), team]);
  return [...byValue.entries()].sort((x, y) => y[0] - x[0]).map(([, group]) => group);
}

interface Placed {
  teamId: number;
  tieBreak: StandingRow['tieBreak'];
  /** Teams placed together (unbroken) share a rank. */
  shared: boolean;
}

function breakTie(
  group: readonly number[],
  order: readonly TieBreak[],
  totals: ReadonlyMap<number, Totals>,
  duals: readonly StandingDual[],
): Placed[][] {
  const members = new Set(group);
  for (const tieBreak of order) {
    const parts = splitBy(group, (team) => valueOf(tieBreak, team, members, totals, duals));
    if (parts.length === 1) continue;
    return parts.flatMap((part) =>
      part.length === 1
        ? [[{ teamId: part[0]!, tieBreak, shared: false }]]
        : breakTie(part, order, totals, duals),
    );
  }
  return [group.map((teamId) => ({ teamId, tieBreak: 'unbroken' as const, shared: true }))];
}

/**
 * The standings of a league's teams (ids; order of equal teams with nothing to tell them apart: as given)
 * from its final duals, with the league's tie-break order.
 */
export function computeStandings(
  teamIds: readonly number[],
  duals: readonly StandingDual[],
  order: readonly TieBreak[] = DEFAULT_TIE_BREAKS,
): StandingRow[] {
  const totals = totalsOf(teamIds, duals);
  const record = (team: number) => {
    const t = totals.get(team)!;
    // Wins (a tie half) first, then fewer losses: one number, exact in halves.
    return (t.wins + t.ties / 2) * 1000 - t.losses;
  };
  const rows: StandingRow[] = [];
  for (const group of splitBy(teamIds, record)) {
    const places: Placed[][] =
      group.length === 1
        ? [[{ teamId: group[0]!, tieBreak: null, shared: false }]]
        : breakTie(group, order, totals, duals);
    for (const place of places) {
      const rank = rows.length + 1;
      for (const p of place) rows.push({ ...totals.get(p.teamId)!, rank, tieBreak: p.tieBreak });
    }
  }
  return rows;
}
