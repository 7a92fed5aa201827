import { fixtures, tournamentEngine, type DrawDefinition } from 'tods-competition-factory';
import { COMPASS_SIZES, type DrawType } from '../../../contract/tournaments/draws';

/**
 * Draw generation (issue 36) by tods-competition-factory, the tennis data standard's engine: its seed
 * placement (the standard's seed blocks, byes to the top seeds) and its round robin groups and rounds.
 * This file turns the engine's draw definition into Courtside's plan (structures, entries at draw
 * positions, matches with the links that carry winners and losers on), which draw-create.ts stores; the
 * engine's record is not kept. Pure and synchronous: the engine's state is used and reset in one call.
 */

const ENGINE_DRAW_TYPE: Record<DrawType, string> = {
  single_elimination: 'SINGLE_ELIMINATION',
  round_robin: 'ROUND_ROBIN',
  compass: 'COMPASS',
  feed_in: 'FEED_IN_CHAMPIONSHIP',
  first_match_loser: 'FIRST_MATCH_LOSER_CONSOLATION',
};

const SEEDING_SCALE = 'courtside';

type EngineResult = { error?: { message?: string } } & Record<string, unknown>;

/** The engine's calls used here, typed (its synchronous engine is typed loosely). */
interface Engine {
  getSeedsCount(args: {
    drawSize: number;
    participantsCount: number;
    policyDefinitions: unknown;
  }): EngineResult;
  newTournamentRecord(args: { tournamentId: string; startDate: string; endDate: string }): EngineResult;
  addParticipants(args: { participants: unknown[] }): EngineResult;
  addEvent(args: { event: { eventId: string; eventName: string; eventType: string } }): EngineResult;
  addEventEntries(args: { eventId: string; participantIds: string[] }): EngineResult;
  setParticipantScaleItems(args: { scaleItemsWithParticipantIds: unknown[] }): EngineResult;
  generateDrawDefinition(args: Record<string, unknown>): EngineResult;
  reset(): void;
}

const engine = tournamentEngine as unknown as Engine;

export interface PlanEntry {
  /** Index into the entrants given, best seed first. */
  entrant: number;
  seed: number | null;
  structure: number;
  drawPosition: number;
}

export interface PlanSide {
  entrant: number | null;
  bye: boolean;
}

export interface PlanMatchup {
  key: string;
  structure: number;
  round: number;
  position: number;
  sides: [PlanSide, PlanSide];
  winnerTo: { key: string; side: 1 | 2 } | null;
  loserTo: { key: string; side: 1 | 2 } | null;
  /**
   * The loser goes to `loserTo` only when this was their first match played, i.e. the match that brought
   * them here was a bye (the engine's FIRST_MATCHUP link condition of first-match-loser consolation);
   * otherwise a bye takes that place, as the engine does.
   */
  loserFirstMatchOnly: boolean;
}

export interface DrawPlan {
  structures: Array<{ name: string; kind: 'elimination' | 'group' }>;
  entries: PlanEntry[];
  matchups: PlanMatchup[];
  drawSize: number;
  seedsCount: number;
  /** The engine's definition the plan was read from (unit tests compare against it). */
  definition: DrawDefinition;
}

export interface PlanRequest {
  drawType: DrawType;
  /** How many entrants, in seed order (entrant 0 is the best). */
  entrants: number;
  /** Seeds among the first entrants; undefined: the standard's count for the draw size. */
  seedsCount?: number;
  /** A round robin's group size. */
  groupSize?: number;
}

