/**
 * The data of the scale benchmark (bench/scale.ts), filled with set-based SQL (one INSERT ... SELECT
 * from generate_series per table) into a database the app has already migrated.
 *
 * Every id is computed from the school's number on a fixed layout sized for the largest database
 * (LAYOUT: 2,000 schools), so a school filled alone holds exactly the rows, ids included, that it
 * holds among 2,000 others: a school has 1 coach, 4 teams (types 1-4, all coached by that coach),
 * 25 players per team placed 1-25 on the ladder, and 125 matches per team (challenge, official
 * and practice; singles and doubles; five in six decided) with their match_players rows.
 * The workload benchmark (bench/workload-seed.ts) fills the same tables on a layout of its own
 * (more schools, more coaches per school, fewer players and matches per team, a season around today).
 * Matches are written round by round across all the filled teams (match 1 of every team, then
 * match 2, ...), as they would arrive over a season, so one team's matches are spread over the
 * whole table rather than packed together.
 *
 * The two big tables are written with the per-row foreign-key triggers off and their keys checked
 * by anti-joins afterwards (see below); everything else goes through every constraint.
 */
/** What the fill needs of a connection: pg's Client, or PGlite through a small adapter. */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string): Promise<{ rows: R[]; rowCount: number | null }>;
}

export interface Layout {
  /** The largest school number: ids are laid out for this many schools. */
  schools: number;
  teamsPerSchool: number;
  playersPerTeam: number;
  matchesPerTeam: number;
  /**
   * Coaches per school (default 1). Coach 1 of a school coaches all its teams; coach k > 1
   * coaches team type k too (a co-coach), so with 4 coaches every team but type 1 has two.
   */
  coachesPerSchool?: number;
  /** SQL timestamptz of the first round of matches (default 2025-09-01 15:00 UTC); one round a day. */
  seasonStart?: string;
}

export const LAYOUT: Layout = {
  schools: 2000,
  teamsPerSchool: 4,
  playersPerTeam: 25,
  matchesPerTeam: 125,
};

/** The ids of school `school` (1-based) and of its coaches, teams and players. */
export function schoolIds(school: number, layout: Layout = LAYOUT) {
  const C = layout.coachesPerSchool ?? 1;
  const teamIds = Array.from(
    { length: layout.teamsPerSchool },
    (_, t) => (school - 1) * layout.teamsPerSchool + t + 1,
  );
  return {
    schoolId: school,
    /** The head coach: coaches every team of the school. */
    coachId: (school - 1) * C + 1,
    coachIds: Array.from({ length: C }, (_, k) => (school - 1) * C + k + 1),
    teamIds,
    playerIds: teamIds.flatMap((team) =>
      Array.from({ length: layout.playersPerTeam }, (_, k) => (team - 1) * layout.playersPerTeam + k + 1),
    ),
  };
}

export interface FillCounts {
  schools: number;
  teams: number;
  players: number;
  matches: number;
  matchPlayers: number;
}

export type Progress = (step: string, rows: number, seconds: number) => void;

/** Runs one statement and tells `progress` its rows and seconds. */
export async function timedStep(client: SqlClient, progress: Progress, name: string, text: string) {
  const started = performance.now();
  const result = await client.query(text);
  const rows = result.rowCount ?? 0;
  progress(name, rows, (performance.now() - started) / 1000);
  return rows;
}

/**
 * Fills schools `from`..`to` (inclusive, 1-based, within layout.schools) on a connection to a
 * migrated, empty database, then moves the identity sequences past the ids used. `progress` is
 * told each table as it is written.
 */
