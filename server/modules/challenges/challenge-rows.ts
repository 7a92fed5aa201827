import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Challenge, ChallengeAction } from '../../../contract/challenges';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { playerChallenges, players, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { coachesTeam } from '../teams/team-access';

/** Reading challenges: the one presenter, who the caller is to a challenge, the lists. */

export type ChallengeRow = typeof playerChallenges.$inferSelect;
export type Role = 'challenger' | 'defender' | 'coach';

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  position: number | null;
}

/** A challenge with its team type and both players (names, phones, positions now). */
export interface LoadedChallenge {
  row: ChallengeRow;
  teamType: number;
  challenger: Person;
  defender: Person;
}

const challengerP = alias(players, 'challenger_p');
const defenderP = alias(players, 'defender_p');
const challengerM = alias(rosterPlayers, 'challenger_m');
const defenderM = alias(rosterPlayers, 'defender_m');

function selectLoaded(db: Db) {
  return db
    .select({
      row: playerChallenges,
      teamType: teamRosters.teamType,
      challenger: {
        id: challengerP.id,
        firstName: challengerP.firstName,
        lastName: challengerP.lastName,
        phone: challengerP.phone,
      },
      challengerPosition: challengerM.position,
      defender: {
        id: defenderP.id,
        firstName: defenderP.firstName,
        lastName: defenderP.lastName,
        phone: defenderP.phone,
      },
      defenderPosition: defenderM.position,
    })
    .from(playerChallenges)
    .innerJoin(teamRosters, eq(teamRosters.id, playerChallenges.rosterId))
    .innerJoin(challengerP, eq(challengerP.id, playerChallenges.challengerId))
    .innerJoin(defenderP, eq(defenderP.id, playerChallenges.defenderId))
    .leftJoin(
      challengerM,
      and(
        eq(challengerM.rosterId, playerChallenges.rosterId),
        eq(challengerM.playerId, playerChallenges.challengerId),
      ),
    )
    .leftJoin(
      defenderM,
      and(
        eq(defenderM.rosterId, playerChallenges.rosterId),
        eq(defenderM.playerId, playerChallenges.defenderId),
      ),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectLoaded>['execute']>>[number];
const toLoaded = (r: Selected): LoadedChallenge => ({
  row: r.row,
  teamType: r.teamType,
  challenger: { ...r.challenger, position: r.challengerPosition ?? null },
  defender: { ...r.defender, position: r.defenderPosition ?? null },
});

/** Who the caller is to a challenge: a player of it, a coach of its team, or nobody (null). */
export function roleOf(caller: Caller, c: LoadedChallenge, coachesIt: boolean): Role | null {
  if (caller.kind === 'player') {
    if (caller.playerId === c.row.challengerId) return 'challenger';
    if (caller.playerId === c.row.defenderId) return 'defender';
    return null;
  }
  return coachesIt ? 'coach' : null;
}

/**
 * A challenge the caller is part of (a player of it, or a coach of its team), with the caller's
 * role; 404 otherwise. With `lock`, the row is locked for the rest of the transaction, so one step
 * at a time changes it.
 */
export async function loadChallenge(
  db: Db,
  caller: Caller,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<LoadedChallenge & { role: Role }> {
  const loaded = await loadById(db, id, opts.lock);
  if (!loaded) throw appError('challenge_not_found');
  let coachesIt = false;
  if (caller.kind === 'coach') {
    const [team] = await db
      .select({ id: teamRosters.id })
      .from(teamRosters)
      .where(and(eq(teamRosters.id, loaded.row.rosterId), coachesTeam(caller)));
    coachesIt = team !== undefined;
  }
  const role = roleOf(caller, loaded, coachesIt);
  if (!role) throw appError('challenge_not_found');
  return { ...loaded, role };
}

/** The same challenge read again (after a change), for the job handlers: no caller. */
export async function loadById(db: Db, id: number, lock = false): Promise<LoadedChallenge | undefined> {
  if (lock) {
    await db
      .select({ id: playerChallenges.id })
      .from(playerChallenges)
      .where(eq(playerChallenges.id, id))
      .for('update');
  }
  const [r] = await selectLoaded(db).where(eq(playerChallenges.id, id));
  return r ? toLoaded(r) : undefined;
}

/**
 * What `role` may do with the challenge now. A player reports a result only once the agreed time has
 * come (challenge-results.ts refuses it before); the coach may settle at any time, confirming an early one.
 */
export function actionsFor(
  c: LoadedChallenge,
  role: Role,
  coachRecordsResults: boolean,
  now: Date,
): ChallengeAction[] {
  const s = c.row.status;
  if (role === 'coach') return c.row.open ? ['cancel', 'settle'] : [];
  const mine = role === 'challenger' ? 1 : 2;
  const out: ChallengeAction[] = [];
  if (s === 'issued')
    out.push(...(role === 'defender' ? (['accept', 'decline'] as const) : (['withdraw'] as const)));
  const played = !c.row.agreedAt || c.row.agreedAt.getTime() <= now.getTime();
  if (s === 'accepted' && !coachRecordsResults && played) out.push('report');
  if (s === 'reported' && c.row.reportedBy !== mine && c.row.reportedBy !== 3) out.push('confirm', 'dispute');
  return out;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const REPORTERS = { 1: 'challenger', 2: 'defender', 3: 'coach' } as const;

/** The one presenter of a challenge. */
export function presentChallenge(c: LoadedChallenge, actions: ChallengeAction[]): Challenge {
  const r = c.row;
  const person = (p: Person) => ({
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    position: p.position,
  });
  return {
    id: r.id,
    skillLevel: c.teamType,
    status: r.status,
    challenger: person(c.challenger),
    defender: person(c.defender),
    proposedAt: iso(r.proposedAt),
    proposedPlace: r.proposedPlace,
    agreedAt: iso(r.agreedAt),
    place: r.place,
    deadlineAt: r.open ? iso(r.deadlineAt) : null,
    report:
      r.reportedWinnerId !== null && r.reportedBy !== null && r.reportedAt !== null
        ? {
            winnerId: r.reportedWinnerId,
            score: r.reportedScore ?? '',
            reportedBy: REPORTERS[r.reportedBy as 1 | 2 | 3],
            reportedAt: r.reportedAt.toISOString(),
          }
        : null,
    disputeReason: r.disputeReason,
    outcome: r.outcome,
    matchId: r.matchId,
    ladderChangeId: r.ladderChangeId,
    createdAt: r.createdAt.toISOString(),
    closedAt: iso(r.closedAt),
    actions,
  };
}

/** How many recently closed challenges a list shows besides the open ones. */
const CLOSED_SHOWN = 20;

/**
 * The challenges of one team a caller sees: a player their own (open ones, then the latest closed
 * ones); a coach every open challenge of the team, disputes first, then by deadline, then the
 * latest closed ones.
 */
export async function listLoaded(
  db: Db,
  rosterId: number,
  playerId: number | null,
): Promise<LoadedChallenge[]> {
  const mine = (open: boolean) =>
    selectLoaded(db)
      .where(
        and(
          playerId === null
            ? eq(playerChallenges.rosterId, rosterId)
            : and(
                eq(playerChallenges.rosterId, rosterId),
                or(eq(playerChallenges.challengerId, playerId), eq(playerChallenges.defenderId, playerId)),
              ),
          eq(playerChallenges.open, open),
          // The current season's (issue 37): an archived season's challenges are its history.
          isNull(playerChallenges.seasonId),
        ),
      )
      .orderBy(
        ...(open
          ? [
              sql`${playerChallenges.status} = 'disputed' desc`,
              sql`${playerChallenges.deadlineAt} asc nulls last`,
              playerChallenges.id,
            ]
          : [desc(playerChallenges.closedAt), desc(playerChallenges.id)]),
      )
      .limit(open ? 500 : CLOSED_SHOWN);
  const [open, closed] = [await mine(true), await mine(false)];
  return [...open, ...closed].map(toLoaded);
}

/** Open challenges of these players on a team, for the limit checks and the targets list. */
export async function openOf(db: Db, rosterId: number, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  return db
    .select({ challengerId: playerChallenges.challengerId, defenderId: playerChallenges.defenderId })
    .from(playerChallenges)
    .where(
      and(
        eq(playerChallenges.rosterId, rosterId),
        eq(playerChallenges.open, true),
        or(
          inArray(playerChallenges.challengerId, playerIds),
          inArray(playerChallenges.defenderId, playerIds),
        ),
      ),
    );
}
