import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createEvent } from '../../test/calendar-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { form } from '../../test/sign-in';

const PUBLIC_URL = 'https://courtside.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

interface Property {
  name: string;
  params: string;
  value: string;
}
interface Component {
  type: string;
  props: Property[];
  children: Component[];
}

const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'X-WR-CALNAME']);
const UTC_DATE_TIME = /^\d{8}T\d{6}Z$/;

/** Reads a TEXT value strictly: only \\ \; \, \n \N escapes, no bare ; or , (RFC 5545 3.3.11). */
function unescapeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '\\') {
      const next = value[++i];
      if (next === 'n' || next === 'N') out += '\n';
      else if (next === '\\' || next === ';' || next === ',') out += next;
      else throw new Error(`bad escape \\${next ?? ''} in ${value}`);
    } else if (c === ';' || c === ',') {
      throw new Error(`unescaped ${c} in ${value}`);
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * A small strict iCalendar reader: CRLF only, lines of at most 75 octets, unfolding, well-formed
 * content lines, balanced BEGIN/END. Throws on anything a strict client would refuse.
 */
function parseIcs(body: string): Component {
  if (!body.endsWith('\r\n')) throw new Error('does not end with CRLF');
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error('bare CR or LF');
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation before any line');
      logical[logical.length - 1] += line.slice(1);
    } else {
      logical.push(line);
    }
  }
  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of logical) {
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^;:]*)*):(.*)$/.exec(line);
    if (!m) throw new Error(`malformed content line: ${line}`);
    const [, rawName, params, value] = m as unknown as [string, string, string, string];
    const name = rawName.toUpperCase();
    if (name === 'BEGIN') {
      const c: Component = { type: value, props: [], children: [] };
      if (stack.length) stack.at(-1)!.children.push(c);
      else if (root) throw new Error('a second top-level component');
      else root = c;
      stack.push(c);
    } else if (name === 'END') {
      if (stack.pop()?.type !== value) throw new Error(`unbalanced END:${value}`);
    } else {
      if (!stack.length) throw new Error(`property outside a component: ${line}`);
      stack
        .at(-1)!
        .props.push({ name, params, value: TEXT_PROPERTIES.has(name) ? unescapeText(value) : value });
    }
  }
  if (!root || stack.length) throw new Error('unbalanced components');
  return root;
}

