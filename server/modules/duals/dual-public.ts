import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { DUAL_PUBLIC_TOKEN_LENGTH, type PublicDual } from '../../../contract/duals';
import type { PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { dualLineupSlots, duals, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { mayReadTeam } from '../teams/team-access';
import { TEAM_NAMES } from '../teams/teams';
import {
  lineResults,
  linesOut,
  lineupsHidden,
  opponentLineup,
  publicName,
  schoolName,
  slotsByDual,
  slotsOf,
  summaryOf,
  teamLineup,
} from './dual-rows';

/** What a dual shows outside the coach's builder: the public page, and a player's upcoming duals. */

const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${DUAL_PUBLIC_TOKEN_LENGTH}}$`);

/**
 * GET /api/dual/{token}: a published dual for anyone with its address: lineups with students as
 * "First L.", then the line results (against a linked team, no lineup until both sides published). 404 for an unknown, malformed or unpublished token (which is not said).
 */
export async function publicDual(db: Db, token: string): Promise<PublicDual> {
  const [row] = TOKEN.test(token)
    ? await db
        .select({
          dual: duals,
          team: { id: teamRosters.id, schoolId: teamRosters.schoolId, teamType: teamRosters.teamType },
        })
        .from(duals)
        .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
        .where(and(eq(duals.publicToken, token), isNotNull(duals.publishedAt)))
    : [];
  if (!row) throw appError('dual_not_found');
  const { dual, team } = row;
  const [slots, results, school] = await Promise.all([
    slotsOf(db, dual.id),
    lineResults(db, dual),
    schoolName(db, team.schoolId),
  ]);
  const names = new Map(
    slots
      .filter((s) => s.side === 1 && s.playerId !== null)
      .map((s) => [s.playerId!, publicName(s.firstName ?? '', s.lastName ?? '')]),
  );
  const summary = summaryOf(dual, team);
  const hidden = lineupsHidden(dual);
  return {
    schoolName: school,
    teamName: TEAM_NAMES[team.teamType] ?? '',
    opponentName: dual.opponentName,
    site: dual.site,
    place: dual.place,
    startsAt: summary.startsAt,
    timeZone: dual.timeZone,
    lines: linesOut(dual),
    // Against a linked team neither lineup shows until both sides published theirs (as in the app).
    lineup: teamLineup(dual, slots).map(({ line, players }) => ({
      line,
      players: players.map((id) => (id === null || hidden ? null : (names.get(id) ?? null))),
    })),
    opponentLineup: opponentLineup(dual, slots, publicName).map(({ line, players }) => ({
      line,
      players: players.map((p) => p?.name ?? null),
    })),
    lineResults: results,
    result: summary.result,
  };
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
