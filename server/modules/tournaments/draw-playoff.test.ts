import { describe, expect, it } from 'vitest';
import { planPlayoff, type PlayoffPlan } from './draw-generate';

/**
 * A round robin's playoff placed by tods-competition-factory (ROUND_ROBIN_WITH_PLAYOFF, its
 * automatedPlayoffPositioning), read back as (group, place): every qualifier exactly once, group winners
 * seeded apart (each in its own half or quarter of the playoff) and given its byes. The engine places the
 * other qualifiers at random among the remaining positions (it does not keep group mates apart), so each
 * case is generated several times.
 */

function firstRound(plan: PlayoffPlan) {
  return plan.matchups.filter((m) => m.round === 1).sort((a, b) => a.position - b.position);
}

describe('the playoff of round robin groups', () => {
  for (const [sizes, perGroup] of [
    [[4, 4], 1],
    [[3, 3], 2],
    [[4, 4, 4], 2],
    [[4, 4, 4, 4], 2],
    [[5, 5, 5, 5], 1],
    [[3, 3, 3], 3],
  ] as const) {
    it(`takes the top ${perGroup} of groups of ${sizes.join(', ')} as the engine places them`, () => {
      for (let run = 0; run < 4; run++) {
        const plan = planPlayoff([...sizes], perGroup);
        const want = sizes.flatMap((_, group) =>
          Array.from({ length: perGroup }, (_, i) => `${group}:${i + 1}`),
        );
        expect(plan.qualifiers.map((q) => `${q.group}:${q.place}`).sort()).toEqual(want.sort());
        expect(plan.drawSize).toBeGreaterThanOrEqual(want.length);
        const rounds = firstRound(plan);
        expect(rounds).toHaveLength(plan.drawSize / 2);
        const at = rounds.flatMap((m) => m.sides);
        // Group winners apart: with W winners in a draw of size S, each sits in its own block of S/W' slots
        // (W' the power of two at least W).
        const winners = at.flatMap((s, i) =>
          s.entrant !== null && plan.qualifiers[s.entrant]!.place === 1 ? [i] : [],
        );
        let blocks = 1;
        while (blocks < winners.length) blocks *= 2;
        const block = plan.drawSize / blocks;
        expect(new Set(winners.map((i) => Math.floor(i / block))).size).toBe(winners.length);
        for (const m of rounds) {
          const [a, b] = m.sides;
          // A bye goes to a group winner (while there are more winners than byes).
          if ((a.bye || b.bye) && plan.drawSize - want.length <= sizes.length) {
            const other = a.bye ? b : a;
            expect(other.entrant).not.toBeNull();
            expect(plan.qualifiers[other.entrant!]!.place).toBe(1);
          }
        }
        // Every match but the final sends its winner on.
        expect(plan.matchups.filter((m) => m.winnerTo === null)).toHaveLength(1);
      }
    });
  }
});
