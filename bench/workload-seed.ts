/**
 * The data set of the workload benchmark (bench/workload.ts): N schools of a season in progress,
 * filled with set-based SQL into a database the app has migrated, on PostgreSQL or PGlite.
 *
 * Per school (WORKLOAD_LAYOUT): 4 coaches (coach 1 coaches all four teams, coach k also team
 * type k), 4 teams of 15 players placed 1-15 on the ladder, 40 matches per team (bench/scale-seed.ts
 * fills these, on this layout: a season that began 30 days before the fill, one round a day), one
 * tournament per coach (8 ranked entrants, 4 first-round matches, 2 decided), 6 announcements per
 * team (every third a poll, about two in three players answered; every player opened about half)
 * and 3 school-wide ones, and 10 calendar events per team around today. Every coach and player
 * has a live session ('scale-coach-<id>', 'scale-player-<id>').
 *
 * Every id is a formula of the school's number (see workloadIds), so the load generator knows
 * every user, team, match, announcement and poll without asking the database.
 *
 * A seeded database says what it holds in its comment (`comment on database`, JSON SeedMark), so
 * a later run reuses it instead of filling again; migrations of newer code run first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { fillSchools, timedStep, type Layout, type Progress, type SqlClient } from './scale-seed';

/** Raised when the fill's rows or ids change, so an older database is filled again. */
const SEED_VERSION = 1;

export const ANNOUNCEMENTS_PER_TEAM = 6;
export const SCHOOL_ANNOUNCEMENTS = 3;
export const EVENTS_PER_TEAM = 10;
export const TOURNAMENT_ENTRANTS = 8;
export const TOURNAMENT_MATCHES = 4;
/** Team announcement a (1-based) is a poll when a % POLL_EVERY = 0. */
export const POLL_EVERY = 3;
export const POLL_OPTIONS = ['Yes', 'No', 'Maybe'];

export function workloadLayout(schools: number, seasonStart: string): Layout {
  return {
    schools,
    teamsPerSchool: 4,
    playersPerTeam: 15,
    matchesPerTeam: 40,
    coachesPerSchool: 4,
    seasonStart: `timestamptz '${seasonStart}'`,
  };
}

/** What a seeded database holds (its comment). */
export interface SeedMark {
  seedVersion: number;
  schools: number;
  /** ISO time of the first round of matches. */
  seasonStart: string;
  seededAt: string;
  fillSeconds: number;
  complete: boolean;
}

/** The ids of one school's users and data on the workload layout (1-based school number). */
export function workloadIds(school: number, schools: number) {
  const T = 4;
  const C = 4;
  const P = 15;
  const M = 40;
  const TEAMS = schools * T;
  const teams = Array.from({ length: T }, (_, k) => {
    const id = (school - 1) * T + k + 1;
    const type = k + 1;
    const announcementIds = Array.from(
      { length: ANNOUNCEMENTS_PER_TEAM },
      (_, a) => (id - 1) * ANNOUNCEMENTS_PER_TEAM + a + 1,
    );
    return {
      id,
      type,
      /** Coaches of the team: the head coach, and for types 2-4 their co-coach. */
      coachIds: type === 1 ? [(school - 1) * C + 1] : [(school - 1) * C + 1, (school - 1) * C + type],
      /** roster_players.id equals players.id on this layout. */
      playerIds: Array.from({ length: P }, (_, p) => (id - 1) * P + p + 1),
      matchIds: Array.from({ length: M }, (_, j) => j * TEAMS + id),
      announcementIds,
      pollIds: announcementIds.filter((_, a) => (a + 1) % POLL_EVERY === 0),
    };
  });
  return {
    schoolId: school,
    coachIds: Array.from({ length: C }, (_, k) => (school - 1) * C + k + 1),
    teams,
  };
}

