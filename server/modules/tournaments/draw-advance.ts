/**
 * Advancement in a draw (issue 36), pure: a draw's matches held in memory, changed by a result, and the
 * ids of the ones that changed, which draw-results.ts writes back in the result's transaction.
 *
 * A match's winner goes to the side its `winnerTo` link names, its loser to `loserTo` (compass); a bye
 * match (a side that is a bye) is decided as soon as both sides are known, its winner moving on at once.
 * Changing a decided match's winner first clears every later match that took the earlier winner or loser
 * (and, in turn, the matches those fed), which the caller must have confirmed when any had a result.
 */

export interface Slot {
  entryId: number | null;
  bye: boolean;
}

export interface Link {
  id: number;
  side: 1 | 2;
}

export interface Match {
  id: number;
  sides: [Slot, Slot];
  winner: 1 | 2 | null;
  /** 'bye' for a match decided by a bye; a result's outcome otherwise. */
  outcome: string | null;
  winnerTo: Link | null;
  loserTo: Link | null;
  /** First-match-loser consolation: the loser moves on only if the match that brought them was a bye. */
  loserFirstMatchOnly?: boolean;
}

const EMPTY: Slot = { entryId: null, bye: false };
const BYE: Slot = { entryId: null, bye: true };
/**
 * Outcomes by which a player advanced without playing (first-match-loser consolation). A default counts as
 * played, as the engine counts it (draw-consolation.test.ts: one first-round default per draw).
 */
const NOT_PLAYED = new Set(['bye', 'walkover']);

const known = (s: Slot) => s.bye || s.entryId !== null;

export class DrawState {
  readonly matches: Map<number, Match>;
  readonly changed = new Set<number>();
  /** Matches whose played result (not a bye) was cleared. */
  readonly cleared = new Set<number>();

  constructor(matches: Match[]) {
    this.matches = new Map(matches.map((m) => [m.id, m]));
  }

  get(id: number): Match | undefined {
    return this.matches.get(id);
  }

  /** True when both sides are players (not a bye, not waiting). */
  ready(m: Match): boolean {
    return m.sides.every((s) => !s.bye && s.entryId !== null);
  }

  /** The played results a new winner for `m` would clear (no change is made). */
  wouldClear(m: Match, winner: 1 | 2): number[] {
    if (m.winner === null || m.winner === winner) return [];
    const found: number[] = [];
    const visit = (link: Link | null) => {
      const t = link && this.matches.get(link.id);
      if (!t || t.winner === null) return;
      if (t.outcome !== 'bye') found.push(t.id);
      visit(t.winnerTo);
      visit(t.loserTo);
    };
    visit(m.winnerTo);
    visit(m.loserTo);
    return found;
  }

  /** Records `winner` for the ready match `m` (its score columns are the caller's), advancing both sides. */
  decide(m: Match, winner: 1 | 2, outcome: string): void {
    if (m.winner !== null && m.winner !== winner) {
      this.unplace(m.winnerTo);
      this.unplace(m.loserTo);
    }
    m.winner = winner;
    m.outcome = outcome;
    this.changed.add(m.id);
    this.advance(m);
    this.settleByes();
  }

  /** Decides every bye match whose two sides are known, until none is left (also at generation). */
  settleByes(): void {
    let again = true;
    while (again) {
      again = false;
      for (const m of this.matches.values()) {
        if (m.winner !== null || !known(m.sides[0]) || !known(m.sides[1])) continue;
        if (!m.sides[0].bye && !m.sides[1].bye) continue;
        m.winner = m.sides[0].bye && !m.sides[1].bye ? 2 : 1;
        m.outcome = 'bye';
        this.changed.add(m.id);
        this.advance(m);
        again = true;
      }
    }
  }

  private advance(m: Match): void {
    const w = m.winner!;
    this.place(m.winnerTo, m.sides[w - 1]!);
    this.place(m.loserTo, this.loserGoes(m, (3 - w) as 1 | 2) ? m.sides[2 - w]! : BYE);
  }

  /**
   * False when a first-match-only loser link's loser had played (won) the match before this one. As in
   * the engine, a bye or walkover was not played; a retirement or default was.
   */
  private loserGoes(m: Match, side: 1 | 2): boolean {
    if (!m.loserFirstMatchOnly) return true;
    for (const f of this.matches.values())
      if (f.winnerTo?.id === m.id && f.winnerTo.side === side) return NOT_PLAYED.has(f.outcome ?? '');
    return true;
  }

  private place(link: Link | null, slot: Slot): void {
    const t = link && this.matches.get(link.id);
    if (!t) return;
    t.sides[link.side - 1] = { ...slot };
    this.changed.add(t.id);
  }

  /** Empties the side `link` names and clears its match's result, and in turn what that result fed. */
  private unplace(link: Link | null): void {
    const t = link && this.matches.get(link.id);
    if (!t) return;
    t.sides[link.side - 1] = { ...EMPTY };
    this.changed.add(t.id);
    if (t.winner === null) return;
    if (t.outcome !== 'bye') this.cleared.add(t.id);
    t.winner = null;
    t.outcome = null;
    this.unplace(t.winnerTo);
    this.unplace(t.loserTo);
  }
}
