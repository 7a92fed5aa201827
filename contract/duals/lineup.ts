import {
  dualLines,
  lineKind,
  lineSize,
  type DualFormat,
  type LineName,
  type Lineup,
  type LineupLine,
  type PlayerId,
} from './lineup-format';
import { ladderValues, type AntiStackingRule, type LineupRosterEntry } from './lineup-rules';

/**
 * Dual match lineups (issue 20): drafting one from the ladder and the builder's edits. The format and the
 * lineup's shape are in lineup-format.ts, the anti-stacking rule and the check in lineup-rules.ts, the words in
 * lineup-text.ts; this module re-exports them so callers import from one place.
 */
export * from './lineup-format';
export * from './lineup-rules';
export * from './lineup-text';

export interface Draft {
  lineup: LineupLine[];
  /** Lines left empty for want of available players, in lineup order. */
  unfilled: LineName[];
}

/** Available players in ladder order: by position, the unplaced after every placed one in roster order. */
export function ladderOrder(roster: readonly LineupRosterEntry[]): LineupRosterEntry[] {
  const values = ladderValues(roster);
  return roster
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.available !== false)
    .sort((a, b) => values.get(a.p.id)! - values.get(b.p.id)! || a.index - b.index)
    .map(({ p }) => p);
}

/**
 * One tap's lineup: singles lines take the available players in ladder order (S1 the highest); doubles lines
 * take the next players two by two in ladder order (D1 the next two, D2 the two after), so the pairs' sums
 * rise line by line. When the rule lets singles players play doubles, the doubles pairs come from the top of
 * the ladder too (D1 = the two highest available players). A line without enough players is left empty.
 */
export function draftLineup(
  roster: readonly LineupRosterEntry[],
  format: DualFormat,
  rule: AntiStackingRule,
): Draft {
  const order = ladderOrder(roster).map((p) => p.id);
  const singles = order.slice(0, format.singles);
  const doublesPool = rule.singlesMayPlayDoubles ? order : order.slice(format.singles);
  const lineup: LineupLine[] = [];
  const unfilled: LineName[] = [];
  for (const { line, kind, index } of dualLines(format)) {
    const start = (index - 1) * lineSize(line);
    const players = (kind === 'singles' ? singles : doublesPool).slice(start, start + lineSize(line));
    if (players.length === lineSize(line)) lineup.push({ line, players });
    else {
      lineup.push({ line, players: Array<null>(lineSize(line)).fill(null) });
      unfilled.push(line);
    }
  }
  return { lineup, unfilled };
}

/** A place in a lineup: a line and its slot (0; 0 or 1 for doubles). */
export interface SlotRef {
  line: LineName;
  slot: number;
}

function lineAt(lineup: Lineup, line: LineName): LineupLine {
  const found = lineup.find((l) => l.line === line);
  if (!found) throw new RangeError(`no line ${line} in this lineup`);
  return found;
}

function checkSlot(lineup: Lineup, ref: SlotRef): void {
  if (!Number.isInteger(ref.slot) || ref.slot < 0 || ref.slot >= lineAt(lineup, ref.line).players.length) {
    throw new RangeError(`no slot ${ref.slot} on line ${ref.line}`);
  }
}

function withSlots(lineup: Lineup, changes: readonly [SlotRef, PlayerId | null][]): LineupLine[] {
  return lineup.map((l) => {
    const mine = changes.filter(([ref]) => ref.line === l.line);
    if (mine.length === 0) return l;
    const players = [...l.players];
    for (const [ref, id] of mine) players[ref.slot] = id;
    return { line: l.line, players };
  });
}

/** The two lines exchange their players (both singles or both doubles). A new lineup; the old is unchanged. */
export function swapLines(lineup: Lineup, a: LineName, b: LineName): LineupLine[] {
  const first = lineAt(lineup, a);
  const second = lineAt(lineup, b);
  if (lineKind(a) !== lineKind(b)) throw new RangeError(`${a} and ${b} are not lines of one kind`);
  return lineup.map((l) =>
    l.line === a
      ? { line: a, players: [...second.players] }
      : l.line === b
        ? { line: b, players: [...first.players] }
        : l,
  );
}

/** The slot's player is taken off the lineup. */
export function clearSlot(lineup: Lineup, ref: SlotRef): LineupLine[] {
  checkSlot(lineup, ref);
  return withSlots(lineup, [[ref, null]]);
}

/**
 * Tap-to-swap: the player goes to `to`. When the player was on a slot (`from`, or else the first slot the
 * player holds), the player at `to` takes that slot: the two swap. A player from the bench (on no slot)
 * simply takes `to`, and whoever was there leaves the lineup. A new lineup; the old is unchanged.
 */
export function movePlayer(lineup: Lineup, player: PlayerId, to: SlotRef, from?: SlotRef): LineupLine[] {
  checkSlot(lineup, to);
  const source = from ?? findSlot(lineup, player);
  if (source) {
    checkSlot(lineup, source);
    if (lineAt(lineup, source.line).players[source.slot] !== player) {
      throw new RangeError(`player ${player} is not on ${source.line}`);
    }
  }
  const occupant = lineAt(lineup, to.line).players[to.slot] ?? null;
  if (source && source.line === to.line && source.slot === to.slot) return [...lineup];
  return withSlots(
    lineup,
    source
      ? [
          [source, occupant],
          [to, player],
        ]
      : [[to, player]],
  );
}

/** The first slot a player holds, in lineup order; null when on none. */
export function findSlot(lineup: Lineup, player: PlayerId): SlotRef | null {
  for (const l of lineup) {
    const slot = l.players.indexOf(player);
    if (slot >= 0) return { line: l.line, slot };
  }
  return null;
}
