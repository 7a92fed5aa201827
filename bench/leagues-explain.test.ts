import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIE_BREAKS, RULE_PACKS, rulePackLabel, type League } from '../contract/leagues';
import type { Db } from '../server/db/client';
import type { TestApp } from '../server/test/build-test-app';
import { bearer, coachToken, playerToken } from '../server/test/factories';
import { explainWorld } from './explain-calls';
import { checkedCall, type PlanCall } from './explain-checks';
import { fillGuardians, schoolIds, type Layout } from './scale-seed';

/**
 * The league calls (issue 35) on a database of 2,000 schools whose teams each play in a league of four
 * schools of their level (2,000 leagues, 8,000 members, 12,000 league duals of three rounds, played, with
 * their lineups, lines, availability answers and settings, guardians and lineup reminders), on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL: every statement that creating a league, inviting and joining,
 * generating the schedule, putting duals on it, publishing a lineup checked against the previous round's,
 * a no-show, moving a league dual, the lists, the league page, the team's record (coach and player), the
 * public page and the CSV exports send is explained, its custom and its generic plan; none may read a
 * table of more than a thousand rows sequentially.
 */
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 5, matchesPerTeam: 1 };
const SCHOOL = 1234;
const OTHER = 1777;
const FORMAT = { preset: 'custom', singles: 3, doubles: 0, scoreFormat: 'SET3-S:6/TB7' };

let t: TestApp;
let db: Db;
let close: () => Promise<void>;

const json = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

beforeAll(async () => {
  const pack = RULE_PACKS.custom;
  // League g of level tt: schools 4g-3..4g, founded by the first; a round robin of three rounds, played.
  ({ t, db, close } = await explainWorld(LAYOUT, async (c) => {
    await c.query(
      `insert into leagues (name, season, season_year, team_type, rule_pack, tie_breaks, public_token, school_id, created_by)
       select 'League ' || g || '-' || tt, 'Spring 2026', 2026, tt, 'custom', ${json(DEFAULT_TIE_BREAKS)},
              md5('league' || g || '-' || tt), (g - 1) * 4 + 1, (g - 1) * 4 + 1
       from generate_series(1, ${LAYOUT.schools / 4}) g, generate_series(1, ${LAYOUT.teamsPerSchool}) tt`,
    );
    await c.query(
      `insert into league_members (league_id, school_id, roster_id, state, joined_at)
       select l.id, l.school_id + k, (l.school_id + k - 1) * ${LAYOUT.teamsPerSchool} + l.team_type, 'joined', now()
       from leagues l, generate_series(0, 3) k`,
    );
    // place carries the round until league_duals is written.
    await c.query(
      `insert into duals (roster_id, opponent_school_id, opponent_name, opponent_roster_id, invitation, site, place,
                          starts_at, format, rule, public_token, league_pack, published_at, opponent_published_at,
                          winner_side, lines_won, lines_lost, result_decided_at)
       select (l.school_id + v.a - 1) * ${LAYOUT.teamsPerSchool} + l.team_type, l.school_id + v.b, 'Scale School',
              (l.school_id + v.b - 1) * ${LAYOUT.teamsPerSchool} + l.team_type, 'accepted', 'home', v.r::text,
              timestamptz '2026-02-01 15:30Z' + make_interval(days => 7 * v.r), ${json(FORMAT)}, ${json(pack.rule)},
              md5('league-dual' || l.id || '-' || v.r || '-' || v.a),
              ${json({ id: pack.id, label: rulePackLabel(pack.id), rule: pack.rule })} || jsonb_build_object('leagueId', l.id),
              now(), now(), 1, 2, 1, now()
       from leagues l, (values (1, 0, 1), (1, 2, 3), (2, 0, 2), (2, 1, 3), (3, 0, 3), (3, 1, 2)) v(r, a, b)`,
    );
    await c.query(
      `insert into league_duals (dual_id, league_id, round)
       select id, (league_pack->>'leagueId')::int, place::smallint from duals`,
    );
    await c.query(
      `insert into dual_lineup_slots (dual_id, side, line, slot, player_id)
       select d.id, 1, 'S' || k, 0, (d.roster_id - 1) * ${LAYOUT.playersPerTeam} + k from duals d, generate_series(1, 3) k
       union all
       select d.id, 2, 'S' || k, 0, (d.opponent_roster_id - 1) * ${LAYOUT.playersPerTeam} + k from duals d, generate_series(1, 3) k`,
    );
    await c.query(
      `insert into dual_lines (dual_id, line, score, outcome, winner_side, entered_by_side, confirmation)
       select d.id, 'S' || k, case when k = 3 then '3-6 4-6' else '6-3 6-4' end, 'completed',
              case when k = 3 then 2 else 1 end, 1, 'confirmed'
       from duals d, generate_series(1, 3) k`,
    );
    // What a publish and putting a dual on the schedule also touch: the duals' availability answers, the
    // teams' reminder settings, the players' guardians (copied on the lineup texts), the lineup reminders.
    await c.query(`insert into availability_subjects (dual_id, asked_for) select id, starts_at from duals`);
    await c.query(
      `insert into availability_reminders (roster_id, on_create, hours_before) select id, true, '[24]' from team_rosters`,
    );
    await c.query(
      `insert into availability_answers (subject_id, player_id, answer, for_start, via, answered_at)
       select s.id, (d.roster_id - 1) * ${LAYOUT.playersPerTeam} + k, case when k = 4 then 'not_going' else 'going' end,
              d.starts_at, 'app', now()
       from availability_subjects s join duals d on d.id = s.dual_id, generate_series(1, 5) k`,
    );
    await fillGuardians(c);
    await c.query(
      `insert into scheduled_jobs (kind, key, run_at, payload, status, finished_at)
       select 'league-lineup-reminder', 'league-dual:' || dual_id || ':lineup-reminder', timestamptz '2026-02-01 12:00Z',
              jsonb_build_object('dualId', dual_id, 'leagueId', league_id), 'done', now()
       from league_duals`,
    );
  }));
  t.clock.set(new Date('2026-03-01T12:00:00Z'));
});
afterAll(async () => {
  await close?.();
});

