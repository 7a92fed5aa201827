import { describe, expect, it } from 'vitest';
import { fixtures, tournamentEngine } from 'tods-competition-factory';
import { drawSizeFor, planDraw, type DrawPlan } from './draw-generate';

/**
 * Draw generation against tods-competition-factory's placements (issue 36): for every entrant count from 5
 * to 32 the plan holds exactly the engine's draw positions, seeds and byes, and those follow the standard
 * (the engine's default seeding policy): seeds count by draw size, seed 1 on top, seed 2 at the bottom,
 * 3-4 and 5-8 in their blocks, byes to the top seeds first, never two byes in one match.
 */

type Assignment = { drawPosition: number; participantId?: string; bye?: boolean };
type Structure = {
  positionAssignments?: Assignment[];
  seedAssignments?: Array<{ participantId?: string; seedNumber: number }>;
};

function engineMain(plan: DrawPlan) {
  const s = (plan.definition.structures as Structure[])[0]!;
  return { positions: s.positionAssignments ?? [], seeds: s.seedAssignments ?? [] };
}

const seedBlocks = (size: number): number[][] => [
  [1],
  [size],
  [size / 4 + 1, (3 * size) / 4],
  [size / 8 + 1, (3 * size) / 8 + 1, (5 * size) / 8, (7 * size) / 8],
];

describe('single elimination seeding and byes, 5 to 32 entrants', () => {
  for (let n = 5; n <= 32; n++) {
    it(`${n} entrants`, () => {
      const plan = planDraw({ drawType: 'single_elimination', entrants: n });
      const size = drawSizeFor('single_elimination', n);
      expect(plan.drawSize).toBe(size);
      expect(size).toBeGreaterThanOrEqual(n);
      expect(size / 2).toBeLessThan(n);

      // The plan holds the engine's placements exactly.
      const { positions, seeds } = engineMain(plan);
      const engineSeed = new Map(seeds.map((a) => [a.participantId, a.seedNumber]));
      const fromEngine = positions
        .filter((a) => a.participantId)
        .map((a) => ({
          entrant: Number(a.participantId!.slice(1)),
          drawPosition: a.drawPosition,
          seed: engineSeed.get(a.participantId) ?? null,
        }))
        .sort((a, b) => a.entrant - b.entrant);
      expect(
        plan.entries.map(({ entrant, drawPosition, seed }) => ({ entrant, drawPosition, seed })),
      ).toEqual(fromEngine);

      // The standard's seeds count, the best entrants seeded in order.
      const expectedSeeds = (
        (tournamentEngine as unknown as { getSeedsCount: (a: object) => unknown }).getSeedsCount({
          drawSize: size,
          participantsCount: n,
          policyDefinitions: fixtures.policies.POLICY_SEEDING_DEFAULT,
        }) as { seedsCount: number }
      ).seedsCount;
      expect(plan.seedsCount).toBe(expectedSeeds);
      const seeded = plan.entries.filter((e) => e.seed !== null).sort((a, b) => a.seed! - b.seed!);
      expect(seeded.map((e) => e.entrant)).toEqual(Array.from({ length: expectedSeeds }, (_, i) => i));
      expect(seeded.map((e) => e.seed)).toEqual(Array.from({ length: expectedSeeds }, (_, i) => i + 1));

      // Seeds in their blocks.
      const blocks = seedBlocks(size);
      let first = 1;
      for (const block of blocks) {
        const inBlock = seeded.filter((e) => e.seed! >= first && e.seed! < first + block.length);
        for (const e of inBlock) expect(block).toContain(e.drawPosition);
        first += block.length;
      }

      // Byes: as many as the draw's empty positions, to the top seeds first, never two in a match.
      const byes = size - n;
      const byePositions = positions.filter((a) => a.bye).map((a) => a.drawPosition);
      expect(byePositions).toHaveLength(byes);
      const firstRound = plan.matchups.filter((m) => m.round === 1);
      expect(firstRound).toHaveLength(size / 2);
      expect(firstRound.some((m) => m.sides[0].bye && m.sides[1].bye)).toBe(false);
      const byeOpponents = firstRound
        .filter((m) => m.sides.some((s) => s.bye))
        .map((m) => m.sides.find((s) => !s.bye)!.entrant!);
      // The engine gives byes block by block (1, 2, 3-4, 5-8), to any seeds of the last block reached.
      const seedsWithByes = byeOpponents.filter((e) => e < expectedSeeds).sort((a, b) => a - b);
      const k = Math.min(byes, expectedSeeds);
      expect(seedsWithByes).toHaveLength(k);
      const ends = [1, 2, 4, 8, 16];
      const end = ends.find((x) => x >= k) ?? k;
      const start = k === 0 ? 0 : (ends[ends.indexOf(end) - 1] ?? 0);
      for (let seed = 0; seed < start; seed++) expect(seedsWithByes).toContain(seed);
      for (const seed of seedsWithByes) expect(seed).toBeLessThan(end);

      // Every later match is fed by exactly two earlier ones, the final by none.
      const fed = new Map<string, number>();
      for (const m of plan.matchups)
        if (m.winnerTo) fed.set(m.winnerTo.key, (fed.get(m.winnerTo.key) ?? 0) + 1);
      for (const m of plan.matchups) expect(fed.get(m.key) ?? 0).toBe(m.round === 1 ? 0 : 2);
      expect(plan.matchups.filter((m) => !m.winnerTo)).toHaveLength(1);
    });
  }

  it('takes the seeds count asked for, zero included', () => {
    expect(
      planDraw({ drawType: 'single_elimination', entrants: 12, seedsCount: 0 }).entries.every(
        (e) => e.seed === null,
      ),
    ).toBe(true);
    const two = planDraw({ drawType: 'single_elimination', entrants: 12, seedsCount: 2 });
    expect(two.entries.filter((e) => e.seed !== null).map((e) => e.entrant)).toEqual([0, 1]);
  });
});

