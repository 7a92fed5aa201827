import type { LineName, LineupLine, PlayerId } from './lineup-format';
import type { LineupRosterEntry } from './lineup-rules';

/**
 * A roster for the lineup tests, in ladder order: ids 1-8 are positions 1-8, ids 9 and 10 are unplaced.
 * Names are chosen so the example reads as written: Bea is 3rd, Ana 5th.
 */
export const ROSTER: LineupRosterEntry[] = [
  { id: 1, name: 'Cara', position: 1 },
  { id: 2, name: 'Dina', position: 2 },
  { id: 3, name: 'Bea', position: 3 },
  { id: 4, name: 'Eli', position: 4 },
  { id: 5, name: 'Ana', position: 5 },
  { id: 6, name: 'Finn', position: 6 },
  { id: 7, name: 'Gia', position: 7 },
  { id: 8, name: 'Hugo', position: 8 },
  { id: 9, name: 'Ivo', position: null },
  { id: 10, name: 'Jon', position: null },
];

type Slots = PlayerId | null | readonly [PlayerId | null, PlayerId | null];

/** A lineup from { S1: 1, D1: [4, 5] }, lines in the order written. */
export function lineupOf(lines: Partial<Record<LineName, Slots>>): LineupLine[] {
  return Object.entries(lines).map(([line, slots]) => ({
    line: line as LineName,
    players: Array.isArray(slots) ? [...(slots as readonly (PlayerId | null)[])] : [slots as PlayerId | null],
  }));
}

/** A 3 singles + 2 doubles lineup in ladder order, with no violation under any rule. */
export const IN_ORDER = { S1: 1, S2: 2, S3: 3, D1: [4, 5], D2: [6, 7] } as const;
