import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawView } from '../contract/tournaments/draws';
import type { Db } from '../server/db/client';
import type { TestApp } from '../server/test/build-test-app';
import { bearer, coachToken, playerToken } from '../server/test/factories';
import { explainWorld } from './explain-calls';
import { checkedCall, type PlanCall } from './explain-checks';
import { schoolIds, type Layout } from './scale-seed';

/**
 * The tournament draws' calls (issue 36) on a database of 2,000 schools whose coaches each have a tournament
 * with a draw of eight and a doubles cup with a draw of four pairs, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: every statement that making a draw from a ladder, a doubles draw of pairs and a round robin of
 * groups with its playoff, entering results, and reading the draw (coach, player, public page) sends is
 * explained; none may read a table of more than a thousand rows sequentially.
 */
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 5, matchesPerTeam: 1 };
const SCHOOL = 1234;

let t: TestApp;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, db, close } = await explainWorld(LAYOUT, async (c) => {
    await c.query(`insert into tournaments (coach_id, name) select id, 'Cup ' || id from coaches`);
    // And a doubles cup each: four pairs of its eight players.
    await c.query(`insert into tournaments (coach_id, name) select id, 'Doubles ' || id from coaches`);
    await c.query(
      `insert into tournament_players (tournament_id, name, rank) select t.id, 'P' || g, g from tournaments t, generate_series(1, 8) g`,
    );
    await c.query(
      `insert into tournament_draws (tournament_id, draw_type, seeding, structure_names, public_token, doubles)
       select id, 'single_elimination', 'ranks', '["Main"]'::jsonb, substr(md5(id::text) || md5(id::text), 1, 22),
              name like 'Doubles %' from tournaments`,
    );
    await c.query(
      `insert into tournament_draw_entries (draw_id, tournament_player_id, structure, draw_position)
       select d.id, tp.id, 0, tp.rank from tournament_draws d join tournament_players tp on tp.tournament_id = d.tournament_id
       where not d.doubles`,
    );
    await c.query(
      `insert into tournament_draw_entries (draw_id, tournament_player_id, partner_tournament_player_id, structure, draw_position)
       select d.id, tp.id, partner.id, 0, (tp.rank + 1) / 2
       from tournament_draws d join tournament_players tp on tp.tournament_id = d.tournament_id and tp.rank % 2 = 1
       join tournament_players partner on partner.tournament_id = d.tournament_id and partner.rank = tp.rank + 1
       where d.doubles`,
    );
    await c.query(
      `insert into tournament_draw_matchups (draw_id, structure, round, position)
       select d.id, 0, v.r, v.p from tournament_draws d, (values (1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (3, 1)) v(r, p)
       where not d.doubles
       union all
       select d.id, 0, v.r, v.p from tournament_draws d, (values (1, 1), (1, 2), (2, 1)) v(r, p) where d.doubles`,
    );
  }));
});
afterAll(async () => {
  await close?.();
});

async function checked(call: PlanCall, token?: string) {
  return (await checkedCall({ t, db }, call, token, { generic: true })).json<DrawView>();
}

/** A new tournament of the coach's, with `players` typed in (a ladder draw adds the team's). */
async function tournament(coach: string, name: string, players: string[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/auth/createTournament',
    headers: bearer(coach),
    payload: { name, players: players.map((Player) => ({ Player })) },
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  return created.json<{ ID: number }>().ID;
}

describe('the draws’ calls on 2,000 schools of tournaments', () => {
  it('make a draw from the ladder, enter a result and read it (coach, player, public) through indexes', async () => {
    const ids = schoolIds(SCHOOL, LAYOUT);
    const coach = await coachToken(t, ids.coachId);
    const player = await playerToken(t, ids.playerIds[0]!);

    const tid = await tournament(coach, 'Preseason', ['Alternate']);
    const draw = await checked(
      {
        method: 'POST',
        url: `/api/auth/tournaments/${tid}/draw`,
        payload: { drawType: 'single_elimination', seeding: 'ladder', team: 1 },
      },
      coach,
    );
    const next = draw.structures[0]!.matchups.find(
      (m) => m.winner === null && m.sides.every((s) => s.entryId && !s.bye),
    )!;
    await checked(
      {
        method: 'PUT',
        url: `/api/auth/tournaments/${tid}/draw/matchups/${next.id}`,
        payload: { winnerSide: 1, score: '6-3 6-4' },
      },
      coach,
    );
    await checked({ method: 'GET', url: `/api/auth/tournaments/${tid}/draw` }, coach);
    await checked({ method: 'GET', url: `/api/auth/tournaments/${tid}/draw` }, player);
    await checked({ method: 'GET', url: `/api/draw/${draw.publicToken}` });
  });

  it('make a doubles draw of pairs, and a playoff from round robin groups, through indexes', async () => {
    const ids = schoolIds(SCHOOL, LAYOUT);
    const coach = await coachToken(t, ids.coachId);
    const player = await playerToken(t, ids.playerIds[0]!);
    const [p1, p2, p3, p4] = ids.playerIds;

    const pairs = await tournament(coach, 'Doubles', ['Alternate']);
    const doubles = await checked(
      {
        method: 'POST',
        url: `/api/auth/tournaments/${pairs}/draw`,
        payload: {
          drawType: 'single_elimination',
          seeding: 'ladder',
          team: 1,
          pairs: [
            [p1, p4],
            [p2, p3],
          ],
        },
      },
      coach,
    );
    expect(doubles.doubles).toBe(true);
    const final = doubles.structures[0]!.matchups.find((m) => m.winner === null)!;
    await checked(
      {
        method: 'PUT',
        url: `/api/auth/tournaments/${pairs}/draw/matchups/${final.id}`,
        payload: { winnerSide: 1, score: '6-3 6-4' },
      },
      coach,
    );
    await checked({ method: 'GET', url: `/api/auth/tournaments/${pairs}/draw` }, player);
    await checked({ method: 'GET', url: `/api/draw/${doubles.publicToken}` });

    // Two groups of three: every group match played, then the top two of each go to the playoff.
    const groups = await tournament(
      coach,
      'Groups',
      Array.from({ length: 6 }, (_, i) => `Entrant ${i + 1}`),
    );
    let draw = await checked(
      {
        method: 'POST',
        url: `/api/auth/tournaments/${groups}/draw`,
        payload: { drawType: 'round_robin', seeding: 'ranks', groupSize: 3 },
      },
      coach,
    );
    expect(draw.structures).toHaveLength(2);
    for (;;) {
      const next = draw.structures
        .flatMap((s) => s.matchups)
        .find((m) => m.winner === null && m.sides.every((s) => s.entryId !== null && !s.bye));
      if (!next) break;
      draw = await checked(
        {
          method: 'PUT',
          url: `/api/auth/tournaments/${groups}/draw/matchups/${next.id}`,
          payload: { winnerSide: 1, score: '6-3 6-4' },
        },
        coach,
      );
    }
    draw = await checked(
      { method: 'POST', url: `/api/auth/tournaments/${groups}/draw/playoff`, payload: { perGroup: 2 } },
      coach,
    );
    expect(draw.structures.map((s) => s.kind)).toEqual(['group', 'group', 'elimination']);
    await checked({ method: 'GET', url: `/api/auth/tournaments/${groups}/draw` }, player);
    await checked({ method: 'GET', url: `/api/draw/${draw.publicToken}` });
  });
});