export async function fillSchools(
  client: SqlClient,
  range: { from: number; to: number },
  progress: Progress = () => undefined,
  layout: Layout = LAYOUT,
): Promise<FillCounts> {
  const { from, to } = range;
  if (from < 1 || to > layout.schools || from > to) throw new Error(`bad school range ${from}-${to}`);
  const T = layout.teamsPerSchool;
  const C = layout.coachesPerSchool ?? 1;
  const TEAMS = layout.schools * T;
  const firstTeam = (from - 1) * T + 1;
  const teamCount = (to - from + 1) * T;
  const lastTeam = firstTeam + teamCount - 1;
  const P = layout.playersPerTeam;
  const M = layout.matchesPerTeam;
  const seasonStart = layout.seasonStart ?? `timestamptz '2025-09-01 15:00Z'`;
  // The coach a team's matches are created by: its co-coach where it has one, else the head coach.
  const teamCoach = (team: string) => `((${team} - 1) / ${T} * ${C} + least((${team} - 1) % ${T} + 1, ${C}))`;

  // Bulk-load settings for this session only: a big sort/hash budget, no wait for the WAL flush.
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set synchronous_commit = off`);

  const step = (name: string, text: string) => timedStep(client, progress, name, text);

  // A match j (1-based, per team) of team type t: its type, whether it is doubles, whether it was decided.
  const matchType = `(case j % 3 when 0 then 1 when 1 then 2 else 3 end)`;
  const doubles = `(j % 3 <> 0 and j % 2 = 0)`;
  const decided = `(j % 6 <> 5)`;
  const winner = `(1 + (j * 7 + t) % 2)`;

  const schools = await step(
    'schools',
    `insert into schools (id, value, label, verified) overriding system value
     select s, 'scale-school-' || s, 'Scale School ' || s, true from generate_series(${from}, ${to}) s`,
  );
  await step(
    'coaches',
    `insert into coaches (id, school_id, phone, first_name, last_name, email) overriding system value
     select c, (c - 1) / ${C} + 1, '4' || lpad(c::text, 9, '0'), 'Coach', 'Number ' || c, 'coach' || c || '@example.org'
     from generate_series(${(from - 1) * C + 1}, ${to * C}) c`,
  );
  // PIN: id times a prime coprime to 10^6, modulo 10^6, is distinct for every id below 10^6.
  const teams = await step(
    'team_rosters',
    `insert into team_rosters (id, school_id, team_type, pin) overriding system value
     select team, (team - 1) / ${T} + 1, (team - 1) % ${T} + 1,
            lpad(((team::bigint * 7919) % 1000000)::text, 6, '0')
     from generate_series(${firstTeam}, ${lastTeam}) team`,
  );
  await step(
    'coach_teams',
    `insert into coach_teams (coach_id, roster_id)
     select (team - 1) / ${T} * ${C} + 1, team from generate_series(${firstTeam}, ${lastTeam}) team
     union all
     select ${teamCoach('team')}, team from generate_series(${firstTeam}, ${lastTeam}) team
      where ${teamCoach('team')} <> (team - 1) / ${T} * ${C} + 1`,
  );
  const firstPlayer = (firstTeam - 1) * P + 1;
  const lastPlayer = lastTeam * P;
  const players = await step(
    'players',
    `insert into players (id, school_id, phone, first_name, last_name, email) overriding system value
     select p, (p - 1) / ${P * T} + 1, '6' || lpad(p::text, 9, '0'),
            'Player' || ((p - 1) % ${P} + 1), 'Team' || ((p - 1) / ${P} + 1), 'player' || p || '@example.org'
     from generate_series(${firstPlayer}, ${lastPlayer}) p`,
  );
  await step(
    'roster_players',
    `insert into roster_players (id, roster_id, player_id, position) overriding system value
     select p, (p - 1) / ${P} + 1, p, (p - 1) % ${P} + 1 from generate_series(${firstPlayer}, ${lastPlayer}) p`,
  );
  // One series over (round j, team) so rows are written in round order without a sort.
  const rounds = `from generate_series(0, ${M * teamCount - 1}) n,
       lateral (select n / ${teamCount} + 1 as j, ${firstTeam} + n % ${teamCount} as team) r,
       lateral (select (r.team - 1) % ${T} + 1 as t) tt`;
  const matchId = `((j - 1) * ${TEAMS} + team)`;
  // The two big tables are written without their triggers (replica role, superusers only): the
  // per-row foreign-key checks (about 2.5x the time) are replaced by one anti-join per key below,
  // and the ladder-version bumps, if the schema has them, matter only to a cache that is empty yet.
  const skipTriggers = await client
    .query(`set session_replication_role = replica`)
    .then(() => true)
    .catch(() => false);
  const matches = await step(
    'tennis_matches',
    `insert into tennis_matches (id, roster_id, match_type, is_singles, match_at, score, outcome, winner_side,
                                 challenger_side, created_by) overriding system value
     select ${matchId}, team, ${matchType}, not ${doubles},
            ${seasonStart} + (j - 1) * interval '1 day' + t * interval '30 minutes',
            case when not ${decided} or j % 10 = 7 then null
                 when ${winner} = 1 then '6-4 6-3' else '4-6 6-2 [7-10]' end,
            case when ${decided} then 'completed' end,
            case when ${decided} then ${winner} end,
            case when ${matchType} = 1 then 2 end,
            ${teamCoach('team')}
     ${rounds}`,
  );
  // Players of a match, by 0-based place on the team: singles base vs base+1..5, doubles four apart by 6.
  const matchPlayers = await step(
    'match_players',
    `insert into match_players (match_id, side, slot, player_id)
     select ${matchId}, x.side, x.slot, (team - 1) * ${P} + 1 + x.place
     ${rounds},
       lateral (values
         (1, 1, (j * 7) % ${P}),
         (2, case when ${doubles} then 1 else 2 end,
             case when ${doubles} then (j * 7 + 6) % ${P} else (j * 7 + 1 + j % 5) % ${P} end),
         (3, 2, (j * 7 + 12) % ${P}),
         (4, 2, (j * 7 + 18) % ${P})
       ) x(slot, side, place)
     where x.slot <= case when ${doubles} then 4 else 2 end`,
  );
  if (skipTriggers) {
    await client.query(`set session_replication_role = origin`);
    const started = performance.now();
    const { rows } = await client.query<{ orphans: number }>(
      `select ((select count(*) from match_players mp left join tennis_matches m on m.id = mp.match_id where m.id is null)
             + (select count(*) from match_players mp left join players p on p.id = mp.player_id where p.id is null)
             + (select count(*) from tennis_matches m left join team_rosters r on r.id = m.roster_id where r.id is null)
             + (select count(*) from tennis_matches m left join coaches c on c.id = m.created_by where c.id is null)
             )::int as orphans`,
    );
    if (rows[0]?.orphans !== 0)
      throw new Error(`the fill wrote ${rows[0]?.orphans} rows that break a foreign key`);
    progress('foreign-key check, rows without their parent:', 0, (performance.now() - started) / 1000);
  }
  // A live session per coach and per player, so the session check also looks up among many.
  await step(
    'sessions',
    `insert into sessions (id, user_type, user_id)
     select 'scale-coach-' || c, 1, c from generate_series(${(from - 1) * C + 1}, ${to * C}) c
     union all
     select 'scale-player-' || p, 2, p from generate_series(${firstPlayer}, ${lastPlayer}) p`,
  );
  // New rows made by the app later (its seed schools, its test sessions) get ids past the layout.
  for (const [table, max] of [
    ['schools', layout.schools],
    ['coaches', layout.schools * C],
    ['team_rosters', TEAMS],
    ['players', TEAMS * P],
    ['roster_players', TEAMS * P],
    ['tennis_matches', TEAMS * M],
  ] as const) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), ${max})`);
  }
  return { schools, teams, players, matches, matchPlayers };
}

/** Every player with one confirmed guardian of their own (a mother, phone 8 and the player's id): the plan tests' guardians. */
export async function fillGuardians(client: SqlClient): Promise<void> {
  await client.query(
    `insert into guardians (phone, name) select '8' || lpad(id::text, 9, '0'), 'Guardian ' || id from players`,
  );
  await client.query(
    `insert into guardian_links (player_id, guardian_id, name, relation, confirmed_at, added_by, added_by_id)
     select p.id, g.id, g.name, 'mother', now(), 'coach', 1
     from players p join guardians g on g.phone = '8' || lpad(p.id::text, 9, '0')`,
  );
}
