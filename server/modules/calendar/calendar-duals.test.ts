import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDual } from '../../../contract/calendar';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, playerToken } from '../../test/factories';
import { ladderTeam } from '../../test/ladder-factories';
import { createDualVia, dualBody, dualCall, lineup3s2d, type Headers } from '../../test/dual-api';
import { renderFeed } from './calendar-feed';

/** Duals in the calendars: the coach's (drafts too) and each lineup player's (published), app and feed. */

const PUBLIC_URL = 'https://courtside.example.org';
let t: TestApp;
let team: Awaited<ReturnType<typeof ladderTeam>>;
let coach: Headers;
let published: number;
let draft: number;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8] });
  coach = bearer(team.coachToken);
  const ids = team.players.map((p) => p.id);
  const lineup = lineup3s2d(ids.slice(0, 7));
  const a = await createDualVia(t, coach, dualBody(team.rosterId, { startsAt: '2026-03-14T15:30:00Z' }));
  await dualCall(t, coach, 'PUT', `/api/auth/duals/${a.id}/lineup`, { lineup });
  expect((await dualCall(t, coach, 'POST', `/api/auth/duals/${a.id}/publish`, {})).statusCode).toBe(200);
  const b = await createDualVia(
    t,
    coach,
    dualBody(team.rosterId, { startsAt: '2026-03-20T22:00:00Z', opponentName: 'North', site: 'away' }),
  );
  await dualCall(t, coach, 'PUT', `/api/auth/duals/${b.id}/lineup`, { lineup });
  // Outside the range asked for.
  await createDualVia(t, coach, dualBody(team.rosterId, { startsAt: '2026-05-01T15:00:00Z' }));
  [published, draft] = [a.id, b.id];
});
afterAll(async () => {
  await t.close();
});

async function calendarDuals(
  headers: Headers,
  from = '2026-03-01',
  to = '2026-03-31',
): Promise<CalendarDual[]> {
  const res = await dualCall(t, headers, 'GET', `/api/auth/getCalendarEvents?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ duals: CalendarDual[] }>().duals;
}

async function feedOf(headers: Headers): Promise<string> {
  const res = await dualCall(t, headers, 'GET', '/api/auth/calendar-feed');
  const token = res
    .json<{ url: string }>()
    .url.split('/')
    .at(-1)!
    .replace(/\.ics$/, '');
  // The feed shows 90 days back to a year ahead of its clock: a fixed clock in the season.
  return renderFeed(t.ctx, token, new Date('2026-03-10T12:00:00Z'));
}

/** The feed's lines unfolded (RFC 5545 folds long lines with CRLF + space). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('duals in calendars', () => {
  it('shows the coach every dual of their teams in the range, drafts included', async () => {
    expect(await calendarDuals(coach)).toEqual([
      {
        id: published,
        team: 1,
        opponentName: 'Central High',
        site: 'home',
        place: 'Lincoln courts',
        startTime: '2026-03-14 15:30',
        endTime: '2026-03-14 18:30',
        published: true,
        lines: [],
      },
      expect.objectContaining({ id: draft, published: false, site: 'away', startTime: '2026-03-20 22:00' }),
    ]);
  });

  it('shows a player the published duals they are on, with their lines; the bench and strangers see none', async () => {
    const [p1, , , p4, , , , p8] = team.players;
    expect(await calendarDuals(bearer(await playerToken(t, p1!.id)))).toEqual([
      expect.objectContaining({ id: published, lines: ['S1'] }),
    ]);
    expect((await calendarDuals(bearer(await playerToken(t, team.players[3]!.id))))[0]!.lines).toEqual([
      'D1',
    ]);
    expect(p4).toBeDefined();
    expect(await calendarDuals(bearer(await playerToken(t, p8!.id)))).toEqual([]);
    const stranger = await createCoach(t.ctx.db, { teamTypes: [1] });
    expect(await calendarDuals(bearer(await coachToken(t, stranger.id)))).toEqual([]);
  });

  it("names both of a player's lines, in playing order, when they play singles and doubles", async () => {
    const ids = team.players.map((p) => p.id);
    const dual = await createDualVia(
      t,
      coach,
      dualBody(team.rosterId, {
        startsAt: '2026-04-10T15:00:00Z',
        rule: { singlesInOrder: true, doublesInOrder: true, singlesMayPlayDoubles: true, tolerance: 0 },
      }),
    );
    const lineup = lineup3s2d([ids[0]!, ids[1]!, ids[2]!, ids[0]!, ids[1]!, ids[2]!, ids[3]!]);
    expect(
      (await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup })).statusCode,
    ).toBe(200);
    await dualCall(t, coach, 'POST', `/api/auth/duals/${dual.id}/publish`, {});
    const seen = await calendarDuals(bearer(await playerToken(t, ids[1]!)), '2026-04-01', '2026-04-30');
    expect(seen.map((d) => [d.id, d.lines])).toEqual([[dual.id, ['S2', 'D1']]]);
  });

  it('puts them in the iCalendar feeds: the coach has both, a lineup player the published one with their line', async () => {
    const coachFeed = unfold(await feedOf(coach));
    expect(coachFeed).toContain(`UID:dual-${published}@courtside`);
    expect(coachFeed).toContain(`UID:dual-${draft}@courtside`);
    expect(coachFeed).toContain('SUMMARY:Dual match: Junior Varsity Boys vs Central High');
    expect(coachFeed).toContain('DTSTART:20260314T153000Z');
    expect(coachFeed).toContain('LOCATION:Lincoln courts');
    expect(coachFeed).toContain('Lineup not published yet');

    const playerFeed = unfold(await feedOf(bearer(await playerToken(t, team.players[0]!.id))));
    expect(playerFeed).toContain(`UID:dual-${published}@courtside`);
    expect(playerFeed).not.toContain(`UID:dual-${draft}@courtside`);
    expect(playerFeed).toContain('DESCRIPTION:Home\\nYour line: S1');
    expect(playerFeed).toMatch(new RegExp(`URL:${PUBLIC_URL}/dual/[A-Za-z0-9_-]{22}`));
  });
});