/** The draw size the engine builds for `n` entrants: a power of two for elimination, 8/16/32 for compass. */
export function drawSizeFor(drawType: DrawType, n: number): number {
  if (drawType === 'round_robin') return n;
  if (drawType === 'compass') return COMPASS_SIZES.find((s) => s >= n) ?? n;
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

/** The standard's seeds count (the engine's default seeding policy) for a draw of this size. */
export function standardSeedsCount(drawType: DrawType, n: number): number {
  if (drawType === 'round_robin') return 0;
  const drawSize = drawSizeFor(drawType, n);
  const result = engine.getSeedsCount({
    drawSize,
    participantsCount: n,
    policyDefinitions: fixtures.policies.POLICY_SEEDING_DEFAULT,
  }) as { seedsCount?: number };
  return result.seedsCount ?? 0;
}

type EngineMatchUp = {
  matchUpId: string;
  roundNumber: number;
  roundPosition?: number;
  drawPositions?: Array<number | undefined>;
  winnerMatchUpId?: string;
  loserMatchUpId?: string;
};
type EngineLink = {
  linkType?: string;
  linkCondition?: string;
  source: { structureId?: string; roundNumber?: number };
};
type EngineStructure = {
  structureName?: string;
  structureType?: string;
  structures?: EngineStructure[];
  matchUps?: EngineMatchUp[];
  positionAssignments?: Array<{ drawPosition: number; participantId?: string; bye?: boolean }>;
  seedAssignments?: Array<{ participantId?: string; seedNumber: number }>;
};

/** Generates a draw with the engine and reads it as a plan. Throws when the engine refuses. */
export function planDraw(req: PlanRequest): DrawPlan {
  const ids = Array.from({ length: req.entrants }, (_, i) => `e${i}`);
  const drawSize = drawSizeFor(req.drawType, req.entrants);
  const seedsCount = Math.min(req.seedsCount ?? standardSeedsCount(req.drawType, req.entrants), req.entrants);
  must(
    engine.newTournamentRecord({ tournamentId: 'courtside', startDate: '2026-01-01', endDate: '2026-01-01' }),
  );
  try {
    must(
      engine.addParticipants({
        participants: ids.map((id, i) => ({
          participantId: id,
          participantType: 'INDIVIDUAL',
          participantRole: 'COMPETITOR',
          person: {
            personId: `person-${id}`,
            standardFamilyName: `Entrant ${i + 1}`,
            standardGivenName: '-',
          },
        })),
      }),
    );
    must(engine.addEvent({ event: { eventId: 'event', eventName: 'Draw', eventType: 'SINGLES' } }));
    must(engine.addEventEntries({ eventId: 'event', participantIds: ids }));
    must(
      engine.setParticipantScaleItems({
        scaleItemsWithParticipantIds: ids.map((participantId, i) => ({
          participantId,
          scaleItems: [
            { scaleType: 'SEEDING', eventType: 'SINGLES', scaleName: SEEDING_SCALE, scaleValue: i + 1 },
          ],
        })),
      }),
    );
    const generated = must(
      engine.generateDrawDefinition({
        eventId: 'event',
        drawId: 'draw',
        drawType: ENGINE_DRAW_TYPE[req.drawType],
        drawSize,
        seedsCount,
        seedingScaleName: SEEDING_SCALE,
        ...(req.drawType === 'round_robin'
          ? {
              structureOptions: {
                groupSize: Math.min(req.groupSize ?? Math.min(req.entrants, 8), req.entrants),
              },
            }
          : {}),
      }),
    ) as unknown as { drawDefinition: DrawDefinition };
    return {
      ...readDefinition(generated.drawDefinition, ids),
      drawSize,
      seedsCount,
      definition: generated.drawDefinition,
    };
  } finally {
    engine.reset();
  }
}

function must<T>(result: T): T {
  const error = (result as { error?: { message?: string } }).error;
  if (error) throw new Error(`tods-competition-factory refused: ${error.message ?? 'unknown error'}`);
  return result;
}

/** The engine's structures as Courtside's: a round robin's container gives one structure per group. */
function readDefinition(definition: DrawDefinition, ids: string[]) {
  const engineStructures = (definition.structures as EngineStructure[]).flatMap((s) =>
    s.structureType === 'CONTAINER' ? (s.structures ?? []) : [s],
  );
  const isGroup = (definition.drawType as string) === 'ROUND_ROBIN';
  const entrantOf = new Map(ids.map((id, i) => [id, i]));
  const entries: PlanEntry[] = [];
  const matchups: PlanMatchup[] = [];
  const byKey = new Map<string, PlanMatchup>();
  engineStructures.forEach((s, structure) => {
    const seeds = new Map((s.seedAssignments ?? []).map((a) => [a.participantId, a.seedNumber]));
    const atPosition = new Map<number, PlanSide>();
    for (const a of s.positionAssignments ?? []) {
      const entrant = a.participantId !== undefined ? (entrantOf.get(a.participantId) ?? null) : null;
      atPosition.set(a.drawPosition, { entrant, bye: a.bye === true });
      if (entrant !== null)
        entries.push({
          entrant,
          seed: seeds.get(a.participantId) ?? null,
          structure,
          drawPosition: a.drawPosition,
        });
    }
    const rounds = new Map<number, number>();
    for (const m of [...(s.matchUps ?? [])].sort(
      (a, b) => a.roundNumber - b.roundNumber || (a.roundPosition ?? 0) - (b.roundPosition ?? 0),
    )) {
      const position = m.roundPosition ?? (rounds.get(m.roundNumber) ?? 0) + 1;
      rounds.set(m.roundNumber, position);
      const empty = (): PlanSide => ({ entrant: null, bye: false });
      const planned: PlanMatchup = {
        key: m.matchUpId,
        structure,
        round: m.roundNumber,
        position,
        sides: [empty(), empty()],
        winnerTo: null,
        loserTo: null,
        loserFirstMatchOnly: false,
      };
      matchups.push(planned);
      byKey.set(m.matchUpId, planned);
    }
    // A first-round (or group) match takes its players from its draw positions; later ones are fed.
    for (const m of s.matchUps ?? []) {
      const planned = byKey.get(m.matchUpId)!;
      if (m.roundNumber !== 1 && !isGroup) continue;
      const [a, b] = [...(m.drawPositions ?? [])].sort((x, y) => (x ?? 0) - (y ?? 0));
      if (structure === 0 || isGroup) {
        planned.sides = [
          a !== undefined
            ? (atPosition.get(a) ?? { entrant: null, bye: false })
            : { entrant: null, bye: false },
          b !== undefined
            ? (atPosition.get(b) ?? { entrant: null, bye: false })
            : { entrant: null, bye: false },
        ];
      }
    }
  });
  // Links: a match fed by two matches takes the earlier one's on side 1 and the later one's on side 2.
  const sources = new Map<string, Array<{ from: PlanMatchup; kind: 'winner' | 'loser' }>>();
  for (const s of engineStructures)
    for (const m of s.matchUps ?? []) {
      const from = byKey.get(m.matchUpId)!;
      if (m.winnerMatchUpId) push(sources, m.winnerMatchUpId, { from, kind: 'winner' });
      if (m.loserMatchUpId) push(sources, m.loserMatchUpId, { from, kind: 'loser' });
    }
  for (const [target, list] of sources) {
    if (!byKey.has(target)) continue;
    list.sort(
      (x, y) =>
        x.from.structure - y.from.structure ||
        x.from.round - y.from.round ||
        x.from.position - y.from.position,
    );
    list.forEach(({ from, kind }, i) => {
      const link: { key: string; side: 1 | 2 } = { key: target, side: i === 0 ? 1 : 2 };
      if (kind === 'winner') from.winnerTo = link;
      else from.loserTo = link;
    });
  }
  // A loser link with the FIRST_MATCHUP condition (first-match-loser consolation's second round).
  const structureIndex = new Map(
    engineStructures.map((s, i) => [(s as { structureId?: string }).structureId, i]),
  );
  for (const link of (definition.links ?? []) as EngineLink[]) {
    if (link.linkType !== 'LOSER' || link.linkCondition !== 'FIRST_MATCHUP') continue;
    const structure = structureIndex.get(link.source.structureId);
    for (const m of matchups)
      if (m.structure === structure && m.round === link.source.roundNumber) m.loserFirstMatchOnly = true;
  }
  entries.sort((x, y) => x.entrant - y.entrant);
  return {
    structures: engineStructures.map((s, i) => ({
      name: s.structureName ?? `Structure ${i + 1}`,
      kind: isGroup ? ('group' as const) : ('elimination' as const),
    })),
    entries,
    matchups,
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A playoff's qualifier: the player who finished `place` (1 = first) in group `group` (0-based). */
export interface PlayoffQualifier {
  group: number;
  place: number;
}

export interface PlayoffPlan {
  /** Entrant i of the matchups' sides is qualifiers[i]. */
  qualifiers: PlayoffQualifier[];
  matchups: PlanMatchup[];
  drawSize: number;
}

interface PlayoffEngine extends Engine {
  addDrawDefinition(args: { eventId: string; drawDefinition: unknown }): EngineResult;
  allTournamentMatchUps(args: { inContext: boolean }): EngineResult;
  setMatchUpStatus(args: { drawId: string; matchUpId: string; outcome: unknown }): EngineResult;
  automatedPlayoffPositioning(args: { drawId: string; structureId: string }): EngineResult;
  getEvent(args: { drawId: string }): EngineResult;
}

/**
 * A playoff from round robin groups, placed by the engine (its ROUND_ROBIN_WITH_PLAYOFF and
 * automatedPlayoffPositioning): the engine builds groups of the same sizes, each group's matches are
 * decided so that its k-th player finishes k-th, and the engine then places the top `perGroup` of every
 * group in the playoff by finishing position, group winners seeded apart and given the byes. Its placement
 * is read back as (group, place), which the caller maps to the players who finished there in our groups.
 */
export function planPlayoff(groupSizes: number[], perGroup: number): PlayoffPlan {
  const e = tournamentEngine as unknown as PlayoffEngine;
  const total = groupSizes.reduce((a, b) => a + b, 0);
  const ids = Array.from({ length: total }, (_, i) => `e${i}`);
  must(e.newTournamentRecord({ tournamentId: 'courtside', startDate: '2026-01-01', endDate: '2026-01-01' }));
  try {
    must(
      e.addParticipants({
        participants: ids.map((id) => ({
          participantId: id,
          participantType: 'INDIVIDUAL',
          participantRole: 'COMPETITOR',
          person: { personId: `person-${id}`, standardFamilyName: id, standardGivenName: '-' },
        })),
      }),
    );
    must(e.addEvent({ event: { eventId: 'event', eventName: 'Draw', eventType: 'SINGLES' } }));
    must(e.addEventEntries({ eventId: 'event', participantIds: ids }));
    const generated = must(
      e.generateDrawDefinition({
        eventId: 'event',
        drawId: 'draw',
        drawType: 'ROUND_ROBIN_WITH_PLAYOFF',
        drawSize: total,
        structureOptions: {
          groupSize: Math.max(...groupSizes),
          playoffGroups: [
            {
              finishingPositions: Array.from({ length: perGroup }, (_, i) => i + 1),
              structureName: 'Playoff',
            },
          ],
        },
      }),
    ) as unknown as { drawDefinition: DrawDefinition };
    must(e.addDrawDefinition({ eventId: 'event', drawDefinition: generated.drawDefinition }));
    const groupsOf = (d: DrawDefinition) =>
      (d.structures as EngineStructure[]).find((s) => s.structureType === 'CONTAINER')?.structures ?? [];
    // Each engine participant's (group, place): the order of the group's positions, by draw position.
    const qualifierOf = new Map<string, PlayoffQualifier>();
    const engineGroups = groupsOf(generated.drawDefinition);
    if (engineGroups.length !== groupSizes.length)
      throw new Error('tods-competition-factory made other groups than the draw has');
    engineGroups.forEach((g, group) => {
      const ordered = [...(g.positionAssignments ?? [])].sort((a, b) => a.drawPosition - b.drawPosition);
      if (ordered.length !== groupSizes[group])
        throw new Error('tods-competition-factory made other group sizes than the draw has');
      ordered.forEach((a, i) => {
        if (a.participantId) qualifierOf.set(a.participantId, { group, place: i + 1 });
      });
    });
    const { matchUps } = must(e.allTournamentMatchUps({ inContext: true })) as unknown as {
      matchUps: Array<{
        matchUpId: string;
        structureName?: string;
        sides?: Array<{ participantId?: string }>;
      }>;
    };
    for (const m of matchUps) {
      if (m.structureName === 'Playoff') continue;
      const [a, b] = (m.sides ?? []).map((s) => qualifierOf.get(s.participantId ?? ''));
      if (!a || !b) continue;
      must(
        e.setMatchUpStatus({
          drawId: 'draw',
          matchUpId: m.matchUpId,
          outcome: {
            winningSide: a.place < b.place ? 1 : 2,
            matchUpStatus: 'COMPLETED',
            score: {
              sets: [1, 2].map((setNumber) => ({
                setNumber,
                side1Score: a.place < b.place ? 6 : 0,
                side2Score: a.place < b.place ? 0 : 6,
                winningSide: a.place < b.place ? 1 : 2,
              })),
            },
          },
        }),
      );
    }
    const container = (
      generated.drawDefinition.structures as Array<{ structureId: string; structureType?: string }>
    ).find((s) => s.structureType === 'CONTAINER')!;
    must(e.automatedPlayoffPositioning({ drawId: 'draw', structureId: container.structureId }));
    const { drawDefinition } = must(e.getEvent({ drawId: 'draw' })) as unknown as {
      drawDefinition: DrawDefinition;
    };
    const playoff = (drawDefinition.structures as EngineStructure[]).find(
      (s) => s.structureName === 'Playoff',
    );
    if (!playoff) throw new Error('tods-competition-factory made no playoff');
    const placed = (playoff.positionAssignments ?? []).filter((a) => a.participantId);
    const order = placed.map((a) => a.participantId!);
    const plan = readDefinition(
      {
        ...drawDefinition,
        drawType: 'SINGLE_ELIMINATION',
        structures: [playoff],
        links: [],
      } as unknown as DrawDefinition,
      order,
    );
    return {
      qualifiers: order.map((id) => qualifierOf.get(id)!),
      matchups: plan.matchups,
      drawSize: playoff.positionAssignments?.length ?? 0,
    };
  } finally {
    e.reset();
  }
}
