import { describe, expect, it } from 'vitest';
import {
  ANTI_STACKING_PRESETS,
  draftLineup,
  presetFormat,
  type LineupRosterEntry,
} from '../../../contract/duals';
import { benchOf, removeSelected, tap } from './lineup-builder-model';

const roster: LineupRosterEntry[] = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({
  id,
  name: `P${id}`,
  position: id,
}));
const strict = ANTI_STACKING_PRESETS.strict;
const lenient = ANTI_STACKING_PRESETS['singles-may-play-doubles'];
const format = presetFormat('3s2d');
const draft = draftLineup(roster, format, strict).lineup;

describe('lineup builder taps', () => {
  it('a first tap selects, the same tap again lets go', () => {
    const slot = { kind: 'slot', ref: { line: 'S2', slot: 0 } } as const;
    expect(tap(draft, null, slot, roster, strict)).toEqual({ kind: 'select', selection: slot });
    expect(tap(draft, slot, slot, roster, strict)).toEqual({ kind: 'select', selection: null });
  });

  it('two singles slots swap their players (S2 and S3)', () => {
    const result = tap(
      draft,
      { kind: 'slot', ref: { line: 'S2', slot: 0 } },
      { kind: 'slot', ref: { line: 'S3', slot: 0 } },
      roster,
      strict,
    );
    expect(result.kind).toBe('edit');
    if (result.kind !== 'edit') return;
    expect(result.lineup.find((l) => l.line === 'S2')!.players).toEqual([3]);
    expect(result.lineup.find((l) => l.line === 'S3')!.players).toEqual([2]);
  });

  it('two line labels of one kind exchange the whole lines', () => {
    const result = tap(draft, { kind: 'line', line: 'D1' }, { kind: 'line', line: 'D2' }, roster, strict);
    expect(result.kind === 'edit' && result.lineup.find((l) => l.line === 'D1')!.players).toEqual([6, 7]);
  });

  it('a bench player takes a slot and its player goes to the bench', () => {
    const bench = benchOf(draft, roster, strict);
    expect(bench.free.map((p) => p.id)).toEqual([8]);
    const result = tap(
      draft,
      { kind: 'bench', player: 8 },
      { kind: 'slot', ref: { line: 'S1', slot: 0 } },
      roster,
      strict,
    );
    expect(result.kind === 'edit' && result.lineup[0]!.players).toEqual([8]);
  });

  it('refuses a move that puts a player on two lines the rule forbids', () => {
    // Under the lenient rule P1 may play S1 and D1; moving them from D1 to S2 would make two singles lines.
    const both = draftLineup(roster, format, lenient).lineup;
    // P1 is on a line of each kind already: not on the bench; P4 (D2 only) may still take a singles line.
    expect(benchOf(both, roster, lenient).free.map((p) => p.id)).toEqual([4, 5, 6, 7, 8]);
    const result = tap(
      both,
      { kind: 'slot', ref: { line: 'D1', slot: 0 } },
      { kind: 'slot', ref: { line: 'S2', slot: 0 } },
      roster,
      lenient,
    );
    expect(result).toMatchObject({ kind: 'refused', player: 1 });
  });

  it('under the lenient rule a singles player from the bench also takes a doubles slot', () => {
    const result = tap(
      draft,
      { kind: 'bench', player: 1 },
      { kind: 'slot', ref: { line: 'D2', slot: 1 } },
      roster,
      lenient,
    );
    expect(result.kind === 'edit' && result.lineup.map((l) => l.players)).toEqual([
      [1],
      [2],
      [3],
      [4, 5],
      [6, 1],
    ]);
  });

  it('the selected player can be taken off the lineup', () => {
    const after = removeSelected(draft, { kind: 'slot', ref: { line: 'S3', slot: 0 } });
    expect(after?.[2]!.players).toEqual([null]);
    expect(removeSelected(draft, { kind: 'bench', player: 8 })).toBeNull();
  });
});
