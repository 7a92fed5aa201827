import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  announcementLabels,
  announcements,
  calendarEvents,
  coachTeams,
  idempotencyKeys,
  outreachContacts,
  schools,
  teamRosters,
  tennisMatches,
  tournamentMatches,
  tournaments,
} from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTournament } from '../test/tournament-factories';
import { bearer, coachToken, createCoach, createPlayer, createTeam, uniquePhone } from '../test/factories';
import { form } from '../test/sign-in';
import { pruneIdempotencyKeys, REPLAYED_HEADER } from './idempotency';
import { errorText } from '../../contract/errors';

const INVALID_KEY = errorText('invalid_idempotency_key');
const KEY_REUSED = errorText('idempotency_key_reused');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let keyCounter = 0;
const newKey = () => `key-${process.pid}-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

interface Sent {
  method: 'POST';
  url: string;
  /** JSON body, or a form when `asForm`. */
  body: Record<string, unknown>;
  asForm?: boolean;
}

function send(auth: Record<string, string>, req: Sent, key?: string) {
  const headers: Record<string, string> = {
    ...auth,
    ...(key === undefined ? {} : { 'idempotency-key': key }),
  };
  if (req.asForm) {
    const f = form(req.body as Record<string, string | number | boolean>);
    return t.app.inject({
      method: req.method,
      url: req.url,
      headers: { ...headers, ...f.headers },
      payload: f.payload,
    });
  }
  return t.app.inject({ method: req.method, url: req.url, headers, payload: req.body });
}

async function rows(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

/** A coach with a team of four players, a tournament of three, and a coach of another team to join. */
async function world() {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
  const rosterId = coach.rosterIds[0]!;
  const team = [];
  for (let i = 0; i < 4; i++)
    team.push(await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId, position: i + 1 }));
  const tournament = await createTournament(t.ctx.db, coach.id);
  const otherTeam = await createTeam(t.ctx.db, coach.schoolId, 2);
  const [pin] = await t.ctx.db
    .select({ pin: teamRosters.pin, value: schools.value })
    .from(teamRosters)
    .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
    .where(eq(teamRosters.id, otherTeam));
  return {
    coach,
    auth: bearer(await coachToken(t, coach.id)),
    rosterId,
    team,
    tournament,
    otherTeam,
    pin: pin!,
    phones: [uniquePhone(), uniquePhone()],
  };
}
type World = Awaited<ReturnType<typeof world>>;

/**
 * Every create the web app makes: a request, a second request that differs (another row), and how
 * many rows the coach has.
 */
const creates: Array<{
  name: string;
  request: (w: World, variant: number) => Sent;
  rows: (w: World) => Promise<number>;
  /** The same body twice is refused as a duplicate, so the second create differs. */
  uniqueBody?: boolean;
}> = [
  {
    name: 'create-tennis-match',
    request: (w, v) => ({
      method: 'POST',
      url: '/api/auth/create-tennis-match',
      body: {
        SchoolTeamRosterID: w.rosterId,
        MatchType: 3,
        IsSingles: true,
        MatchDate: '2030-05-01',
        MatchTime: v === 0 ? '15:00' : '16:00',
        Plist: [{ ID: w.team[0]!.id }, { ID: w.team[1]!.id }],
      },
    }),
    rows: (w) => rows(tennisMatches, eq(tennisMatches.rosterId, w.rosterId)),
  },
  {
    name: 'createTournament',
    request: (_w, v) => ({
      method: 'POST',
      url: '/api/auth/createTournament',
      body: { name: `Fall Open ${v}`, players: [{ Player: 'Ann Lee' }, { Player: 'Bo Chen' }] },
    }),
    rows: (w) => rows(tournaments, eq(tournaments.coachId, w.coach.id)),
  },
  {
    name: 'createTournamentMatch',
    request: (w, v) => ({
      method: 'POST',
      url: '/api/auth/createTournamentMatch',
      asForm: true,
      body: {
        tid: w.tournament.id,
        tournament_player1: w.tournament.players[0]!.id,
        tournament_player2: w.tournament.players[v + 1]!.id,
      },
    }),
    rows: (w) => rows(tournamentMatches, eq(tournamentMatches.tournamentId, w.tournament.id)),
  },
  {
    name: 'addCalendarEvent',
    request: (_w, v) => ({
      method: 'POST',
      url: '/api/auth/addCalendarEvent',
      asForm: true,
      body: {
        name: `Practice ${v}`,
        description: '',
        startTime: '2030-04-10 15:00',
        endTime: '2030-04-10 16:00',
      },
    }),
    rows: (w) => rows(calendarEvents, eq(calendarEvents.coachId, w.coach.id)),
  },
  {
    name: 'addCommunications',
    request: (w, v) => ({
      method: 'POST',
      url: '/api/auth/addCommunications',
      asForm: true,
      body: {
        already: 'no',
        skillLevel: 6,
        firstName: 'Robin',
        lastName: 'Parent',
        email: '',
        pn: w.phones[v]!,
      },
    }),
    uniqueBody: true,
    rows: (w) => rows(outreachContacts, eq(outreachContacts.addedByCoachId, w.coach.id)),
  },
  {
    name: 'announcements (and its public message page)',
    request: (_w, v) => ({
      method: 'POST',
      url: '/api/auth/announcements',
      body: { skillLevel: 1, subject: `Practice moved ${v}`, message: 'Practice is at 4 pm.' },
    }),
    rows: (w) => rows(announcements, eq(announcements.coachId, w.coach.id)),
  },
  {
    name: 'announcement-labels',
    request: (_w, v) => ({
      method: 'POST',
      url: '/api/auth/announcement-labels',
      body: { name: `Label ${v}` },
    }),
    uniqueBody: true,
    rows: (w) => rows(announcementLabels, eq(announcementLabels.coachId, w.coach.id)),
  },
];

describe('Idempotency-Key on every create', () => {
  for (const c of creates) {
    describe(c.name, () => {
      it('two quick identical creates with one key make one row and get the same answer', async () => {
        const w = await world();
        const before = await c.rows(w);
        const key = newKey();
        const [first, second] = await Promise.all([
          send(w.auth, c.request(w, 0), key),
          send(w.auth, c.request(w, 0), key),
        ]);
        expect(first.statusCode, first.body).toBe(200);
        expect(second.statusCode, second.body).toBe(200);
        expect(second.json()).toEqual(first.json());
        expect(await c.rows(w)).toBe(before + 1);
        // A later repeat (an answer lost on the way) is answered again, marked as a replay.
        const third = await send(w.auth, c.request(w, 0), key);
        expect(third.statusCode).toBe(200);
        expect(third.json()).toEqual(first.json());
        expect(third.headers[REPLAYED_HEADER]).toBe('true');
        expect(await c.rows(w)).toBe(before + 1);
      });

      it('a different key makes a second row', async () => {
        const w = await world();
        const before = await c.rows(w);
        const first = await send(w.auth, c.request(w, 0), newKey());
        const second = await send(w.auth, c.request(w, c.uniqueBody ? 1 : 0), newKey());
        expect(first.statusCode, first.body).toBe(200);
        expect(second.statusCode, second.body).toBe(200);
        expect(await c.rows(w)).toBe(before + 2);
      });

      it('a key reused with a different body answers 422 and changes nothing', async () => {
        const w = await world();
        const before = await c.rows(w);
        const key = newKey();
        expect((await send(w.auth, c.request(w, 0), key)).statusCode).toBe(200);
        const reused = await send(w.auth, c.request(w, 1), key);
        expect(reused.statusCode).toBe(422);
        expect(reused.json()).toEqual({ error: KEY_REUSED, code: 'idempotency_key_reused' });
        expect(await c.rows(w)).toBe(before + 1);
      });
    });
  }

  it('joinTeam: a repeated key answers ok again instead of "you already coach this team"', async () => {
    const w = await world();
    const join: Sent = {
      method: 'POST',
      url: '/api/auth/joinTeam',
      asForm: true,
      body: { school: w.pin.value, teamtype: 2, pin: w.pin.pin },
    };
    const key = newKey();
    const [first, second] = await Promise.all([send(w.auth, join, key), send(w.auth, join, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(
      await rows(coachTeams, and(eq(coachTeams.coachId, w.coach.id), eq(coachTeams.rosterId, w.otherTeam))),
    ).toBe(1);
    // Without the key the repeat is a second request, refused as before.
    expect((await send(w.auth, join)).statusCode).toBe(409);
  });

  it('without the header a create works as before (two requests, two rows)', async () => {
    const w = await world();
    const c = creates[0]!;
    const before = await c.rows(w);
    await Promise.all([send(w.auth, c.request(w, 0)), send(w.auth, c.request(w, 0))]);
    expect(await c.rows(w)).toBe(before + 2);
  });

  it("a key is the caller's own: another coach using the same key creates their own row", async () => {
    const a = await world();
    const b = await world();
    const c = creates[1]!;
    const before = await c.rows(b);
    const key = newKey();
    expect((await send(a.auth, c.request(a, 0), key)).statusCode).toBe(200);
    const other = await send(b.auth, c.request(b, 0), key);
    expect(other.statusCode).toBe(200);
    expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await c.rows(b)).toBe(before + 1);
  });

  it('a failed create does not use up its key: the corrected request with the same key succeeds', async () => {
    const w = await world();
    const key = newKey();
    const bad = await send(
      w.auth,
      { method: 'POST', url: '/api/auth/createTournament', body: { name: 'x'.repeat(500) } },
      key,
    );
    expect(bad.statusCode).toBe(400);
    const refused = await send(
      w.auth,
      {
        method: 'POST',
        url: '/api/auth/createTournamentMatch',
        asForm: true,
        body: { tid: 999_999, tournament_player1: 1, tournament_player2: 2 },
      },
      key,
    );
    expect(refused.statusCode).toBe(404);
    expect(await rows(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(0);
    const good = await send(w.auth, creates[1]!.request(w, 0), key);
    expect(good.statusCode).toBe(200);
    expect(good.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('a malformed key answers 400 and creates nothing', async () => {
    const w = await world();
    const c = creates[1]!;
    const before = await c.rows(w);
    for (const key of ['', 'x'.repeat(256), 'with space']) {
      const res = await send(w.auth, c.request(w, 0), key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: INVALID_KEY, code: 'invalid_idempotency_key' });
    }
    expect(await c.rows(w)).toBe(before);
  });

  it('expired keys are forgotten: pruned, and a reused expired key creates again', async () => {
    const w = await world();
    const c = creates[1]!;
    const before = await c.rows(w);
    const key = newKey();
    expect((await send(w.auth, c.request(w, 0), key)).statusCode).toBe(200);
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.key, key));
    const again = await send(w.auth, c.request(w, 1), key);
    expect(again.statusCode).toBe(200);
    expect(await c.rows(w)).toBe(before + 2);
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.key, key));
    expect(await pruneIdempotencyKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await rows(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(0);
  });
});