/** Tournaments, announcements, polls and events of schools from..to (see the header). */
async function fillExtras(
  client: SqlClient,
  range: { from: number; to: number },
  layout: Layout,
  progress: Progress,
): Promise<void> {
  const { from, to } = range;
  const T = layout.teamsPerSchool;
  const C = layout.coachesPerSchool ?? 1;
  const P = layout.playersPerTeam;
  const TEAMS = layout.schools * T;
  const season = layout.seasonStart!;
  const step = (name: string, text: string) => timedStep(client, progress, name, text);
  const firstCoach = (from - 1) * C + 1;
  const lastCoach = to * C;
  const firstTeam = (from - 1) * T + 1;
  const lastTeam = to * T;
  const teamCoach = (team: string) => `((${team} - 1) / ${T} * ${C} + least((${team} - 1) % ${T} + 1, ${C}))`;
  const E = TOURNAMENT_ENTRANTS;
  const TM = TOURNAMENT_MATCHES;
  const A = ANNOUNCEMENTS_PER_TEAM;

  // No triggers (replica role): the cache-version bumps of migrations 0007/0008 would update a
  // coach row per entrant; the keys are checked by one anti-join each below instead.
  await client.query(`set session_replication_role = replica`);
  await step(
    'tournaments',
    `insert into tournaments (id, coach_id, name, created_at) overriding system value
     select c, c, 'Open ' || c, ${season} + (c % 20) * interval '1 day'
     from generate_series(${firstCoach}, ${lastCoach}) c`,
  );
  await step(
    'tournament_players',
    `insert into tournament_players (id, tournament_id, name, rank) overriding system value
     select (c - 1) * ${E} + k, c, 'Entrant ' || k || ' of ' || c, k
     from generate_series(${firstCoach}, ${lastCoach}) c, generate_series(1, ${E}) k`,
  );
  await step(
    'tournament_matches',
    `insert into tournament_matches (id, tournament_id, player1_id, player2_id, winner) overriding system value
     select (c - 1) * ${TM} + m, c, (c - 1) * ${E} + 2 * m - 1, (c - 1) * ${E} + 2 * m,
            case when m <= ${TM / 2} then 1 + m % 2 end
     from generate_series(${firstCoach}, ${lastCoach}) c, generate_series(1, ${TM}) m`,
  );
  const pollOptions = `'${JSON.stringify(POLL_OPTIONS)}'::jsonb`;
  await step(
    'announcements (teams)',
    `insert into announcements (id, identifier, school_id, skill_level, roster_id, coach_id, subject, message,
                                poll_options, created_at) overriding system value
     select (team - 1) * ${A} + a, 'T' || lpad(((team - 1) * ${A} + a)::text, 7, '0'),
            (team - 1) / ${T} + 1, (team - 1) % ${T} + 1, team, ${teamCoach('team')},
            case when a % ${POLL_EVERY} = 0 then 'Who can play on Saturday?' else 'Practice moved to 4 pm' end,
            'Hello team, announcement ' || a || ' of the season. See you on court.',
            case when a % ${POLL_EVERY} = 0 then ${pollOptions} end,
            ${season} + a * interval '5 days' + (team % 7) * interval '1 hour'
     from generate_series(${firstTeam}, ${lastTeam}) team, generate_series(1, ${A}) a`,
  );
  await step(
    'announcements (school-wide)',
    `insert into announcements (id, identifier, school_id, skill_level, roster_id, coach_id, subject, message,
                                created_at) overriding system value
     select ${TEAMS * A} + (s - 1) * ${SCHOOL_ANNOUNCEMENTS} + k, 'S' || lpad(((s - 1) * ${SCHOOL_ANNOUNCEMENTS} + k)::text, 7, '0'),
            s, 4 + k, null, (s - 1) * ${C} + 1, 'Tryouts for next season',
            'Tryouts are open to every student. Sign up at the front office.',
            ${season} + k * interval '9 days'
     from generate_series(${from}, ${to}) s, generate_series(1, ${SCHOOL_ANNOUNCEMENTS}) k`,
  );
  // Players of team `team` are (team - 1) * P + 1 .. team * P.
  await step(
    'poll_answers',
    `insert into poll_answers (announcement_id, player_id, option_index, created_at, updated_at)
     select (team - 1) * ${A} + a, (team - 1) * ${P} + p, p % ${POLL_OPTIONS.length},
            ${season} + a * interval '5 days' + interval '3 hours', ${season} + a * interval '5 days' + interval '3 hours'
     from generate_series(${firstTeam}, ${lastTeam}) team, generate_series(1, ${A}) a, generate_series(1, ${P}) p
     where a % ${POLL_EVERY} = 0 and (p + a) % 3 <> 0`,
  );
  await step(
    'announcement_reads',
    `insert into announcement_reads (announcement_id, player_id, read_at)
     select (team - 1) * ${A} + a, (team - 1) * ${P} + p, ${season} + a * interval '5 days' + interval '2 hours'
     from generate_series(${firstTeam}, ${lastTeam}) team, generate_series(1, ${A}) a, generate_series(1, ${P}) p
     where (p + a) % 2 = 0`,
  );
  await step(
    'calendar_events',
    `insert into calendar_events (id, coach_id, name, description, place, roster_id, starts_at, ends_at)
     overriding system value
     select (team - 1) * ${EVENTS_PER_TEAM} + e, ${teamCoach('team')},
            case when e % 3 = 0 then 'Team meeting' else 'Practice' end, 'Bring water.', 'Court ' || (e % 4 + 1),
            team, ${season} + e * interval '4 days' + interval '1 hour',
            ${season} + e * interval '4 days' + interval '3 hours'
     from generate_series(${firstTeam}, ${lastTeam}) team, generate_series(1, ${EVENTS_PER_TEAM}) e`,
  );
  await client.query(`set session_replication_role = origin`);
  const started = performance.now();
  const { rows } = await client.query<{ orphans: number }>(
    `select ((select count(*) from tournaments t left join coaches c on c.id = t.coach_id where c.id is null)
           + (select count(*) from tournament_players p left join tournaments t on t.id = p.tournament_id where t.id is null)
           + (select count(*) from tournament_matches m left join tournament_players p
                on p.id = m.player2_id and p.tournament_id = m.tournament_id where p.id is null)
           + (select count(*) from announcements a left join coaches c on c.id = a.coach_id
                left join team_rosters r on r.id = a.roster_id
               where c.id is null or (a.roster_id is not null and r.id is null))
           + (select count(*) from poll_answers x left join players p on p.id = x.player_id
                left join announcements a on a.id = x.announcement_id where p.id is null or a.id is null)
           + (select count(*) from announcement_reads x left join players p on p.id = x.player_id where p.id is null)
           + (select count(*) from calendar_events e left join coaches c on c.id = e.coach_id where c.id is null)
           )::int as orphans`,
  );
  if (rows[0]?.orphans !== 0)
    throw new Error(`the fill wrote ${rows[0]?.orphans} rows that break a foreign key`);
  progress(
    'foreign-key check of the extras, rows without their parent:',
    0,
    (performance.now() - started) / 1000,
  );
  for (const [table, max] of [
    ['tournaments', layout.schools * C],
    ['tournament_players', layout.schools * C * E],
    ['tournament_matches', layout.schools * C * TM],
    ['announcements', TEAMS * A + layout.schools * SCHOOL_ANNOUNCEMENTS],
    ['calendar_events', TEAMS * EVENTS_PER_TEAM],
  ] as const) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), ${max})`);
  }
}

/** Where a data set lives: a PostgreSQL database, or a PGlite data dir (DATA_DIR of the server). */
export type WorkloadTarget =
  { kind: 'postgres'; adminUrl: string; database: string; url: string } | { kind: 'pglite'; dataDir: string };

export function workloadTarget(kind: 'postgres' | 'pglite', schools: number): WorkloadTarget {
  if (kind === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const database = `courtside_workload_${schools}`;
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return { kind, adminUrl, database, url: url.toString() };
  }
  const root = process.env.BENCH_WORKLOAD_DIR ?? '/var/tmp/courtside-workload';
  return { kind, dataDir: path.join(root, `pglite-${schools}`) };
}

/** A connection to the target for the fill and for reading statistics, with a close. */
export async function connect(target: WorkloadTarget): Promise<SqlClient & { close(): Promise<void> }> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({
      connectionString: target.url,
      application_name: 'courtside-workload-bench',
    });
    await client.connect();
    return {
      query: async <R>(text: string) => {
        const r = await client.query(text);
        return { rows: r.rows as R[], rowCount: r.rowCount };
      },
      close: () => client.end(),
    };
  }
  // The schools' trigram index needs the extension's code loaded (server/db/client.ts does the same).
  const db = new PGlite({ dataDir: path.join(target.dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
  await db.waitReady;
  return {
    query: async <R>(text: string) => {
      const r = await db.query<R>(text);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    close: () => db.close(),
  };
}

async function readMark(client: SqlClient): Promise<SeedMark | undefined> {
  const { rows } = await client.query<{ mark: string | null }>(
    `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = current_database()`,
  );
  try {
    return rows[0]?.mark ? (JSON.parse(rows[0].mark) as SeedMark) : undefined;
  } catch {
    return undefined;
  }
}

async function writeMark(client: SqlClient, mark: SeedMark): Promise<void> {
  const { rows } = await client.query<{ db: string }>(`select current_database() as db`);
  const text = JSON.stringify(mark).replace(/'/g, "''");
  await client.query(`comment on database "${rows[0]!.db}" is '${text}'`);
}

/** Creates the database (or data dir) when missing, and migrates it with the app's own migrations. */
async function createAndMigrate(target: WorkloadTarget): Promise<void> {
  if (target.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: target.adminUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(`select 1 from pg_database where datname = $1`, [
        target.database,
      ]);
      if (!rowCount) await admin.query(`create database ${target.database}`);
    } finally {
      await admin.end();
    }
    await (await openDatabase({ url: target.url })).close();
  } else {
    fs.mkdirSync(target.dataDir, { recursive: true });
    await (await openDatabase({ dataDir: path.join(target.dataDir, 'pglite') })).close();
  }
}

async function dropTarget(target: WorkloadTarget): Promise<void> {
  if (target.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: target.adminUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${target.database} with (force)`);
    } finally {
      await admin.end();
    }
  } else {
    fs.rmSync(target.dataDir, { recursive: true, force: true });
  }
}

