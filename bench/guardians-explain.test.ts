import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/client';
import { guardianLinks, smsJobs } from '../server/db/schema/index';
import type { TestApp } from '../server/test/build-test-app';
import { coachToken } from '../server/test/factories';
import { explainWorld } from './explain-calls';
import { checkedCall, type PlanCall } from './explain-checks';
import { fillGuardians, schoolIds, type Layout } from './scale-seed';

/**
 * The guardians' calls (issue 34) on a database of 2,000 schools whose 40,000 players each have a
 * confirmed guardian, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: every statement that linking,
 * a guardian's pages, the audit log and an announcement to a team and to a parents list (with its
 * copies to the minors' guardians) send is explained (plain EXPLAIN: the changes are not run twice);
 * none may read a table of more than a thousand rows sequentially, so a family's or a coach's cost does
 * not grow with other schools' families.
 */
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 5, matchesPerTeam: 1 };
const SCHOOL = 1234;

let t: TestApp;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  // Every player a minor (no birth date: presumed one) with one confirmed guardian of their own.
  ({ t, db, close } = await explainWorld(LAYOUT, async (c) => {
    await fillGuardians(c);
  }));
});
afterAll(async () => {
  await close?.();
});

describe("the guardians' calls on 2,000 schools of families", () => {
  it('link, confirm, sign in, read the child, the audit log and copy announcements through indexes', async () => {
    const ids = schoolIds(SCHOOL, LAYOUT);
    const coach = await coachToken(t, ids.coachId);
    const child = ids.playerIds[0]!;
    const phone = '5550001234';
    const checked = async (call: PlanCall, token?: string) =>
      (await checkedCall({ t, db }, call, token)).body;

    await checked({ method: 'GET', url: `/api/auth/guardians/players/${child}` }, coach);
    await checked(
      {
        method: 'POST',
        url: `/api/auth/guardians/players/${child}`,
        payload: { name: 'Mara Mom', phone, email: 'mara@example.org', relation: 'mother' },
      },
      coach,
    );
    const [link] = await db
      .select({ body: smsJobs.body })
      .from(smsJobs)
      .where(and(eq(smsJobs.phone, phone), like(smsJobs.dedupeKey, 'guardian-link:%')));
    const confirmToken = /\/guardian\/confirm\/([A-Za-z0-9_-]+)/.exec(link!.body)![1]!;
    await checked({ method: 'GET', url: `/api/guardian-confirm/${confirmToken}` });
    await checked({ method: 'POST', url: `/api/guardian-confirm/${confirmToken}` });
    await checked({ method: 'POST', url: '/api/guardian-login/code', payload: { sms: phone } });
    const signedIn = JSON.parse(
      await checked({
        method: 'POST',
        url: '/api/guardian-login',
        payload: { sms: phone, code: t.lastCode(phone) },
      }),
    ) as { token: string };
    const guardian = signedIn.token;
    await checked({ method: 'GET', url: '/api/auth/guardians/children' }, guardian);
    await checked({ method: 'GET', url: `/api/auth/guardians/children/${child}` }, guardian);

    // The team's announcement and the JV parents' list: each player's text and its guardians' copies.
    await checked(
      {
        method: 'POST',
        url: '/api/auth/announcements',
        payload: { skillLevel: 1, subject: 'Bus at 7', message: 'Be on time.' },
      },
      coach,
    );
    await checked(
      {
        method: 'POST',
        url: '/api/auth/announcements',
        payload: { skillLevel: 6, subject: 'Parents night', message: 'Gym, 7 pm.' },
      },
      coach,
    );
    // The seeded families are there, and the team's five minors' guardians got their copies.
    const [families] = await db.select({ n: count() }).from(guardianLinks);
    expect(families!.n).toBeGreaterThan(40_000);
    const copies = await db
      .select({ phone: smsJobs.phone })
      .from(smsJobs)
      .where(like(smsJobs.body, '[Copy of a Courtside text to %Bus at 7%'));
    expect(copies.length).toBe(LAYOUT.playersPerTeam + 1);
    await checked({ method: 'GET', url: `/api/auth/guardians/message-log/${ids.teamIds[0]}` }, coach);
    await checked({ method: 'GET', url: `/api/auth/guardians/message-log/${ids.teamIds[0]}/csv` }, coach);
  });
});
