import { lineSize, type LineName } from '../../../contract/duals';
import type { Side } from '../../../contract/scores/tennis-score';
import type { SlotRow } from './dual-rows';

/** Both sides' lineups of a dual as the scoring work reads them: per line, each place's player and name. */

export interface LinePlace {
  /** A roster player's id (side 1, or a linked opponent's player); null for a typed name. */
  playerId: number | null;
  name: string;
}

/** Places by side and line, in slot order; an empty place is null. */
export type DualPeople = Map<`${Side}:${LineName}`, (LinePlace | null)[]>;

export function peopleOf(rows: readonly SlotRow[]): DualPeople {
  const people: DualPeople = new Map();
  for (const r of rows) {
    const line = r.line as LineName;
    const key = `${r.side as Side}:${line}` as const;
    const places = people.get(key) ?? Array<LinePlace | null>(lineSize(line)).fill(null);
    const name = r.playerName ?? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim();
    if (r.slot < places.length) places[r.slot] = { playerId: r.playerId, name };
    people.set(key, places);
  }
  return people;
}

/** A side's places on a line (all empty when none were saved). */
export function placesOf(people: DualPeople, side: Side, line: LineName): (LinePlace | null)[] {
  return people.get(`${side}:${line}`) ?? Array<LinePlace | null>(lineSize(line)).fill(null);
}

/** The players' names of a side's line joined for a sentence ("Ana Diaz and Bo Li"), or `fallback`. */
export function sideNames(people: DualPeople, side: Side, line: LineName, fallback: string): string {
  const names = placesOf(people, side, line)
    .filter((p): p is LinePlace => p !== null)
    .map((p) => p.name);
  return names.length > 0 ? names.join(' and ') : fallback;
}