/**
 * A migrated database holding the workload data set of `schools` schools: the one already there
 * when its mark says so (migrations of the current code are applied first), else a new fill
 * (dropping a partial or different one). Answers its mark.
 */
export async function ensureWorkloadData(
  kind: 'postgres' | 'pglite',
  schools: number,
  log: (line: string) => void = console.log,
): Promise<{ target: WorkloadTarget; mark: SeedMark; reused: boolean }> {
  const target = workloadTarget(kind, schools);
  const where = target.kind === 'postgres' ? `database ${target.database}` : `data dir ${target.dataDir}`;
  await createAndMigrate(target);
  let client = await connect(target);
  try {
    const found = await readMark(client);
    if (found?.complete && found.seedVersion === SEED_VERSION && found.schools === schools) {
      log(`[workload] reusing ${where} (seeded ${found.seededAt}, migrated to the current code)`);
      return { target, mark: found, reused: true };
    }
    if (
      found ||
      (await client.query(`select 1 from schools where value like 'scale-school-%' limit 1`)).rows.length
    ) {
      log(`[workload] ${where} holds another or a partial data set: filling it again`);
      await client.close();
      await dropTarget(target);
      await createAndMigrate(target);
      client = await connect(target);
    }
    const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const seasonStart = `${day}T15:00:00Z`;
    const layout = workloadLayout(schools, seasonStart);
    log(`[workload] filling ${where} with ${schools.toLocaleString('en')} schools (season from ${day})`);
    const started = performance.now();
    const progress: Progress = (step, rows, seconds) =>
      log(`[workload]   ${step} ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s`);
    if (target.kind === 'postgres') {
      await client.query(`set work_mem = '256MB'`);
      await client.query(`set maintenance_work_mem = '512MB'`);
      await client.query(`set synchronous_commit = off`);
    }
    await fillSchools(client, { from: 1, to: schools }, progress, layout);
    await fillExtras(client, { from: 1, to: schools }, layout, progress);
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    progress('vacuum analyze + checkpoint', 0, (performance.now() - vacuumStarted) / 1000);
    const mark: SeedMark = {
      seedVersion: SEED_VERSION,
      schools,
      seasonStart,
      seededAt: new Date().toISOString(),
      fillSeconds: Math.round((performance.now() - started) / 1000),
      complete: true,
    };
    await writeMark(client, mark);
    log(`[workload] filled ${where} in ${mark.fillSeconds} s`);
    return { target, mark, reused: false };
  } finally {
    await client.close();
  }
}
