import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Db } from '../server/db/client';
import type { TestApp } from '../server/test/build-test-app';
import { coachToken, playerToken } from '../server/test/factories';
import { explainWorld } from './explain-calls';
import { checkedCall, type PlanCall } from './explain-checks';
import { schoolIds, type Layout } from './scale-seed';

/**
 * The seasons' calls (issue 37) on 2,000 schools with a season archived for every team, on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL: every statement of the seasons list, a season's ladder, matches,
 * statistics and CSV files, the roster import, the player page, head-to-head and the rollover is
 * explained; none may read a table of more than a thousand rows sequentially.
 */
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 5, matchesPerTeam: 2 };
const SCHOOL = 1234;

let t: TestApp;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  // Every team has a past season: its final ladder, and its matches archived in it.
  ({ t, db, close } = await explainWorld(LAYOUT, async (c) => {
    await c.query(
      `insert into seasons (roster_id, name, starts_on, ends_on, archived_at)
       select id, '2024-25', '2024-08-01', '2025-07-31', now() from team_rosters`,
    );
    await c.query(
      `insert into season_players (season_id, player_id, position, departure)
       select s.id, rp.player_id, rp.position, 'stays' from seasons s join roster_players rp on rp.roster_id = s.roster_id`,
    );
    await c.query(
      `update tennis_matches m set season_id = s.id from seasons s where s.roster_id = m.roster_id`,
    );
  }));
});
afterAll(async () => {
  await close?.();
});

async function checked(call: PlanCall, token: string) {
  return (await checkedCall({ t, db }, call, token)).body;
}

describe("the seasons' calls on 2,000 schools", () => {
  it('list, read, export, import, player page, head-to-head and rollover through indexes', async () => {
    const ids = schoolIds(SCHOOL, LAYOUT);
    const coach = await coachToken(t, ids.coachId);
    const player = await playerToken(t, ids.playerIds[0]!);
    const team = ids.teamIds[0]!;
    const list = JSON.parse(
      await checked({ method: 'GET', url: `/api/auth/seasons/teams/${team}` }, coach),
    ) as {
      current: { id: number };
      seasons: { id: number; archivedAt: string | null }[];
    };
    const past = list.seasons.find((s) => s.archivedAt !== null)!.id;
    for (const seasonId of [past, list.current.id]) {
      await checked({ method: 'GET', url: `/api/auth/seasons/${seasonId}/ladder` }, player);
      await checked({ method: 'GET', url: `/api/auth/seasons/${seasonId}/matches` }, player);
      await checked({ method: 'GET', url: `/api/auth/seasons/${seasonId}/stats` }, coach);
      for (const kind of ['roster', 'ladder', 'matches', 'duals', 'attendance', 'stats']) {
        await checked({ method: 'GET', url: `/api/auth/seasons/${seasonId}/export/${kind}` }, coach);
      }
    }
    await checked({ method: 'GET', url: `/api/auth/seasons/players/${ids.playerIds[0]}` }, player);
    await checked(
      {
        method: 'GET',
        url: `/api/auth/seasons/players/${ids.playerIds[0]}/head-to-head?with=${ids.playerIds[1]}`,
      },
      coach,
    );
    const file = Buffer.from(
      'first_name,last_name,phone\nAna,Díaz,5559990001\nBen,Okafor,5559990002\n',
    ).toString('base64');
    await checked(
      { method: 'POST', url: `/api/auth/seasons/teams/${team}/import/preview`, payload: { file } },
      coach,
    );
    const rows = ['5559990001', '5559990002'].map((phone, i) => ({
      line: i + 2,
      firstName: `New${i}`,
      lastName: 'Player',
      phone,
      email: '',
      graduationYear: '',
      guardianName: '',
      guardianPhone: '',
      guardianEmail: '',
    }));
    await checked(
      { method: 'POST', url: `/api/auth/seasons/teams/${team}/import`, payload: { rows, sendPins: true } },
      coach,
    );
    await checked(
      {
        method: 'POST',
        url: `/api/auth/seasons/teams/${team}/rollover`,
        payload: {
          name: 'Next',
          startsOn: '2030-08-01',
          endsOn: '2030-12-01',
          positions: 'keep',
          departures: [{ playerId: ids.playerIds[1], departure: 'graduates' }],
        },
      },
      coach,
    );
  });
});
