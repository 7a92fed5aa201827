import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rosterPlayers, schools } from '../db/schema/index';
import type { TestApp } from './build-test-app';
import { coachToken, createCoach, createPlayer, playerToken } from './factories';

export interface LadderPlayer {
  id: number;
  /** SchoolTeamPlayerID */
  stpid: number;
  position: number | null;
  firstName: string;
}

/** Puts new players on a ladder, one per entry of `positions` (null = N/A), named P1, P2, ... */
export async function createLadder(
  db: Db,
  opts: { schoolId: number; rosterId: number; positions: (number | null)[]; namePrefix?: string },
): Promise<LadderPlayer[]> {
  const out: LadderPlayer[] = [];
  for (const [i, position] of opts.positions.entries()) {
    const firstName = `${opts.namePrefix ?? 'P'}${i + 1}`;
    const player = await createPlayer(db, {
      schoolId: opts.schoolId,
      rosterId: opts.rosterId,
      position,
      firstName,
    });
    const [member] = await db.select().from(rosterPlayers).where(eq(rosterPlayers.playerId, player.id));
    out.push({ id: player.id, stpid: member!.id, position, firstName });
  }
  return out;
}

/**
 * A school with a coach of the given team types (JV Boys and Varsity Boys by default), a ladder of
 * players on the first team at `positions`, and tokens for the coach and the first player.
 */
export async function ladderTeam(
  t: TestApp,
  opts: { teamTypes?: number[]; positions?: (number | null)[] } = {},
) {
  const coach = await createCoach(t.ctx.db, { teamTypes: opts.teamTypes ?? [1, 2] });
  const [school] = await t.ctx.db.select().from(schools).where(eq(schools.id, coach.schoolId));
  const rosterId = coach.rosterIds[0]!;
  const players = await createLadder(t.ctx.db, {
    schoolId: coach.schoolId,
    rosterId,
    positions: opts.positions ?? [1, 2, 3, 4],
  });
  return {
    school: school!,
    coach,
    rosterId,
    players,
    coachToken: await coachToken(t, coach.id),
    playerToken: players[0] ? await playerToken(t, players[0].id) : '',
  };
}

/** A team's ladder as [playerId, position (null = N/A)] pairs, by position with N/A last. */
export async function ladderPositions(db: Db, rosterId: number): Promise<[number, number | null][]> {
  const rows = await db
    .select({ playerId: rosterPlayers.playerId, position: rosterPlayers.position })
    .from(rosterPlayers)
    .where(eq(rosterPlayers.rosterId, rosterId))
    .orderBy(sql`${rosterPlayers.position} asc nulls last`, asc(rosterPlayers.id));
  return rows.map((r) => [r.playerId, r.position]);
}
