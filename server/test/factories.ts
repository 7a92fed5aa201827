import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coachTeams, coaches, players, rosterPlayers, schools, sessions } from '../db/schema/index';
import { createRoster } from '../modules/teams/teams';
import type { TestApp } from './build-test-app';

let phoneCounter = 0;
/** A phone number no other test uses. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `5${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`.slice(
    0,
    10,
  );
}

/** A school with a random name: 48 random bits, since a test file may make thousands of schools (3 bytes once drew one twice). */
export async function createSchool(db: Db, label = `School ${crypto.randomBytes(6).toString('hex')}`) {
  const [row] = await db
    .insert(schools)
    .values({ value: label.toLowerCase().replace(/\W+/g, '-'), label })
    .returning();
  return row!;
}

export async function createTeam(db: Db, schoolId: number, teamType = 1, coachId?: number) {
  const rosterId = await createRoster(db, schoolId, teamType);
  if (coachId) await db.insert(coachTeams).values({ coachId, rosterId });
  return rosterId;
}

export async function createCoach(
  db: Db,
  opts: { schoolId?: number; teamTypes?: number[]; firstName?: string } = {},
) {
  const schoolId = opts.schoolId ?? (await createSchool(db)).id;
  const [coach] = await db
    .insert(coaches)
    .values({
      schoolId,
      phone: uniquePhone(),
      firstName: opts.firstName ?? 'Casey',
      lastName: 'Coach',
      email: 'coach@example.org',
    })
    .returning();
  const rosterIds: number[] = [];
  for (const t of opts.teamTypes ?? [1]) rosterIds.push(await createTeam(db, schoolId, t, coach!.id));
  return { ...coach!, rosterIds };
}

export async function createPlayer(
  db: Db,
  opts: { rosterId?: number; schoolId: number; position?: number | null; firstName?: string },
) {
  const [player] = await db
    .insert(players)
    .values({
      schoolId: opts.schoolId,
      phone: uniquePhone(),
      firstName: opts.firstName ?? 'Pat',
      lastName: 'Player',
      email: 'player@example.org',
    })
    .returning();
  if (opts.rosterId) {
    await db
      .insert(rosterPlayers)
      .values({ rosterId: opts.rosterId, playerId: player!.id, position: opts.position ?? null });
  }
  return player!;
}

/** A live session and its bearer token for a coach. */
export async function coachToken(t: TestApp, coachId: number): Promise<string> {
  const [coach] = await t.ctx.db.select().from(coaches).where(eq(coaches.id, coachId));
  const teams = await t.ctx.db.select().from(coachTeams).where(eq(coachTeams.coachId, coachId));
  const sess = crypto.randomBytes(12).toString('base64url');
  await t.ctx.db.insert(sessions).values({ id: sess, userType: 1, userId: coachId });
  return t.ctx.tokens.sign({ sess, cid: coachId, sid: coach!.schoolId, teams: teams.map((r) => r.rosterId) });
}

/** A live session and its bearer token for a player. */
export async function playerToken(t: TestApp, playerId: number): Promise<string> {
  const [player] = await t.ctx.db.select().from(players).where(eq(players.id, playerId));
  const sess = crypto.randomBytes(12).toString('base64url');
  await t.ctx.db.insert(sessions).values({ id: sess, userType: 2, userId: playerId });
  return t.ctx.tokens.sign({ sess, pid: playerId, pcid: 0, psid: player!.schoolId });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
