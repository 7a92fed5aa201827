import { describe, expect, it } from 'vitest';
import type { DualSummary } from '../../../contract/duals';
import { DEFAULT_ANTI_STACKING_RULE, draftLineup, presetFormat } from '../../../contract/duals';
import type { DualScoring, DualScoringLine } from '../../../contract/duals';
import {
  builderRoster,
  defaultDualStart,
  formatOf,
  linesAwaitingOtherCoach,
  sameLineup,
  splitSeason,
  toInstant,
} from './dual-model';

const dual = (id: number, startsAt: string, decided = false) =>
  ({
    id,
    startsAt,
    result: { decided, winnerSide: null, linesWon: 0, linesLost: 0 },
  }) as unknown as DualSummary;

describe('dual model', () => {
  it('splits a season by day: upcoming soonest first (scored early or not), past latest first', () => {
    const now = new Date('2026-04-10T12:00:00Z');
    const { upcoming, past } = splitSeason(
      [
        dual(1, '2026-04-20T15:00:00Z'),
        dual(2, '2026-04-01T15:00:00Z'),
        dual(3, '2026-04-12T15:00:00Z'),
        dual(4, '2026-04-15T15:00:00Z', true),
        dual(5, '2026-03-01T15:00:00Z'),
      ],
      now,
    );
    expect(upcoming.map((d) => d.id)).toEqual([3, 4, 1]);
    expect(past.map((d) => d.id)).toEqual([2, 5]);
  });

  it('reads a typed date and time as an instant, refusing impossible ones', () => {
    expect(toInstant({ date: '2026-04-31', time: '16:00' })).toBeNull();
    expect(toInstant({ date: '2026-04-30', time: '24:00' })).toBeNull();
    const instant = toInstant({ date: '2026-04-30', time: '16:00' });
    expect(new Date(instant!).getHours()).toBe(16);
  });

  it('starts a new dual a week ahead at 16:00', () => {
    expect(defaultDualStart(new Date(2026, 3, 10, 9, 30))).toEqual({ date: '2026-04-17', time: '16:00' });
  });

  it("builds the format: a preset's counts or custom ones, per-line formats only for lines it has", () => {
    expect(formatOf('4s3d', { singles: 1, doubles: 1 }, 'SET1-S:8/TB7', {})).toEqual({
      preset: '4s3d',
      singles: 4,
      doubles: 3,
      scoreFormat: 'SET1-S:8/TB7',
    });
    expect(
      formatOf('custom', { singles: 2, doubles: 0 }, null, { S2: 'SET3-S:6/TB7', D1: 'SET3-S:6/TB7' }),
    ).toEqual({
      preset: 'custom',
      singles: 2,
      doubles: 0,
      lineScoreFormats: { S2: 'SET3-S:6/TB7' },
    });
  });

  it('compares lineups place by place', () => {
    const a = [{ line: 'S1' as const, players: [1] }];
    expect(sameLineup(a, [{ line: 'S1', players: [1] }])).toBe(true);
    expect(sameLineup(a, [{ line: 'S1', players: [2] }])).toBe(false);
  });

  it('keeps players who answered "not going" out of the builder and the draft, whatever the coach marks', () => {
    // Server view: 2 answered not going, 4 the coach marked not available.
    const dual = {
      roster: [1, 2, 3, 4, 5, 6].map((id) => ({
        id,
        name: `P${id}`,
        position: id,
        available: id !== 2 && id !== 4,
      })),
      unavailable: [4],
    };
    const { notGoing, roster } = builderRoster(dual, [4]);
    expect([...notGoing]).toEqual([2]);
    expect(roster.filter((p) => !p.available).map((p) => p.id)).toEqual([2, 4]);
    // The coach takes back their own mark of 4: 4 plays, 2 still does not.
    const edited = builderRoster(dual, []);
    expect(edited.roster.filter((p) => !p.available).map((p) => p.id)).toEqual([2]);
    const draft = draftLineup(edited.roster, presetFormat('3s2d'), DEFAULT_ANTI_STACKING_RULE);
    expect(draft.lineup.flatMap((l) => l.players)).not.toContain(2);
    expect(draft.lineup.find((l) => l.line === 'S2')?.players).toEqual([3]);
  });
});

describe('lines awaiting the other coach', () => {
  const line = (confirmation: DualScoringLine['confirmation'], enteredBySide: 1 | 2 | null) =>
    ({ confirmation, enteredBySide }) as DualScoringLine;
  const scoring = (linked: boolean, lines: DualScoringLine[], yourSide: 1 | 2 = 1, mayScore = true) =>
    ({ linked, lines, yourSide, mayScore }) as unknown as DualScoring;

  it('counts nothing against an opponent outside Courtside: no other coach, lines with no result or not', () => {
    expect(
      linesAwaitingOtherCoach(scoring(false, [line('none', null), line('none', 1), line('none', null)])),
    ).toBe(0);
  });

  it("counts the lines the viewer's side entered that the linked coach has not confirmed yet", () => {
    const lines = [
      line('entered', 1),
      line('entered', 1),
      line('entered', 2),
      line('confirmed', 1),
      line('none', null),
    ];
    expect(linesAwaitingOtherCoach(scoring(true, lines))).toBe(2);
    expect(linesAwaitingOtherCoach(scoring(true, lines, 2))).toBe(1);
    // A player reads the results: nothing waits on them.
    expect(linesAwaitingOtherCoach(scoring(true, lines, 1, false))).toBe(0);
  });
});
