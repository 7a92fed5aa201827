import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { createRoster } from '../modules/teams/teams';
import { coachTeams, coaches, players, rosterPlayers, schools, sessions } from './schema/index';

/**
 * The demo's dual matches (issue 20), through the real routes: a dual against a school outside Courtside
 * played and scored line by line (the team result and each line's official match follow), and two duals
 * against Washington High School, whose coach accepted the invitations, both lineups published: one a week
 * ago, every line confirmed (final), and one yesterday with one line confirmed by both coaches and one
 * disputed, two more being played and scored live (issue 33).
 */

type Call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

export const WASHINGTON_COACH = { phone: '5550100003', firstName: 'Priya', lastName: 'Shah' };
const WASHINGTON_GIRLS = [
  'Sofia Lopez',
  'Hana Sato',
  'Maya Brooks',
  'Emma Silva',
  'Aria Novak',
  'Layla Hassan',
  'Clara Weiss',
  'Nina Petrov',
];
const FORMAT = { preset: '3s2d', singles: 3, doubles: 2, scoreFormat: 'SET3-S:6/TB7-F:TB10' };

/** Washington High School's coach with a Varsity Girls ladder; returns their token. */
async function washingtonCoach(ctx: AppContext): Promise<string> {
  const db = ctx.db;
  const [school] = await db.select().from(schools).where(eq(schools.value, 'washington-hs'));
  if (!school) throw new Error('the seeded schools are missing');
  const [coach] = await db
    .insert(coaches)
    .values({
      schoolId: school.id,
      phone: WASHINGTON_COACH.phone,
      firstName: WASHINGTON_COACH.firstName,
      lastName: WASHINGTON_COACH.lastName,
      email: 'priya.shah@washington.example',
    })
    .returning();
  const rosterId = await createRoster(db, school.id, 4);
  await db.insert(coachTeams).values({ coachId: coach!.id, rosterId });
  for (const [i, name] of WASHINGTON_GIRLS.entries()) {
    const [first, last] = name.split(' ') as [string, string];
    const [p] = await db
      .insert(players)
      .values({
        schoolId: school.id,
        phone: `5550304${String(i + 1).padStart(3, '0')}`,
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@students.washington.example`,
      })
      .returning();
    await db.insert(rosterPlayers).values({ rosterId, playerId: p!.id, position: i + 1 });
  }
  const sess = crypto.randomBytes(16).toString('base64url');
  await db.insert(sessions).values({ id: sess, userType: 1, userId: coach!.id });
  return ctx.tokens.sign({ sess, cid: coach!.id, sid: school.id, teams: [rosterId] });
}

/** A dual created, drafted from the ladder, saved and published by its coach; returns its id. */
async function publishedDual(call: Call, token: string, body: Record<string, unknown>): Promise<number> {
  const { dual } = (await call(token, 'POST', '/duals', { ...body, format: FORMAT, site: 'home' })) as {
    dual: { id: number };
  };
  const draft = (await call(token, 'POST', `/duals/${dual.id}/draft`, {})) as { lineup: unknown };
  await call(token, 'PUT', `/duals/${dual.id}/lineup`, { lineup: draft.lineup });
  await call(token, 'POST', `/duals/${dual.id}/publish`, {});
  return dual.id;
}

export async function seedDemoDualResults(
  ctx: AppContext,
  call: Call,
  dana: string,
  rosters: { varsityBoys: number; varsityGirls: number },
  at: (daysFromNow: number) => Date,
): Promise<{ priya: string; earlier: number; linked: number; washingtonId: number }> {
  // Against a school outside Courtside, played six days ago: 3-2 on lines.
  const played = await publishedDual(call, dana, {
    rosterId: rosters.varsityBoys,
    opponentName: "St. Anne's Academy",
    place: 'Lincoln High courts',
    startsAt: at(-6).toISOString(),
  });
  await call(dana, 'PUT', `/duals/${played}/opponent-lineup`, {
    lineup: [
      { line: 'S1', players: [{ name: 'Tom Becker' }] },
      { line: 'S2', players: [{ name: 'Raj Mehta' }] },
      { line: 'S3', players: [{ name: 'Luis Ortega' }] },
      { line: 'D1', players: [{ name: 'Ian Cole' }, { name: 'Joe Park' }] },
      { line: 'D2', players: [{ name: 'Ned Fox' }, { name: 'Sam Yu' }] },
    ],
  });
  const results: [string, string, string, 1 | 2][] = [
    ['S1', '6-3 6-4', 'completed', 1],
    ['S2', '4-6 6-3 [10-8]', 'completed', 1],
    ['S3', '2-6 6-7(4)', 'completed', 2],
    ['D1', '6-4 3-6 [7-10]', 'completed', 2],
    ['D2', '6-2 1-0 ret.', 'retired', 1],
  ];
  for (const [line, score, outcome, winnerSide] of results) {
    await call(dana, 'PUT', `/duals/${played}/lines/${line}/result`, { score, outcome, winnerSide });
  }

  // Against Washington High School on Courtside, a week ago at Lincoln: linked, both lineups published, every
  // line entered by Lincoln's coach and confirmed by Washington's: final, 3-2 to Lincoln (the league's round 1).
  const priya = await washingtonCoach(ctx);
  const [washington] = await ctx.db.select().from(schools).where(eq(schools.value, 'washington-hs'));
  const vsWashington = (startsAt: Date, place: string) =>
    linkedDual(
      ctx,
      call,
      { dana, priya },
      { rosterId: rosters.varsityGirls, washingtonId: washington!.id },
      {
        startsAt,
        place,
      },
    );
  const earlier = await vsWashington(at(-8), 'Lincoln High courts');
  const final: [string, string, 1 | 2][] = [
    ['S1', '6-4 6-2', 1],
    ['S2', '3-6 4-6', 2],
    ['S3', '6-3 3-6 [10-6]', 1],
    ['D1', '7-5 6-4', 1],
    ['D2', '2-6 6-7(5)', 2],
  ];
  for (const [line, score, winnerSide] of final) {
    await call(dana, 'PUT', `/duals/${earlier}/lines/${line}/result`, {
      score,
      outcome: 'completed',
      winnerSide,
    });
    await call(priya, 'POST', `/duals/${earlier}/lines/${line}/confirm`);
  }

  // The return dual, played yesterday at Washington: S1 confirmed by both coaches, S2 disputed, the rest
  // still to enter.
  const linked = await vsWashington(at(-1), 'Washington High courts');
  await call(dana, 'PUT', `/duals/${linked}/lines/S1/result`, {
    score: '6-2 6-3',
    outcome: 'completed',
    winnerSide: 1,
  });
  await call(priya, 'POST', `/duals/${linked}/lines/S1/confirm`);
  await call(priya, 'PUT', `/duals/${linked}/lines/S2/result`, {
    score: '3-6 6-4 [8-10]',
    outcome: 'completed',
    winnerSide: 2,
  });
  await call(dana, 'POST', `/duals/${linked}/lines/S2/dispute`, {
    reason: 'The match tiebreak ended 10-8 for Mia, not for Hana.',
  });
  // S3 and D1 are being played, scored game by game (issue 33): the live pages show them.
  await call(dana, 'PUT', `/duals/${linked}/lines/S3/live`, {
    sets: [
      { side1: 6, side2: 4 },
      { side1: 2, side2: 3 },
    ],
  });
  await call(priya, 'PUT', `/duals/${linked}/lines/D1/live`, { sets: [{ side1: 3, side2: 5 }] });
  return { priya, earlier, linked, washingtonId: washington!.id };
}

/** A dual of Lincoln's girls against Washington's, invited, accepted, both lineups published; its id. */
async function linkedDual(
  ctx: AppContext,
  call: Call,
  tokens: { dana: string; priya: string },
  teams: { rosterId: number; washingtonId: number },
  when: { startsAt: Date; place: string },
): Promise<number> {
  const { dana, priya } = tokens;
  const id = await publishedDual(call, dana, {
    rosterId: teams.rosterId,
    opponentSchoolId: teams.washingtonId,
    place: when.place,
    startsAt: when.startsAt.toISOString(),
  });
  await call(dana, 'POST', `/duals/${id}/invitation`);
  const accepted = (await call(priya, 'POST', `/duals/${id}/invitation/accept`, {})) as {
    scoring: { lines: { line: string }[] };
  };
  const ids = (
    await ctx.db
      .select({ id: rosterPlayers.playerId })
      .from(rosterPlayers)
      .innerJoin(coachTeams, eq(coachTeams.rosterId, rosterPlayers.rosterId))
      .innerJoin(coaches, eq(coaches.id, coachTeams.coachId))
      .where(eq(coaches.phone, WASHINGTON_COACH.phone))
      .orderBy(rosterPlayers.position)
  ).map((r) => r.id);
  await call(priya, 'PUT', `/duals/${id}/opponent-lineup`, {
    lineup: accepted.scoring.lines.map(({ line }, i) => ({
      line,
      players: line.startsWith('S') ? [{ id: ids[i]! }] : [{ id: ids[2 * i - 3]! }, { id: ids[2 * i - 2]! }],
    })),
  });
  await call(priya, 'POST', `/duals/${id}/opponent-lineup/publish`);
  return id;
}
