/**
 * Issue 32's check that the user model, the shortcuts and the to-do list find their rows through
 * indexes on a many-school PostgreSQL database (not a benchmark: no timings are kept).
 *
 * `node --import tsx bench/todo-explain.ts` creates (again) the scratch database courtside_todo_explain
 * on TODO_EXPLAIN_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates it, fills
 * 2,000 schools with bench/scale-seed.ts (a small layout) and, per team, duals (some invited, some
 * with a disputed line), open challenges, events asked about and polls; then calls the services of
 * GET /api/auth/user, PUT /api/auth/user/shortcuts and GET /api/auth/todo for a coach and a player,
 * records every statement they send and prints EXPLAIN (ANALYZE, BUFFERS) of each, with every
 * sequential scan of a table of more than 1,000 rows. Exits 1 when there is one.
 */
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { todoOf } from '../server/modules/todo/todo.service';
import { saveShortcuts, userModelOf } from '../server/modules/users/user-model';
import { fillSchools, schoolIds, type Layout } from './scale-seed';

const ADMIN = process.env.TODO_EXPLAIN_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'courtside_todo_explain';
const URL = ADMIN.replace(/\/[^/]*$/, `/${NAME}`);
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 10, matchesPerTeam: 2 };
const NOW = new Date();

interface Sent {
  text: string;
  values: unknown[];
}
let recording: Sent[] | undefined;
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const proto = pg.Client.prototype as unknown as { query: Query };
const original = proto.query;
proto.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (
    recording &&
    config &&
    typeof config === 'object' &&
    typeof (config as { text?: unknown }).text === 'string'
  ) {
    const c = config as { text: string; values?: unknown[] };
    recording.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
  } else if (recording && typeof config === 'string' && !/^(begin|commit|rollback)/i.test(config)) {
    recording.push({ text: config, values: Array.isArray(values) ? values : [] });
  }
  return original.apply(this, args);
};