const one = (c: Component, name: string) => {
  const found = c.props.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${c.type} has ${found.length} ${name}`);
  return found[0]!.value;
};

/** The VCALENDAR checked for RFC 5545's required parts; answers its events by UID. */
function readFeed(body: string) {
  const cal = parseIcs(body);
  expect(cal.type).toBe('VCALENDAR');
  expect(one(cal, 'VERSION')).toBe('2.0');
  expect(one(cal, 'PRODID')).toMatch(/^-\/\/Courtside\/\//);
  expect(one(cal, 'CALSCALE')).toBe('GREGORIAN');
  expect(one(cal, 'METHOD')).toBe('PUBLISH');
  const events = cal.children.filter((c) => c.type === 'VEVENT');
  expect(events).toHaveLength(cal.children.length);
  for (const e of events) {
    for (const prop of ['DTSTAMP', 'DTSTART', 'DTEND']) expect(one(e, prop)).toMatch(UTC_DATE_TIME);
    expect(one(e, 'UID')).toMatch(/^(csa|match|dual)-\d+@courtside$/);
    one(e, 'SUMMARY');
    one(e, 'DESCRIPTION');
    expect(one(e, 'DTEND') > one(e, 'DTSTART')).toBe(true);
  }
  return { name: one(cal, 'X-WR-CALNAME'), events: new Map(events.map((e) => [one(e, 'UID'), e])) };
}

const feedUrl = async (token: string, method: 'GET' | 'POST' = 'GET') => {
  const res = await t.app.inject({
    method,
    url: method === 'GET' ? '/api/auth/calendar-feed' : '/api/auth/calendar-feed/reset',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string }>().url;
};
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });

describe('GET /api/auth/calendar-feed', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/calendar-feed' })).statusCode).toBe(401);
  });

  it('gives a coach a private address on the public URL, the same on every call', async () => {
    const coach = await createCoach(t.ctx.db);
    const token = await coachToken(t, coach.id);
    const url = await feedUrl(token);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl(token)).toBe(url);
    // Another coach, even a colleague, gets an unrelated address.
    const colleague = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
    expect(await feedUrl(await coachToken(t, colleague.id))).not.toBe(url);
  });

  it('gives a player an address too', async () => {
    const coach = await createCoach(t.ctx.db);
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    expect(await feedUrl(await playerToken(t, player.id))).toMatch(
      /\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
  });

  it('answers 404, not 500, to a still-valid token of a deleted player', async () => {
    const coach = await createCoach(t.ctx.db);
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId });
    const token = await playerToken(t, player.id);
    await t.ctx.db.delete(players).where(eq(players.id, player.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/calendar-feed', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'player not found', code: 'player_not_found' });
  });
});

describe('POST /api/auth/calendar-feed/reset', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/calendar-feed/reset' })).statusCode).toBe(
      401,
    );
  });

  it('replaces the address: the old one stops working at once, the new one works', async () => {
    const coach = await createCoach(t.ctx.db);
    const token = await coachToken(t, coach.id);
    const old = await feedUrl(token);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const fresh = await feedUrl(token, 'POST');
    expect(fresh).not.toBe(old);
    expect(await feedUrl(token)).toBe(fresh);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it('works before the address was ever asked for', async () => {
    const coach = await createCoach(t.ctx.db);
    const token = await coachToken(t, coach.id);
    const url = await feedUrl(token, 'POST');
    expect(await feedUrl(token)).toBe(url);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it('answers 404 to an unknown, malformed or empty token, without a bearer token', async () => {
    for (const path of [
      '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/api/calendar/short.ics',
      '/api/calendar/x%27%3B--.ics',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it("serves the coach's events as a valid RFC 5545 calendar, text intact after unescaping", async () => {
    const coach = await createCoach(t.ctx.db, { firstName: 'Zeynep' });
    const other = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
    const long = `Bring: rackets, balls; water\\ice.\nLine two: ${'ملعب التنس '.repeat(8)}${'🎾'.repeat(10)} Çalışma ğüşİ`;
    const a = await createEvent(t.ctx.db, coach.id, {
      name: 'Maç; deplasman, otobüs 15:00',
      description: long,
      start: '2030-04-10T15:00:00Z',
      end: '2030-04-10T16:30:00Z',
    });
    const b = await createEvent(t.ctx.db, coach.id, {
      name: 'Practice',
      start: '2030-04-12T07:05:00Z',
      end: '2030-04-12T08:00:00Z',
    });
    await createEvent(t.ctx.db, other.id, { name: 'Not in this feed' });

    const res = await fetchFeed(await feedUrl(await coachToken(t, coach.id)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = readFeed(res.body);
    expect(feed.name).toBe('Courtside – Zeynep Coach');
    expect([...feed.events.keys()]).toEqual([`csa-${a.id}@courtside`, `csa-${b.id}@courtside`]);
    const first = feed.events.get(`csa-${a.id}@courtside`)!;
    expect(one(first, 'SUMMARY')).toBe('Maç; deplasman, otobüs 15:00');
    expect(one(first, 'DESCRIPTION')).toBe(long);
    expect(one(first, 'DTSTART')).toBe('20300410T150000Z');
    expect(one(first, 'DTEND')).toBe('20300410T163000Z');
    expect(one(feed.events.get(`csa-${b.id}@courtside`)!, 'DTSTART')).toBe('20300412T070500Z');
    // The long description had to be folded, and the raw body still holds every line within 75 octets.
    expect(res.body).toContain('\r\n ');
  });

  it('keeps the UID of an edited event and raises its SEQUENCE; a deleted event leaves the feed', async () => {
    const coach = await createCoach(t.ctx.db);
    const token = await coachToken(t, coach.id);
    const url = await feedUrl(token);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/addCalendarEvent',
      ...form({ name: 'Practice', startTime: '2030-04-10 15:00', endTime: '2030-04-10 16:00' }),
      headers: { ...form({}).headers, ...bearer(token) },
    });
    const id = add.json<{ data: { csa_id: number } }>().data.csa_id;
    const uid = `csa-${id}@courtside`;
    expect(one(readFeed((await fetchFeed(url)).body).events.get(uid)!, 'SEQUENCE')).toBe('0');

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/editCalendarEvent',
      ...form({
        csa_id: id,
        name: 'Practice moved',
        startTime: '2030-04-11 15:00',
        endTime: '2030-04-11 16:00',
      }),
      headers: { ...form({}).headers, ...bearer(token) },
    });
    expect(edit.statusCode).toBe(200);
    const edited = readFeed((await fetchFeed(url)).body).events.get(uid)!;
    expect(one(edited, 'SUMMARY')).toBe('Practice moved');
    expect(one(edited, 'DTSTART')).toBe('20300411T150000Z');
    expect(one(edited, 'SEQUENCE')).toBe('1');

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteCalendarEvent',
      ...form({ csa_id: id }),
      headers: { ...form({}).headers, ...bearer(token) },
    });
    expect(del.statusCode).toBe(200);
    expect(readFeed((await fetchFeed(url)).body).events.size).toBe(0);
  });

  it("serves a player their team's coaches' events under the team's name", async () => {
    const coach = await createCoach(t.ctx.db, { teamTypes: [4] });
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    const event = await createEvent(t.ctx.db, coach.id, { name: 'Team dinner' });
    const feed = readFeed((await fetchFeed(await feedUrl(await playerToken(t, player.id)))).body);
    expect(feed.name).toBe('Courtside – Varsity Girls');
    expect(one(feed.events.get(`csa-${event.id}@courtside`)!, 'SUMMARY')).toBe('Team dinner');
  });

  it('serves a valid empty calendar to a player without a team', async () => {
    const coach = await createCoach(t.ctx.db);
    await createEvent(t.ctx.db, coach.id);
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId });
    const feed = readFeed((await fetchFeed(await feedUrl(await playerToken(t, player.id)))).body);
    expect(feed.events.size).toBe(0);
  });
});

describe('the strict test parser itself', () => {
  it('refuses what a strict client refuses', () => {
    const ok = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    expect(() => parseIcs(ok)).not.toThrow();
    expect(() => parseIcs(ok.replaceAll('\r\n', '\n'))).toThrow();
    expect(() => parseIcs(`BEGIN:VCALENDAR\r\nX-A:${'a'.repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/75/);
    expect(() => parseIcs('BEGIN:VCALENDAR\r\nSUMMARY:a,b\r\nEND:VCALENDAR\r\n')).toThrow(/unescaped/);
    expect(() => parseIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).toThrow(/unbalanced/);
  });
});
