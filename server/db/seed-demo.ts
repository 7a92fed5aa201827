/**
 * npm run seed:demo: fills a demo school so a newcomer sees a living app: two coaches, three teams
 * with players on their ladders, challenge/official/practice matches (challenges move the ladder),
 * a tournament with results, two tournament draws (issue 36), calendar events, outreach contacts and announcements with a poll, and dual
 * matches (one published, one draft; seed-demo-dual-results.ts: one scored, two linked with another
 * school's coach, one final and one with a confirmed and a disputed line; seed-demo-leagues.ts: both in a
 * league with a generated round robin),
 * practices with players' answers and attendance, guardians linked to players (seed-demo-guardians.ts),
 * Lincoln's school administrator (by e-mail) and a school a coach added that is not verified yet
 * (seed-demo-schools.ts), and the Junior Varsity Boys' archived last season (seed-demo-seasons.ts).
 * Data goes in through the real API routes (app.inject), so it obeys every rule the app enforces.
 * Run it while the server is stopped (the embedded database allows one process).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { TestClock } from '../jobs/clock';
import { createRoster } from '../modules/teams/teams';
import { seedDemoAvailability } from './seed-demo-availability';
import { seedChallenges } from './seed-demo-challenges';
import { openDatabase } from './client';
import { seedDemoDualResults } from './seed-demo-dual-results';
import { seedDemoDuals } from './seed-demo-duals';
import { seedDemoSeasons } from './seed-demo-seasons';
import { seedDemoLeague } from './seed-demo-leagues';
import { seedDemoDraws } from './seed-demo-draws';
import { DEMO_GUARDIAN, seedDemoGuardians } from './seed-demo-guardians';
import { ADDED_SCHOOL, ADDED_SCHOOL_COACH, DEMO_ADMIN_EMAIL, seedDemoSchools } from './seed-demo-schools';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { coachTeams, coaches, players, rosterPlayers, schools, sessions } from './schema/index';

dayjs.extend(utc);

const COACHES = [
  {
    phone: '5550100001',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana.whitfield@lincoln.example',
    teams: [2, 4],
  },
  {
    phone: '5550100002',
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'marcus.bell@lincoln.example',
    teams: [1],
  },
];
const ROSTERS: Record<number, string[]> = {
  2: [
    'Ethan Park',
    'Noah Alvarez',
    'Liam Chen',
    'Mason Brooks',
    'Lucas Rivera',
    'Owen Patel',
    'Caleb Wright',
    'Ryan Kim',
    'Jack Foster',
    'Leo Murphy',
    'Adam Hayes',
    'Eli Turner',
  ],
  4: [
    'Ava Thompson',
    'Mia Rodriguez',
    'Zoe Carter',
    'Lily Nguyen',
    'Chloe Bennett',
    'Grace Kelly',
    'Nora Sullivan',
    'Ella Ramirez',
    'Ruby Coleman',
    'Ivy Jenkins',
  ],
  1: [
    'Sam Ortiz',
    'Ben Walsh',
    'Max Fischer',
    'Theo Grant',
    'Finn Doyle',
    'Jonah Reyes',
    'Kai Morgan',
    'Luke Porter',
  ],
};

async function main() {
  let config;
  try {
    config = loadConfig({ LOG_LEVEL: 'silent', ...process.env, NODE_ENV: 'development' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let release = () => {};
  if (!config.DATABASE_URL) {
    try {
      release = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(`${err.message} (stop the server, run seed:demo, start it again)`);
        process.exit(1);
      }
      throw err;
    }
  }
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
    { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS },
  );
  // Announcement texts are queued and sent by the server when it runs, not by this script.
  // Deadline jobs run here, on a clock the challenges' seeding moves (./seed-demo-challenges.ts).
  const clock = new TestClock();
  const { app, ctx, jobs } = await buildApp({
    config,
    database,
    logger: false,
    smsDelivery: false,
    scheduledJobs: false,
    clock,
  });
  await app.ready();
  const db = ctx.db;

  try {
    const [existing] = await db.select().from(coaches).where(eq(coaches.phone, COACHES[0]!.phone));
    if (existing) {
      console.log('The demo school is already there.');
      printHowToSignIn(config.PUBLIC_URL);
      return;
    }
    const [school] = await db.select().from(schools).where(eq(schools.value, 'lincoln-hs'));
    if (!school) throw new Error('the seeded schools are missing');

    const tokens: string[] = [];
    const rosterOf: Record<number, number> = {};
    const playerIds: Record<number, number[]> = {};
    for (const c of COACHES) {
      const [coach] = await db
        .insert(coaches)
        .values({
          schoolId: school.id,
          phone: c.phone,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
        })
        .returning();
      for (const teamType of c.teams) {
        const rosterId = await createRoster(db, school.id, teamType);
        rosterOf[teamType] = rosterId;
        await db.insert(coachTeams).values({ coachId: coach!.id, rosterId });
        playerIds[teamType] = [];
        let n = 0;
        for (const name of ROSTERS[teamType] ?? []) {
          n += 1;
          const [first, last] = name.split(' ') as [string, string];
          const [p] = await db
            .insert(players)
            .values({
              schoolId: school.id,
              phone: `555020${teamType}${String(n).padStart(3, '0')}`,
              firstName: first,
              lastName: last,
              email: `${first.toLowerCase()}.${last.toLowerCase()}@students.lincoln.example`,
            })
            .returning();
          await db.insert(rosterPlayers).values({ rosterId, playerId: p!.id, position: n });
          playerIds[teamType].push(p!.id);
        }
      }
      const sess = crypto.randomBytes(16).toString('base64url');
      await db.insert(sessions).values({ id: sess, userType: 1, userId: coach!.id });
      tokens.push(
        await ctx.tokens.sign({
          sess,
          cid: coach!.id,
          sid: school.id,
          teams: c.teams.map((t) => rosterOf[t]!),
        }),
      );
    }
    const dana = tokens[0]!;
    const marcus = tokens[1]!;

    const call = async (
      token: string,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      body?: unknown,
      form = false,
    ) => {
      const res = await app.inject({
        method,
        url: `/api/auth${url}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body
            ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }
            : {}),
        },
        ...(body
          ? {
              payload: form
                ? new URLSearchParams(body as Record<string, string>).toString()
                : JSON.stringify(body),
            }
          : {}),
      });
      if (res.statusCode >= 400) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json<Record<string, unknown>>();
    };
    const nameOf = async (id: number) => {
      const [p] = await db.select().from(players).where(eq(players.id, id));
      return `${p!.firstName} ${p!.lastName}`;
    };
    const day = (offset: number) => dayjs.utc().add(offset, 'day');

    // Matches: challenges (some won by the challenger, which moves the ladder), officials, practices.
    const boys = playerIds[2]!;
    const girls = playerIds[4]!;
    const matches: Array<{
      token: string;
      team: number;
      type: number;
      a: number[];
      b: number[];
      daysAgo: number;
      score: string;
      winnerSide: 1 | 2;
    }> = [
      {
        token: dana,
        team: 2,
        type: 1,
        a: [boys[3]!],
        b: [boys[1]!],
        daysAgo: 12,
        score: '6-4 3-6 7-6(5)',
        winnerSide: 1,
      },
      {
        token: dana,
        team: 2,
        type: 1,
        a: [boys[6]!],
        b: [boys[5]!],
        daysAgo: 9,
        score: '4-6 2-6',
        winnerSide: 2,
      },
      {
        token: dana,
        team: 2,
        type: 2,
        a: [boys[0]!],
        b: [boys[2]!],
        daysAgo: 7,
        score: '6-3 6-2',
        winnerSide: 1,
      },
      {
        token: dana,
        team: 2,
        type: 2,
        a: [boys[0]!, boys[1]!],
        b: [boys[2]!, boys[4]!],
        daysAgo: 7,
        score: '8-6',
        winnerSide: 1,
      },
      {
        token: dana,
        team: 2,
        type: 3,
        a: [boys[8]!],
        b: [boys[9]!],
        daysAgo: 3,
        score: '6-2 6-7(4) [10-7]',
        winnerSide: 1,
      },
      {
        token: dana,
        team: 4,
        type: 1,
        a: [girls[2]!],
        b: [girls[0]!],
        daysAgo: 10,
        score: '7-5 6-4',
        winnerSide: 1,
      },
      {
        token: dana,
        team: 4,
        type: 2,
        a: [girls[1]!],
        b: [girls[3]!],
        daysAgo: 5,
        score: '6-1 6-3',
        winnerSide: 1,
      },
      {
        token: marcus,
        team: 1,
        type: 1,
        a: [playerIds[1]![4]!],
        b: [playerIds[1]![2]!],
        daysAgo: 4,
        score: '6-3 2-1 ret.',
        winnerSide: 1,
      },
    ];
    for (const m of matches) {
      const when = day(-m.daysAgo).hour(15).minute(30);
      const plist = await Promise.all(
        [...m.a, ...m.b].map(async (id) => ({ ID: id, Name: await nameOf(id) })),
      );
      const created = await call(m.token, 'POST', '/create-tennis-match', {
        SchoolTeamRosterID: rosterOf[m.team],
        MatchType: m.type,
        IsSingles: m.a.length === 1,
        MatchDate: when.format('YYYY-MM-DD'),
        MatchTime: when.format('HH:mm'),
        Plist: plist,
      });
      const winners = plist.slice(
        m.winnerSide === 1 ? 0 : m.a.length,
        m.winnerSide === 1 ? m.a.length : undefined,
      );
      await call(m.token, 'PUT', '/edit-tennis-match', {
        TennisMatchID: (created.res as { TennisMatchID: number }).TennisMatchID,
        MatchScore: m.score,
        MatchDate: when.format('YYYY-MM-DD'),
        MatchTime: when.format('HH:mm'),
        WinnerList: winners,
      });
    }
    // The JV boys play best of three with a match tiebreak in place of a third set (issue 19): the
    // team's default format, which every match created from now on takes.
    await call(dana, 'PUT', '/updateSettings-team-matchformat', {
      id: rosterOf[2],
      format: 'SET3-S:6/TB7-F:TB10',
    });
    // An upcoming challenge with no result yet.
    const upcoming = day(2).hour(16).minute(0);
    await call(dana, 'POST', '/create-tennis-match', {
      SchoolTeamRosterID: rosterOf[2],
      MatchType: 1,
      IsSingles: true,
      MatchDate: upcoming.format('YYYY-MM-DD'),
      MatchTime: upcoming.format('HH:mm'),
      Plist: [
        { ID: boys[4]!, Name: await nameOf(boys[4]!) },
        { ID: boys[2]!, Name: await nameOf(boys[2]!) },
      ],
    });

    // A tournament with ranks and results.
    const entrants = [
      'Ethan Park',
      'Ava Thompson',
      'Noah Alvarez',
      'Mia Rodriguez',
      'Liam Chen',
      'Zoe Carter',
    ];
    const created = (await call(dana, 'POST', '/createTournament', {
      name: 'Fall Invitational',
      // Early rounds as 8-game pro sets, as many school invitationals play them.
      matchFormat: 'SET1-S:8/TB7',
      players: entrants.map((Player) => ({ Player })),
    })) as {
      ID: number;
      players: Array<{ PlayersID: number; players: string }>;
    };
    for (const [i, p] of created.players.entries()) {
      await call(
        dana,
        'PUT',
        '/editTournamentPlayerDetails',
        { name: p.players, tpid: String(p.PlayersID), rank: String(i + 1) },
        true,
      );
    }
    const tp = created.players.map((p) => p.PlayersID);
    // [player 1, player 2, winner, score written player 1 first]
    const pairs: Array<[number, number, number | null, string]> = [
      [tp[0]!, tp[1]!, tp[0]!, '8-5'],
      [tp[2]!, tp[3]!, tp[3]!, '8-9(4)'],
      [tp[4]!, tp[5]!, null, ''],
    ];
    for (const [p1, p2, winner, score] of pairs) {
      const match = (await call(
        dana,
        'POST',
        '/createTournamentMatch',
        { tournament_player1: String(p1), tournament_player2: String(p2), tid: String(created.ID) },
        true,
      )) as { MatchID: number };
      if (winner) {
        await call(
          dana,
          'PUT',
          '/editTournamentMatch',
          {
            tid: String(created.ID),
            p1Rank: '1',
            p2Rank: '2',
            winnerID: String(winner),
            matchID: String(match.MatchID),
            score,
          },
          true,
        );
      }
    }
    await call(dana, 'POST', '/createTournament', {
      name: 'Spring Doubles Cup',
      players: ['Park / Alvarez', 'Chen / Brooks', 'Rivera / Patel'].map((Player) => ({ Player })),
    });

    // Calendar: practices and a match day.
    for (let d = 1; d <= 12; d++) {
      const date = day(d);
      if (date.day() === 0 || date.day() === 6) continue;
      await call(
        dana,
        'POST',
        '/addCalendarEvent',
        {
          name: d % 5 === 0 ? 'Home match vs. Central HS' : 'Varsity practice',
          description:
            d % 5 === 0 ? 'Bus leaves at 2:45 pm. Wear the blue polos.' : 'Courts 1-4. Bring water.',
          startTime: date.hour(21).minute(0).format('YYYY-MM-DD HH:mm'),
          endTime: date.hour(23).minute(0).format('YYYY-MM-DD HH:mm'),
          date: date.hour(21).minute(0).format('YYYY-MM-DD HH:mm'),
        },
        true,
      );
    }

    // Families (issue 34), before the announcements, so the minors' texts are copied to them.
    await seedDemoGuardians(
      app,
      db,
      call,
      dana,
      { ethan: boys[0]!, noah: boys[1]!, ava: girls[0]! },
      dayjs.utc().year(),
    );

    // Outreach lists and announcements.
    const parents = [
      ['Laura', 'Park', '5550300001'],
      ['Miguel', 'Alvarez', '5550300002'],
      ['Susan', 'Chen', '5550300003'],
    ];
    for (const [firstName, lastName, pn] of parents) {
      await call(
        dana,
        'POST',
        '/addCommunications',
        {
          already: 'no',
          skillLevel: '7',
          firstName: firstName!,
          lastName: lastName!,
          email: `${firstName!.toLowerCase()}@family.example`,
          pn: pn!,
        },
        true,
      );
    }
    await call(
      dana,
      'POST',
      '/addCommunications',
      { already: 'yes', skillLevel: '5', pid: String(boys[10]!) },
      true,
    );
    await call(dana, 'POST', '/announcements', {
      skillLevel: 2,
      subject: 'Team dinner after Friday’s match?',
      message:
        'We are planning a team dinner after the home match on Friday. Let me know if you can make it.',
      poll: { options: ['Yes, I will be there', 'No, I cannot make it', 'Maybe'] },
    });
    await call(dana, 'POST', '/announcements', {
      skillLevel: 7,
      subject: 'Season schedule and volunteer sign-up',
      message:
        'Dear parents,\n\nThe season schedule is now in the team calendar. We are looking for two volunteers to drive to away matches.\n\nThank you!\nCoach Whitfield',
    });

    // Dual matches of the Varsity Boys: one published, one draft.
    await seedDemoDuals(call, { token: dana, rosterId: rosterOf[2]!, day });
    // Played duals: one scored line by line, two linked with Washington High's coach.
    const washington = await seedDemoDualResults(
      ctx,
      call,
      dana,
      { varsityBoys: rosterOf[2]!, varsityGirls: rosterOf[4]! },
      (d) => day(d).hour(16).minute(0).second(0).millisecond(0).toDate(),
    );
    // A league of the varsity girls with Washington High (issue 35): their two duals are rounds 1 and 2.
    const [invited] = await db.select().from(schools).where(eq(schools.value, 'roosevelt-hs'));
    await seedDemoLeague(call, {
      dana,
      priya: washington.priya,
      earlier: washington.earlier,
      linked: washington.linked,
      washingtonId: washington.washingtonId,
      invitedId: invited?.id ?? null,
    });
    // Player challenges in every state on the varsity girls' ladder.
    await seedChallenges({
      ctx,
      clock,
      jobs,
      call,
      schoolId: school.id,
      coachToken: dana,
      skillLevel: 4,
      playerIds: girls,
    });
    await seedDemoAvailability(db, call, { token: dana, teamType: 2, playerIds: playerIds[2] ?? [], day });
    // Tournament draws (issue 36): a bracket seeded from the Varsity Boys' ladder and a round robin.
    await seedDemoDraws(call, dana, 2);
    // Lincoln's athletic director, and a school a coach added that is not verified yet.
    await seedDemoSchools(db, school.id);
    // Issue 37: the Junior Varsity Boys' last season, archived.
    await seedDemoSeasons(db, { rosterId: rosterOf[1]!, playerIds: playerIds[1] ?? [], now: clock.now() });

    console.log('The demo school is ready.');
    printHowToSignIn(config.PUBLIC_URL);
  } finally {
    await app.close();
    await database.close();
    release();
  }
}

function printHowToSignIn(publicUrl: string) {
  console.log(`
Start the server (npm start), then sign in at ${publicUrl}/coachlogin:
  coach Dana Whitfield (Varsity Boys, Varsity Girls): 5550100001
  coach Marcus Bell (Junior Varsity Boys):           5550100002
  coach Priya Shah (Washington High, Varsity Girls):  5550100003 (a dual linked with Lincoln's girls)
  coach ${ADDED_SCHOOL_COACH.firstName} ${ADDED_SCHOOL_COACH.lastName} (${ADDED_SCHOOL.name}, added by its coach, not verified yet): ${ADDED_SCHOOL_COACH.phone}
Players sign in at ${publicUrl}/playerlogin, e.g. Ethan Park: 5550202001, Ava Thompson: 5550204001.
Guardians sign in at ${publicUrl}/guardianlogin, e.g. ${DEMO_GUARDIAN.name} (${DEMO_GUARDIAN.child}'s mother): ${DEMO_GUARDIAN.phone}.
Press "Send Code": the code is printed in the server's console.
Lincoln's school administrator is ${DEMO_ADMIN_EMAIL}: with a sign-in provider configured that allows
the lincoln.example domain (README, "Sign in with your school's accounts"), "Sign in with ..." on the login page
opens ${publicUrl}/admin.`);
}

await main();
