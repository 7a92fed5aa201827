import { and, eq } from 'drizzle-orm';
import { draftLineup, type LineupLine } from '../../../contract/duals';
import { RULE_PACKS } from '../../../contract/leagues';
import type { CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leagueDuals } from '../../db/schema/index';
import { appError } from '../../errors';
import { dualAccess } from '../duals/dual-access';
import { saveOpponentLineup } from '../duals/dual-opponent';
import { saveLineup } from '../duals/dual-lineup';
import { rosterEntries, slotsOf, teamLineup } from '../duals/dual-rows';
import { coachSeat } from './league-access';

/**
 * A no-show on match day (issue 35): the coach of a side of a league dual marks a player of their published
 * lineup as not come. The legal lineup is recomputed from the ladder without them under the league's pack
 * (contract/duals/lineup.ts draftLineup: every player below moves up, the next available player on the ladder
 * fills the last place; a pack that lets singles players play doubles draws pairs from the top), saved through
 * the duals module (side 1 also marks the player not available), and the changes are answered line by line. A
 * saved change takes the lineup back to a draft, which the coach publishes again.
 */
export async function markNoShow(
  ctx: AppContext,
  db: Db,
  caller: CoachCaller,
  leagueId: number,
  dualId: number,
  playerId: number,
) {
  const seat = await coachSeat(db, caller, leagueId);
  const [inLeague] = await db
    .select({ dualId: leagueDuals.dualId })
    .from(leagueDuals)
    .where(and(eq(leagueDuals.dualId, dualId), eq(leagueDuals.leagueId, leagueId)));
  if (!inLeague) throw appError('dual_not_found');
  const { dual, side } = await dualAccess(db, caller, dualId, { coach: true });
  const rosterId = side === 1 ? dual.rosterId : dual.opponentRosterId!;
  const slots = await slotsOf(db, dualId);
  const before = teamLineup(dual, slots, side);
  if (!before.some((l) => l.players.includes(playerId))) throw appError('league_player_not_in_lineup');
  const unavailable = side === 1 ? [...new Set([...dual.unavailable, playerId])] : [playerId];
  const roster = await rosterEntries(db, rosterId, unavailable, side === 1 ? dualId : undefined);
  const rule = dual.leaguePack?.rule ?? RULE_PACKS[seat.league.rulePack].rule;
  const { lineup } = draftLineup(roster, dual.format, rule);
  const base = ctx.config.PUBLIC_URL;
  if (side === 1) await saveLineup(db, caller, dualId, { lineup, unavailable }, base, ctx.clock.now());
  else {
    await saveOpponentLineup(
      db,
      caller,
      dualId,
      {
        lineup: lineup.map((l) => ({
          line: l.line,
          players: l.players.map((id) => (id === null ? null : { id })),
        })),
      },
      base,
      ctx.clock.now(),
    );
  }
  const nameOf = new Map(roster.map((p) => [p.id, p.name]));
  const names = (l: LineupLine | undefined) =>
    (l?.players ?? []).map((id) => (id === null ? null : (nameOf.get(id) ?? null)));
  const changes = lineup.flatMap((after) => {
    const was = before.find((l) => l.line === after.line);
    return was && was.players.join(',') === after.players.join(',')
      ? []
      : [{ line: after.line, before: names(was), after: names(after) }];
  });
  return { changes, lineup };
}