describe('round robin schedules', () => {
  for (const [n, groupSize] of [
    [3, undefined],
    [4, undefined],
    [5, undefined],
    [6, undefined],
    [7, undefined],
    [8, undefined],
    [8, 4],
    [12, 4],
    [10, 5],
  ] as const) {
    it(`${n} entrants${groupSize ? ` in groups of ${groupSize}` : ''}: everyone meets everyone of their group once, nobody twice in a round`, () => {
      const plan = planDraw({ drawType: 'round_robin', entrants: n, groupSize });
      expect(plan.entries).toHaveLength(n);
      for (let g = 0; g < plan.structures.length; g++) {
        const members = plan.entries.filter((e) => e.structure === g).map((e) => e.entrant);
        const games = plan.matchups.filter((m) => m.structure === g && m.sides.every((s) => !s.bye));
        const pairs = games.map((m) =>
          m.sides
            .map((s) => s.entrant!)
            .sort((a, b) => a - b)
            .join('-'),
        );
        expect(new Set(pairs).size).toBe(pairs.length);
        expect(pairs).toHaveLength((members.length * (members.length - 1)) / 2);
        for (const round of new Set(games.map((m) => m.round))) {
          const playing = games
            .filter((m) => m.round === round)
            .flatMap((m) => m.sides.map((s) => s.entrant));
          expect(new Set(playing).size).toBe(playing.length);
        }
      }
      if (groupSize)
        expect(
          Math.max(...plan.structures.map((_, g) => plan.entries.filter((e) => e.structure === g).length)),
        ).toBeLessThanOrEqual(groupSize);
    });
  }
});

describe('compass', () => {
  for (const [n, size] of [
    [8, 8],
    [12, 16],
    [16, 16],
    [32, 32],
  ] as const) {
    it(`${n} entrants fill a compass of ${size}; every first-round loser goes on`, () => {
      const plan = planDraw({ drawType: 'compass', entrants: n });
      expect(plan.drawSize).toBe(size);
      expect(plan.structures[0]!.name).toBe('East');
      const eastFirst = plan.matchups.filter((m) => m.structure === 0 && m.round === 1);
      expect(eastFirst.every((m) => m.loserTo !== null)).toBe(true);
    });
  }
});
