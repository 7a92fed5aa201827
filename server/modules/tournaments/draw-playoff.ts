import { eq } from 'drizzle-orm';
import {
  PLAYOFF_PER_GROUP_MAX,
  PLAYOFF_STRUCTURE,
  type DrawPlayoffBody,
  type DrawView,
} from '../../../contract/tournaments/draws';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { tournamentDrawMatchups, tournamentDraws } from '../../db/schema/index';
import { appError } from '../../errors';
import { linkMatchups } from './draw-create';
import { planPlayoff } from './draw-generate';
import { drawChanged } from './draw-live';
import { drawState, lockDraw, saveState } from './draw-results';
import { drawMatchups, loadDrawView } from './draw-rows';

/**
 * A round robin's playoff (issue 36): once every match of its groups (two or more) is decided, the coach
 * makes an elimination draw of the top `perGroup` of each group by the tally rule's standings (the order the
 * standings show), placed by the engine (draw-generate.ts `planPlayoff`). It is stored as one more structure
 * of the draw, named PLAYOFF_STRUCTURE, whose final's winner is the draw's champion; the groups' results are
 * final from then on (draw-results.ts).
 */
export async function createPlayoff(
  db: Db,
  caller: CoachCaller,
  tournamentId: number,
  body: DrawPlayoffBody,
): Promise<DrawView> {
  return db.transaction(async (tx) => {
    const draw = await lockDraw(tx, caller, tournamentId);
    if (draw.structureNames.includes(PLAYOFF_STRUCTURE)) throw appError('draw_playoff_exists');
    const groups = draw.structureNames.length;
    if (draw.drawType !== 'round_robin' || groups < 2) throw appError('draw_not_groups');
    const matchups = await drawMatchups(tx, draw.id);
    const open = matchups.filter((m) => m.winner === null && !m.side1Bye && !m.side2Bye).length;
    if (open > 0) throw appError('draw_groups_unfinished', { count: open }, { count: open });
    const view = await loadDrawView(tx, draw, { kind: 'coach' });
    const standings = view.structures.map((s) => s.standings ?? []);
    const sizes = standings.map((rows) => rows.length);
    const max = Math.min(PLAYOFF_PER_GROUP_MAX, ...sizes);
    if (body.perGroup > max) throw appError('draw_playoff_size', { max }, { max });

    const plan = planPlayoff(sizes, body.perGroup);
    const entryOf = (entrant: number | null) => {
      if (entrant === null) return null;
      const q = plan.qualifiers[entrant]!;
      return standings[q.group]![q.place - 1]!.entryId;
    };
    const inserted = await tx
      .insert(tournamentDrawMatchups)
      .values(
        plan.matchups.map((m) => ({
          drawId: draw.id,
          structure: groups,
          round: m.round,
          position: m.position,
          side1EntryId: entryOf(m.sides[0].entrant),
          side2EntryId: entryOf(m.sides[1].entrant),
          side1Bye: m.sides[0].bye,
          side2Bye: m.sides[1].bye,
        })),
      )
      .returning({ id: tournamentDrawMatchups.id });
    const idOf = new Map(plan.matchups.map((m, i) => [m.key, inserted[i]!.id]));
    await linkMatchups(
      tx,
      plan.matchups.flatMap((m, i) =>
        m.winnerTo
          ? [
              {
                id: inserted[i]!.id,
                winnerToId: idOf.get(m.winnerTo.key)!,
                winnerToSide: m.winnerTo.side,
                loserToId: null,
                loserToSide: null,
              },
            ]
          : [],
      ),
    );
    await tx
      .update(tournamentDraws)
      .set({ structureNames: [...draw.structureNames, PLAYOFF_STRUCTURE] })
      .where(eq(tournamentDraws.id, draw.id));
    const state = await drawState(tx, draw.id);
    state.settleByes();
    await saveState(tx, state);
    await drawChanged(tx, draw.id);
    const [fresh] = await tx.select().from(tournamentDraws).where(eq(tournamentDraws.id, draw.id));
    return loadDrawView(tx, fresh!, { kind: 'coach' });
  });
}