async function checked<T>(call: PlanCall, token?: string): Promise<T> {
  const res = await checkedCall({ t, db }, call, token, { generic: true });
  return (String(res.headers['content-type']).includes('json') ? res.json<T>() : res.body) as T;
}

/** A dual of `home` against `away`'s school, invited and accepted (the duals' own calls, not checked here). */
async function linkedDual(
  home: { coach: string; team: number },
  away: { school: number; coach: string; team: number },
  startsAt: string,
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/auth/duals',
    headers: bearer(home.coach),
    payload: { rosterId: home.team, opponentSchoolId: away.school, site: 'home', startsAt, format: FORMAT },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ dual: { id: number } }>().dual.id;
  for (const [token, url, payload] of [
    [home.coach, `/api/auth/duals/${id}/invitation`, undefined],
    [away.coach, `/api/auth/duals/${id}/invitation/accept`, { rosterId: away.team }],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  return id;
}

describe('the league calls on 2,000 schools in leagues', () => {
  it('create, invite, join, schedule, put duals on it, publish, read and export through indexes', async () => {
    const mine = schoolIds(SCHOOL, LAYOUT);
    const theirs = schoolIds(OTHER, LAYOUT);
    const home = { school: SCHOOL, coach: await coachToken(t, mine.coachId), team: mine.teamIds[0]! };
    const away = { school: OTHER, coach: await coachToken(t, theirs.coachId), team: theirs.teamIds[0]! };
    const homePlayers = mine.playerIds.slice(0, 3);
    const awayPlayers = theirs.playerIds.slice(0, 3);

    const { league } = await checked<{ league: League }>(
      {
        method: 'POST',
        url: '/api/auth/leagues',
        payload: {
          name: 'Metro Conference',
          season: 'Spring 2026',
          seasonYear: 2026,
          teamType: 1,
          rulePack: 'uil',
          rosterId: home.team,
        },
      },
      home.coach,
    );
    const id = league.id;
    await checked(
      { method: 'POST', url: `/api/auth/leagues/${id}/invitations`, payload: { schoolId: OTHER } },
      home.coach,
    );
    await checked({ method: 'GET', url: '/api/auth/leagues' }, away.coach);
    await checked(
      { method: 'POST', url: `/api/auth/leagues/${id}/join`, payload: { rosterId: away.team } },
      away.coach,
    );
    await checked({ method: 'POST', url: `/api/auth/leagues/${id}/schedule` }, home.coach);

    // Round 1, both lineups published; round 2's publish is checked against round 1's (the move limit).
    const first = await linkedDual(home, away, '2026-03-14T15:30:00Z');
    await checked(
      { method: 'POST', url: `/api/auth/leagues/${id}/duals`, payload: { dualId: first, round: 1 } },
      home.coach,
    );
    const singles = (ids: number[]) => ids.map((p, i) => ({ line: `S${i + 1}`, players: [p] }));
    const opposing = (ids: number[]) =>
      singles(ids).map((l) => ({ ...l, players: l.players.map((p) => ({ id: p })) }));
    await checked(
      { method: 'PUT', url: `/api/auth/duals/${first}/lineup`, payload: { lineup: singles(homePlayers) } },
      home.coach,
    );
    await checked({ method: 'POST', url: `/api/auth/duals/${first}/publish`, payload: {} }, home.coach);
    await checked(
      {
        method: 'PUT',
        url: `/api/auth/duals/${first}/opponent-lineup`,
        payload: { lineup: opposing(awayPlayers) },
      },
      away.coach,
    );
    await checked(
      { method: 'POST', url: `/api/auth/duals/${first}/opponent-lineup/publish`, payload: {} },
      away.coach,
    );
    const second = await linkedDual(home, away, '2026-03-21T15:30:00Z');
    await checked(
      { method: 'POST', url: `/api/auth/leagues/${id}/duals`, payload: { dualId: second, round: 2 } },
      home.coach,
    );
    await checked(
      { method: 'PUT', url: `/api/auth/duals/${second}/lineup`, payload: { lineup: singles(homePlayers) } },
      home.coach,
    );
    await checked({ method: 'POST', url: `/api/auth/duals/${second}/publish`, payload: {} }, home.coach);
    await checked(
      {
        method: 'PUT',
        url: `/api/auth/duals/${second}/opponent-lineup`,
        payload: { lineup: opposing(awayPlayers) },
      },
      away.coach,
    );
    await checked(
      { method: 'POST', url: `/api/auth/duals/${second}/opponent-lineup/publish`, payload: {} },
      away.coach,
    );
    await checked(
      {
        method: 'POST',
        url: `/api/auth/leagues/${id}/duals/${second}/no-show`,
        payload: { playerId: homePlayers[1] },
      },
      home.coach,
    );

    // The dual's page learns its league from the scoring view; moving a league dual moves its reminder.
    await checked({ method: 'GET', url: `/api/auth/duals/${second}/scoring` }, away.coach);
    await checked(
      { method: 'PUT', url: `/api/auth/duals/${second}`, payload: { startsAt: '2026-03-22T15:30:00Z' } },
      home.coach,
    );

    await checked({ method: 'GET', url: '/api/auth/leagues' }, home.coach);
    const read = await checked<{ league: League }>(
      { method: 'GET', url: `/api/auth/leagues/${id}` },
      away.coach,
    );
    expect(read.league.duals.length).toBe(2);
    await checked(
      { method: 'GET', url: `/api/auth/leagues/teams/${home.team}/record?from=2026-01-01&to=2026-12-31` },
      home.coach,
    );
    await checked({ method: 'GET', url: `/api/league/${read.league.publicUrl.split('/').pop()}` });
    for (const file of ['results.csv', 'lines.csv'])
      await checked({ method: 'GET', url: `/api/auth/leagues/${id}/${file}` }, away.coach);

    // A player of the team reads the same through their team.
    const player = await playerToken(t, homePlayers[0]!);
    await checked({ method: 'GET', url: '/api/auth/leagues' }, player);
    await checked({ method: 'GET', url: `/api/auth/leagues/${id}` }, player);
    await checked(
      { method: 'GET', url: `/api/auth/leagues/teams/${home.team}/record?from=2026-01-01&to=2026-12-31` },
      player,
    );
    await checked({ method: 'GET', url: `/api/auth/leagues/${id}/results.csv` }, player);
  });
});
