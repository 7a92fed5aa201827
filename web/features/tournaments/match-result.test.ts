import { describe, expect, it } from 'vitest';
import { resultCheck } from './match-result';

describe('tournament match result', () => {
  it('saves no score, or the canonical score, against the format', () => {
    expect(resultCheck('  ', null, 1)).toEqual({ kind: 'ok', text: '', winnerSide: null });
    expect(resultCheck('6-4, 3-6, (10-7)', 'SET3-S:6/TB7-F:TB10', 1)).toEqual({
      kind: 'ok',
      text: '6-4 3-6 [10-7]',
      winnerSide: 1,
    });
    expect(resultCheck('10-8', 'SET1-S:10/TB7', null)).toMatchObject({ kind: 'ok', text: '10-8' });
    expect(resultCheck('10-8', 'SET3-S:6/TB7', null).kind).toBe('invalid');
  });

  it('refuses a winner the score contradicts, but not after a retirement', () => {
    expect(resultCheck('6-4 6-4', null, 2)).toEqual({ kind: 'disagrees', text: '6-4 6-4', side: 1 });
    // The sentence names the winner: the score reads from their side.
    expect(resultCheck('2-6 6-7(5)', null, 1)).toEqual({ kind: 'disagrees', text: '6-2 7-6(5)', side: 2 });
    expect(resultCheck('6-3 2-1 ret.', null, 2)).toMatchObject({ kind: 'ok', winnerSide: null });
  });
});
