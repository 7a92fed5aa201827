import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { DUAL_PUBLIC_TOKEN_LENGTH, type PublicDual } from '../../../contract/duals';
import type { PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { dualLineupSlots, duals, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { mayReadTeam } from '../teams/team-access';
import { slotsByDual, summaryOf, teamLineup } from './dual-rows';
import type { DualRow } from './dual-access';
import { loadDualLines, publicOf } from './dual-view';

/** What a dual shows outside the coach's builder: the public page, and a player's upcoming duals. */

const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${DUAL_PUBLIC_TOKEN_LENGTH}}$`);

/**
 * GET /api/dual/{token}: a published dual for anyone with its address, the presenter's public projection
 * (dual-view.ts publicOf). 404 for an unknown, malformed or unpublished token (which is not said).
 */
export async function publicDual(db: Db, token: string): Promise<PublicDual> {
  return publicOf(await loadDualLines(db, await publicDualRow(db, token)));
}

/** The published dual of a public token, or 404 dual_not_found (the public page's and its live stream's). */
export async function publicDualRow(db: Db, token: string): Promise<DualRow> {
  const [row] = TOKEN.test(token)
    ? await db
        .select({ dual: duals })
        .from(duals)
        .where(and(eq(duals.publicToken, token), isNotNull(duals.publishedAt)))
    : [];
  if (!row) throw appError('dual_not_found');
  return row.dual;
}

/** The public page of a dual by its id while it is published; null once it is not (the live stream's read). */
export async function publicDualOfId(db: Db, id: number): Promise<PublicDual | null> {
  const [dual] = await db
    .select()
    .from(duals)
    .where(and(eq(duals.id, id), isNotNull(duals.publishedAt)));
  return dual ? publicOf(await loadDualLines(db, dual)) : null;
}

/** A dual stays on a player's home page until this long after its start (it is being played). */
const STILL_UPCOMING_MS = 6 * 3_600_000;

/**
 * GET /api/auth/my-duals: the published duals of the player's team that they are on the lineup of, from
 * today's (started up to 6 hours ago) on, soonest first, with their lines and partners.
 */
export async function myDuals(db: Db, caller: PlayerCaller, now = new Date()) {
  const rows = await db
    .select({
      dual: duals,
      team: { id: teamRosters.id, schoolId: teamRosters.schoolId, teamType: teamRosters.teamType },
    })
    .from(dualLineupSlots)
    .innerJoin(duals, eq(duals.id, dualLineupSlots.dualId))
    .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
    .where(
      and(
        eq(dualLineupSlots.playerId, caller.playerId),
        eq(dualLineupSlots.side, 1),
        isNotNull(duals.publishedAt),
        gte(duals.startsAt, new Date(now.getTime() - STILL_UPCOMING_MS)),
        mayReadTeam(caller),
      ),
    )
    .orderBy(asc(duals.startsAt), asc(duals.id));
  const unique = [...new Map(rows.map((r) => [r.dual.id, r])).values()];
  const slots = await slotsByDual(
    db,
    unique.map((r) => r.dual.id),
  );
  const out = unique.map(({ dual, team }) => {
    const mine = slots.get(dual.id) ?? [];
    const names = new Map(mine.map((s) => [s.playerId, `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim()]));
    const lines = teamLineup(dual, mine).flatMap(({ line, players }) => {
      const slot = players.indexOf(caller.playerId);
      if (slot < 0) return [];
      const partner = players.length === 2 ? players[1 - slot] : null;
      return [{ line, partner: partner ? (names.get(partner) ?? null) : null }];
    });
    return { ...summaryOf(dual, team), lines };
  });
  return { duals: out };
}
