import {
  allViolations,
  checkLineup,
  clearSlot,
  findSlot,
  lineKind,
  mayPlayBoth,
  movePlayer,
  swapLines,
  type AntiStackingRule,
  type LineName,
  type Lineup,
  type LineupLine,
  type LineupRosterEntry,
  type PlayerId,
  type SlotRef,
} from '../../../contract/duals';

/**
 * The lineup builder's taps (issue 20), on top of the contract's edits (contract/duals/lineup.ts): what a
 * first tap selects and what a second tap does with it. The rules stay in the contract; this file only
 * decides which edit a pair of taps means and refuses an edit that would put a player on two lines the
 * team's rule forbids.
 */

export type Selection =
  { kind: 'slot'; ref: SlotRef } | { kind: 'bench'; player: PlayerId } | { kind: 'line'; line: LineName };

export type TapResult =
  | { kind: 'select'; selection: Selection | null }
  | { kind: 'edit'; lineup: LineupLine[] }
  /** The edit would put `player` on two lines the rule forbids (`line` and `otherLine`). */
  | { kind: 'refused'; player: PlayerId; line: LineName; otherLine: LineName };

export function sameSelection(a: Selection | null, b: Selection | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'slot' && b.kind === 'slot') return a.ref.line === b.ref.line && a.ref.slot === b.ref.slot;
  if (a.kind === 'bench' && b.kind === 'bench') return a.player === b.player;
  return a.kind === 'line' && b.kind === 'line' && a.line === b.line;
}

export function playerAt(lineup: Lineup, ref: SlotRef): PlayerId | null {
  return lineup.find((l) => l.line === ref.line)?.players[ref.slot] ?? null;
}

/** The lines a player is on, in lineup order. */
export function linesOf(lineup: Lineup, player: PlayerId): LineName[] {
  return lineup.filter((l) => l.players.includes(player)).map((l) => l.line);
}

/**
 * Who the bench offers: available roster players on no line, and (when the rule lets one player play a
 * singles and a doubles line) players on lines of one kind only, for a line of the other kind.
 * Players marked not available are listed apart and cannot be placed.
 */
export function benchOf(
  lineup: Lineup,
  roster: readonly LineupRosterEntry[],
  rule: AntiStackingRule,
): { free: LineupRosterEntry[]; unavailable: LineupRosterEntry[] } {
  const free: LineupRosterEntry[] = [];
  const unavailable: LineupRosterEntry[] = [];
  for (const p of roster) {
    const lines = linesOf(lineup, p.id);
    if (p.available === false) {
      if (lines.length === 0) unavailable.push(p);
      continue;
    }
    const kinds = new Set(lines.map(lineKind));
    if (lines.length === 0 || (rule.singlesMayPlayDoubles && kinds.size === 1 && lines.length === 1)) {
      free.push(p);
    }
  }
  return { free, unavailable };
}

/** Player-on-two-lines and same-pair clashes of a lineup, as "player@line" keys. */
function clashes(lineup: Lineup, roster: readonly LineupRosterEntry[], rule: AntiStackingRule) {
  const found = new Map<string, { player: PlayerId; line: LineName; otherLine: LineName }>();
  for (const v of allViolations(checkLineup(lineup, roster, rule))) {
    if (v.code === 'player-on-two-lines') {
      const player = v.players[0]!.id;
      found.set(`${player}@${v.line}`, { player, line: v.line, otherLine: v.otherLine });
    } else if (v.code === 'same-player-twice') {
      const player = v.players[0]!.id;
      found.set(`${player}@${v.line}=`, { player, line: v.line, otherLine: v.line });
    }
  }
  return found;
}

/** The bench player takes the slot; when they are on another line already (allowed by the rule), they stay there. */
function placeFromBench(lineup: Lineup, player: PlayerId, to: SlotRef): LineupLine[] {
  if (!findSlot(lineup, player)) return movePlayer(lineup, player, to);
  return lineup.map((l) =>
    l.line === to.line ? { line: l.line, players: l.players.map((p, i) => (i === to.slot ? player : p)) } : l,
  );
}

/** An edit, unless it brings a clash the lineup did not have. */
function guarded(
  before: Lineup,
  after: LineupLine[],
  roster: readonly LineupRosterEntry[],
  rule: AntiStackingRule,
): TapResult {
  const old = clashes(before, roster, rule);
  for (const [key, clash] of clashes(after, roster, rule)) {
    if (!old.has(key)) return { kind: 'refused', ...clash };
  }
  return { kind: 'edit', lineup: after };
}

/**
 * The second tap (or a drop) on `target` with `selection` held: a swap, a move, a bench player placed, two
 * lines exchanged; or a new selection when the two taps make no edit.
 */
export function tap(
  lineup: Lineup,
  selection: Selection | null,
  target: Selection,
  roster: readonly LineupRosterEntry[],
  rule: AntiStackingRule,
): TapResult {
  if (!selection || sameSelection(selection, target)) {
    return { kind: 'select', selection: selection ? null : target };
  }
  const edit = (after: LineupLine[]) => guarded(lineup, after, roster, rule);
  if (selection.kind === 'line' || target.kind === 'line') {
    if (
      selection.kind === 'line' &&
      target.kind === 'line' &&
      lineKind(selection.line) === lineKind(target.line)
    ) {
      return edit(swapLines(lineup, selection.line, target.line));
    }
    return { kind: 'select', selection: target };
  }
  if (selection.kind === 'bench' && target.kind === 'bench') return { kind: 'select', selection: target };
  if (selection.kind === 'bench' && target.kind === 'slot') {
    return edit(placeFromBench(lineup, selection.player, target.ref));
  }
  if (selection.kind === 'slot' && target.kind === 'bench') {
    return edit(placeFromBench(lineup, target.player, selection.ref));
  }
  // Two slots: the selected slot's player goes to the target (swapping), or the target's comes here.
  const from = (selection as { ref: SlotRef }).ref;
  const to = (target as { ref: SlotRef }).ref;
  const mover = playerAt(lineup, from);
  if (mover !== null) return edit(movePlayer(lineup, mover, to, from));
  const other = playerAt(lineup, to);
  if (other !== null) return edit(movePlayer(lineup, other, from, to));
  return { kind: 'select', selection: target };
}

/** The selected slot's player taken off the lineup. */
export function removeSelected(lineup: Lineup, selection: Selection | null): LineupLine[] | null {
  if (selection?.kind !== 'slot' || playerAt(lineup, selection.ref) === null) return null;
  return clearSlot(lineup, selection.ref);
}

/** Whether a bench player may be put on a line at all under the rule (never two lines of one kind). */
export function mayJoin(lineup: Lineup, player: PlayerId, line: LineName, rule: AntiStackingRule): boolean {
  return linesOf(lineup, player).every((other) => other === line || mayPlayBoth(other, line, rule));
}
