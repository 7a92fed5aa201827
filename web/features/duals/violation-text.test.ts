import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  ANTI_STACKING_PRESETS,
  allViolations,
  checkLineup,
  type LineupRosterEntry,
} from '../../../contract/duals';
import { lineLabel, violationText } from './violation-text';

/** A t() that shows the key and the values it was given. */
const t = ((key: string, values?: Record<string, string>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as TFunction;

const roster: LineupRosterEntry[] = [
  { id: 1, name: 'Ana', position: 1 },
  { id: 2, name: 'Bea', position: null },
];

describe('violation text', () => {
  it('gives the key with positions as places, translated line names and isolated names', () => {
    const [v] = allViolations(
      checkLineup(
        [
          { line: 'S1', players: [2] },
          { line: 'S2', players: [1] },
        ],
        roster,
        ANTI_STACKING_PRESETS.strict,
      ),
    );
    const text = violationText(t, v!, 'en');
    expect(text.startsWith('lineup.violation.singles-out-of-order')).toBe(true);
    const values = JSON.parse(text.slice(text.indexOf('{'))) as Record<string, string>;
    expect(values.name).toBe('\u2068Bea\u2069');
    expect(values.position).toBe('lineup.notPlaced');
    expect(values.otherPosition).toBe('lineup.place {"n":"1"}');
    expect(values.line).toBe('lineup.singlesShort {"n":"1"}');
  });

  it("writes line numbers in the language's digits", () => {
    const two = new Intl.NumberFormat('ar').format(2);
    expect(lineLabel(t, 'D2', 'ar')).toBe(`lineup.doublesShort {"n":"${two}"}`);
  });
});
