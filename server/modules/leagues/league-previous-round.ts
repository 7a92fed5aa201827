import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Lineup } from '../../../contract/duals';
import type { Db } from '../../db/client';
import { duals, leagueDuals } from '../../db/schema/index';
import type { DualRow } from '../duals/dual-access';
import { slotsOf, teamLineup } from '../duals/dual-rows';

/**
 * The lineup a team played in its previous round of the same league (issue 35): what a pack's move limit
 * between rounds (UIL: one place up or down, `maxMoveBetweenRounds`) is checked against when either side of a
 * league dual publishes. The duals module asks it through the `previousLineup` hook server/app.ts passes in.
 *
 * The previous round is the team's league dual of the highest round below this dual's (league_duals by its
 * (league_id, round) index, a league's few dozen duals), either side; its lineup counts once that side published
 * it. A dual outside a league, or a team's first round, has none: nothing is checked.
 */
export async function previousLeagueLineup(tx: Db, dual: DualRow, side: 1 | 2): Promise<Lineup | undefined> {
  const team = side === 1 ? dual.rosterId : dual.opponentRosterId;
  if (team === null) return undefined;
  const [here] = await tx
    .select({ leagueId: leagueDuals.leagueId, round: leagueDuals.round })
    .from(leagueDuals)
    .where(eq(leagueDuals.dualId, dual.id));
  if (!here) return undefined;
  const [before] = await tx
    .select({ dual: duals })
    .from(leagueDuals)
    .innerJoin(duals, eq(duals.id, leagueDuals.dualId))
    .where(
      and(
        eq(leagueDuals.leagueId, here.leagueId),
        lt(leagueDuals.round, here.round),
        or(eq(duals.rosterId, team), eq(duals.opponentRosterId, team)),
      ),
    )
    .orderBy(desc(leagueDuals.round), desc(duals.startsAt), desc(duals.id))
    .limit(1);
  if (!before) return undefined;
  const theirSide = before.dual.rosterId === team ? 1 : 2;
  const published = theirSide === 1 ? before.dual.publishedAt : before.dual.opponentPublishedAt;
  if (published === null) return undefined;
  return teamLineup(before.dual, await slotsOf(tx, before.dual.id), theirSide);
}