async function fillFeatures(client: pg.Client) {
  const teams = LAYOUT.schools * LAYOUT.teamsPerSchool;
  const P = LAYOUT.playersPerTeam;
  const T = LAYOUT.teamsPerSchool;
  const run = async (name: string, text: string) => {
    const r = await client.query(text);
    console.log(`[todo-explain] ${name}: ${r.rowCount} rows`);
  };
  // Five duals a team from 20 days ago to 20 days ahead; the next school invited to every fifth.
  await run(
    'duals',
    `insert into duals (roster_id, opponent_school_id, opponent_name, invitation, site, starts_at, format, rule, public_token, published_at)
     select team, case when k = 5 then (team - 1) / ${T} % ${LAYOUT.schools} + 2 end, 'Opponent ' || k,
            case when k = 5 then 'invited' else 'none' end, 'home',
            now() + make_interval(days => (k - 3) * 10), '{"preset":"custom","singles":1,"doubles":0}', '{}',
            md5(team || ':' || k), case when k % 2 = 0 then now() end
     from generate_series(1, ${teams}) team, generate_series(1, 5) k
     where (team - 1) / ${T} % ${LAYOUT.schools} + 2 <= ${LAYOUT.schools} or k <> 5`,
  );
  await run(
    'dual_lines',
    `insert into dual_lines (dual_id, line, confirmation) select id, 'S1', case when id % 3 = 0 then 'disputed' else 'entered' end from duals`,
  );
  // Two open challenges a team (player 2 challenges 1, 4 challenges 3), one disputed.
  await run(
    'player_challenges',
    `insert into player_challenges (roster_id, challenger_id, defender_id, status, deadline_at, open)
     select team, (team - 1) * ${P} + 2 * k, (team - 1) * ${P} + 2 * k - 1,
            case when k = 1 then 'issued' else 'disputed' end, now() + interval '2 days', true
     from generate_series(1, ${teams}) team, generate_series(1, 2) k`,
  );
  // Ten team events a team, from 9 days ago to 9 days ahead, each asked about.
  await run(
    'calendar_events',
    `insert into calendar_events (coach_id, name, roster_id, starts_at, ends_at)
     select (team - 1) / ${T} + 1, 'Practice ' || k, team, now() + make_interval(days => 2 * k - 11),
            now() + make_interval(days => 2 * k - 11, hours => 2)
     from generate_series(1, ${teams}) team, generate_series(1, 10) k`,
  );
  await run(
    'availability_subjects',
    `insert into availability_subjects (event_id, asked_for) select id, starts_at from calendar_events`,
  );
  // Attendance taken at every other past event, and answers, read marks and poll answers by the first player.
  await run(
    'attendance_marks',
    `insert into attendance_marks (subject_id, player_id, mark, held_at, marked_at)
     select s.id, (e.roster_id - 1) * ${P} + 1, 'present', e.starts_at, now()
     from availability_subjects s join calendar_events e on e.id = s.event_id
     where e.starts_at < now() and e.id % 2 = 0`,
  );
  await run(
    'availability_answers',
    `insert into availability_answers (subject_id, player_id, answer, for_start, via, answered_at)
     select s.id, (e.roster_id - 1) * ${P} + 1, 'going', e.starts_at, 'app', now()
     from availability_subjects s join calendar_events e on e.id = s.event_id where e.id % 2 = 0`,
  );
  // Three polls a team in the last days.
  await run(
    'announcements',
    `insert into announcements (identifier, school_id, skill_level, roster_id, coach_id, subject, message, poll_options, created_at)
     select substr(md5('a' || team || ':' || k), 1, 8) || k, (team - 1) / ${T} + 1, (team - 1) % ${T} + 1, team,
            (team - 1) / ${T} + 1, 'Poll ' || k, 'Which?', '["A","B"]', now() - make_interval(days => k)
     from generate_series(1, ${teams}) team, generate_series(1, 3) k`,
  );
  await run(
    'announcement_reads',
    `insert into announcement_reads (announcement_id, coach_id) select id, coach_id from announcements where id % 2 = 0`,
  );
  await run(
    'poll_answers',
    `insert into poll_answers (announcement_id, player_id, option_index)
     select id, (roster_id - 1) * ${P} + 1, 0 from announcements where id % 2 = 1`,
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${NAME}`);
  await admin.query(`create database ${NAME}`);
  await admin.end();
  const database = await openDatabase({ url: URL });
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  try {
    const progress = (step: string, rows: number) => console.log(`[todo-explain] ${step}: ${rows} rows`);
    await fillSchools(client, { from: 1, to: LAYOUT.schools }, progress, LAYOUT);
    await fillFeatures(client);
    await client.query('vacuum analyze');
    const sizes = new Map(
      (
        await client.query<{ relname: string; n: string }>(
          `select relname, n_live_tup::text as n from pg_stat_user_tables`,
        )
      ).rows.map((r) => [r.relname, Number(r.n)]),
    );

    const school = schoolIds(1000, LAYOUT);
    const coach = {
      kind: 'coach' as const,
      coachId: school.coachId,
      schoolId: school.schoolId,
      sessionId: 'x',
    };
    const player = {
      kind: 'player' as const,
      playerId: school.playerIds[0]!,
      schoolId: school.schoolId,
      sessionId: 'x',
    };
    recording = [];
    await userModelOf(database.db, coach);
    await saveShortcuts(database.db, coach, ['todo', 'calendar']);
    const coachTodo = await todoOf(database.db, coach, NOW);
    await userModelOf(database.db, player);
    const playerTodo = await todoOf(database.db, player, NOW);
    const sent = recording;
    recording = undefined;
    console.log(`[todo-explain] coach's to-do: ${coachTodo.count} items; player's: ${playerTodo.count}`);

    const bad: string[] = [];
    for (const [i, q] of sent.entries()) {
      if (/^(begin|commit|rollback|set )/i.test(q.text.trim())) continue;
      const write = /^\s*(update|insert|delete)/i.test(q.text);
      if (write) await client.query('begin');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (analyze, buffers, format json) ${q.text}`,
        q.values,
      );
      if (write) await client.query('rollback');
      const scans: string[] = [];
      const walk = (node: PlanNode) => {
        if (node['Relation Name'])
          scans.push(
            `${node['Node Type']} ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`,
          );
        if (node['Node Type'] === 'Seq Scan' && (sizes.get(node['Relation Name'] ?? '') ?? 0) > 1000)
          bad.push(`#${i + 1} Seq Scan on ${node['Relation Name']}: ${q.text.slice(0, 160)}`);
        node.Plans?.forEach(walk);
      };
      walk(rows[0]!['QUERY PLAN'][0]!.Plan);
      console.log(`#${i + 1} ${q.text.replace(/\s+/g, ' ').slice(0, 140)}\n    ${scans.join('; ')}`);
    }
    console.log(bad.length === 0 ? '[todo-explain] every statement used an index' : bad.join('\n'));
    process.exitCode = bad.length === 0 ? 0 : 1;
  } finally {
    await client.end();
    await database.close();
  }
}

await main();
