import { eq } from 'drizzle-orm';
import type { CoachCaller } from '../../auth/guards';
import { generatePin } from '../../auth/login-code';
import { LIMITS, claimAttempts } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { coachTeams, schools, teamRosters } from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { addTeamCoach } from './memberships';
import { coachedTeam, type Team } from './team-access';

/**
 * Team PINs: a coach reads and resets their team's PIN; another coach of the school joins the
 * team with it, a player signs up onto its ladder with it. Every guess counts against the PIN
 * limits (server/auth/throttle.ts).
 */

/** POST /api/auth/roster/pin: the Team PIN of a team the coach coaches. */
export async function teamPin(db: Db, caller: CoachCaller, rosterId: number): Promise<string> {
  return (await coachedTeam(db, caller, rosterId)).pin;
}

/**
 * POST /api/auth/roster/pin/reset: a new 6-digit PIN, unique across every school; the old one
 * stops working.
 */
export async function resetTeamPin(db: Db, caller: CoachCaller, rosterId: number): Promise<string> {
  return drawTeamPin(db, await coachedTeam(db, caller, rosterId));
}

/**
 * A new PIN for a team the caller was allowed to change (a coach's, or an admin's: the admin
 * module), unique across every school; the old one stops working.
 */
export async function drawTeamPin(db: Db, team: Team): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pin = generatePin();
    if (pin === team.pin) continue;
    try {
      const [row] = await db
        .update(teamRosters)
        .set({ pin })
        .where(eq(teamRosters.id, team.id))
        .returning({ pin: teamRosters.pin });
      if (row) return row.pin;
    } catch (err) {
      // Another team holds this PIN: draw again.
      if (pgErrorCode(err) !== '23505') throw err;
    }
  }
  throw new Error('could not find a free Team PIN');
}

/** The team a PIN opens, with the throttle on guesses; the error texts of SPEC.md section 8. */
export async function rosterByPin(db: Db, pin: string, throttleKeys: { address: string; user?: string }) {
  await claimAttempts(db, [
    { limit: LIMITS.pinPerAddress, key: throttleKeys.address },
    ...(throttleKeys.user ? [{ limit: LIMITS.pinPerUser, key: throttleKeys.user }] : []),
  ]);
  const [roster] = await db.select().from(teamRosters).where(eq(teamRosters.pin, pin));
  return roster;
}

/**
 * POST /api/player-set-up/{id}, its check: the team the PIN opens ('invalid pin' otherwise, the
 * guess counted), which must have a coach ('team not created').
 */
export async function teamForNewPlayer(
  db: Db,
  pin: string,
  throttleKeys: { address: string; user?: string },
): Promise<Team> {
  const roster = await rosterByPin(db, pin, throttleKeys);
  if (!roster) throw appError('invalid_pin');
  const [coach] = await db.select().from(coachTeams).where(eq(coachTeams.rosterId, roster.id)).limit(1);
  if (!coach) throw appError('team_not_created');
  return roster;
}

/**
 * POST /api/auth/joinTeam, its check: the team the PIN opens, of this type at the coach's school.
 * Every attempt counts against the PIN limits (per address and per coach). A PIN of another team,
 * another type or another school is the same 'wrong pin', so a guess reveals nothing.
 */
export async function teamToJoin(
  db: Db,
  caller: CoachCaller,
  input: { school: string; teamType: number; pin: string },
  clientAddress: string,
): Promise<number> {
  const roster = await rosterByPin(db, input.pin, {
    address: clientAddress,
    user: `coach:${caller.coachId}`,
  });
  if (!roster || roster.teamType !== input.teamType || roster.schoolId !== caller.schoolId)
    throw appError('wrong_pin');
  const [school] = await db
    .select({ value: schools.value })
    .from(schools)
    .where(eq(schools.id, roster.schoolId));
  if (school?.value !== input.school) throw appError('wrong_pin');
  return roster.id;
}

/** What other features grant a coach who joined a team by its PIN; runs in the join's transaction. */
export type CoachJoined = (tx: Db, coachId: number) => Promise<void>;

/**
 * POST /api/auth/joinTeam, its change: the coach coaches the team found by `teamToJoin` (409 when
 * they already do), and `coachJoined` runs in the same transaction (server/app.ts passes outreach's
 * `acceptJoinedByPin`: a coach the team's PIN was given to is one of the school's coaches, so the
 * school's shared contacts open to them).
 */
export async function joinRoster(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  coachJoined: CoachJoined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await addTeamCoach(tx, caller.coachId, rosterId))) throw appError('already_coach');
    await coachJoined(tx, caller.coachId);
  });
}
