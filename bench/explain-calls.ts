import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../server/db/client';
import { buildTestApp, type TestApp } from '../server/test/build-test-app';
import { openTestDatabase } from '../server/test/test-database';
import { fillSchools, type Layout, type SqlClient } from './scale-seed';

/**
 * What the plan tests of bench/ share (the search's, the admin's and the guardians' calls on 2,000
 * schools): the database of many schools and its app (`explainWorld`), the statements a request sends, recorded from the database clients (PGlite and pg), then each
 * explained with its values and checked for sequential reads of big tables. Nothing here measures
 * time.
 */

export interface Statement {
  text: string;
  values: unknown[];
}

let recording: Statement[] | undefined;
let patched = false;

function record(text: unknown, values: unknown) {
  if (
    recording &&
    typeof text === 'string' &&
    !/^\s*(begin|commit|rollback|explain|savepoint|release)/i.test(text)
  )
    recording.push({ text, values: Array.isArray(values) ? values : [] });
}

/** Runs `send` and answers what it returned and the statements it sent (transactions' own left out). */
export async function recordStatements<T>(send: () => Promise<T>): Promise<{ result: T; sent: Statement[] }> {
  if (!patched) {
    patched = true;
    type Query = (this: unknown, ...args: unknown[]) => unknown;
    for (const proto of [PGlite.prototype, pg.Client.prototype] as unknown as Array<{ query: Query }>) {
      const original = proto.query;
      proto.query = function (this: unknown, ...args: unknown[]) {
        const [config, values] = args;
        if (typeof config === 'string') record(config, values);
        else if (config && typeof config === 'object') {
          const c = config as { text?: unknown; values?: unknown };
          record(c.text, c.values ?? values);
        }
        return original.apply(this, args);
      };
    }
    // PGlite's transaction hands its callback an object whose query does not go through the prototype's:
    // without this, a statement in a transaction (most writes) was never explained on PGlite.
    type Tx = { query: (...args: unknown[]) => Promise<unknown> };
    type Transaction = (this: unknown, callback: (tx: Tx) => Promise<unknown>) => Promise<unknown>;
    const lite = PGlite.prototype as unknown as { transaction: Transaction };
    const transaction = lite.transaction;
    lite.transaction = function (this: unknown, callback: (tx: Tx) => Promise<unknown>) {
      return transaction.call(this, (tx: Tx) => {
        const query = tx.query;
        tx.query = (...args: unknown[]) => {
          record(args[0], args[1]);
          return query(...args);
        };
        return callback(tx);
      });
    };
  }
  recording = [];
  try {
    const result = await send();
    return { result, sent: recording };
  } finally {
    recording = undefined;
  }
}

/** A statement's rows (and count) on either database: drizzle answers PGlite's or pg's result. */
export async function runSql<R>(db: Db, text: string) {
  const result: unknown = await db.execute(sql.raw(text));
  return result as { rows: R[]; rowCount?: number | null; affectedRows?: number };
}

/** The scale seed's client over a drizzle database. */
export const seedClient = (db: Db): SqlClient => ({
  async query<R>(text: string) {
    const result = await runSql<R>(db, text);
    return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
  },
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** A value as an SQL literal (EXPLAIN of the statement with its values: the custom plan). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  return `'${typeof value === 'string' ? value.replace(/'/g, "''") : JSON.stringify(value)}'`;
}

/** The plan's JSON of an EXPLAIN's one row, on either database. */
function planOf(rows: Record<string, unknown>[]): PlanNode {
  const json = Object.values(rows[0]!)[0];
  return ((typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>)[0]!.Plan;
}

/**
 * The generic plan of a statement with parameters: the plan a prepared statement falls back to after five
 * executions, made without its values (PREPARE under plan_cache_mode = force_generic_plan, then EXPLAIN
 * EXECUTE), in a transaction so that PREPARE and EXECUTE meet on one connection of a pool, under a name of
 * its own (the app's clients keep named statements of theirs), dropped after. A statement PostgreSQL cannot
 * type without its values is an error.
 */
let prepared = 0;
async function genericPlan(db: Db, statement: Statement, options: string): Promise<PlanNode> {
  const name = `explain_generic_${++prepared}`;
  return db.transaction(async (tx) => {
    await runSql(tx, 'set local plan_cache_mode = force_generic_plan');
    await runSql(tx, `prepare ${name} as ${statement.text}`);
    const args = `(${statement.values.map(literal).join(', ')})`;
    const plan = planOf(
      (await runSql<Record<string, unknown>>(tx, `explain (${options}) execute ${name}${args}`)).rows,
    );
    await runSql(tx, `deallocate ${name}`);
    return plan;
  });
}

/**
 * Explains each statement with its values (`analyze`: runs it too, so only for reads; `generic`: its
 * generic plan too, a statement with parameters) and answers the sequential reads of tables of more than
 * a thousand rows, and a line per statement naming what it read.
 */
export async function explainStatements(
  db: Db,
  sent: readonly Statement[],
  { analyze = false, generic = false }: { analyze?: boolean; generic?: boolean } = {},
): Promise<{ bigSeqScans: string[]; lines: string[] }> {
  const bigSeqScans: string[] = [];
  const lines: string[] = [];
  const sizes = new Map<string, number>();
  const options = analyze ? 'analyze, costs off, timing off, format json' : 'costs off, format json';
  for (const statement of sent) {
    const filled = statement.text.replace(/\$(\d+)/g, (_, n: string) =>
      literal(statement.values[Number(n) - 1]),
    );
    const plans: Array<[string, PlanNode]> = [
      ['', planOf((await runSql<Record<string, unknown>>(db, `explain (${options}) ${filled}`)).rows)],
    ];
    if (generic && statement.values.length > 0)
      plans.push([' the generic plan', await genericPlan(db, statement, options)]);
    for (const [kind, plan] of plans) {
      const all = nodes(plan);
      for (const node of all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'])) {
        const table = node['Relation Name']!;
        if (!sizes.has(table))
          sizes.set(
            table,
            (await runSql<{ n: number }>(db, `select count(*)::int as n from ${table}`)).rows[0]!.n,
          );
        if (sizes.get(table)! > 1000)
          bigSeqScans.push(`${table} (${sizes.get(table)} rows) in${kind}: ${statement.text}`);
      }
      const reads = all
        .filter((n) => n['Relation Name'] ?? n['Index Name'])
        .map((n) =>
          `${n['Node Type']} ${n['Index Name'] ?? ''} on ${n['Relation Name'] ?? '(bitmap)'}`.replace(
            '  ',
            ' ',
          ),
        );
      lines.push(
        `${kind ? `(${kind.trim()}) ` : ''}${statement.text.replace(/\s+/g, ' ').slice(0, 90)}...\n    ${reads.join('\n    ')}`,
      );
    }
  }
  return { bigSeqScans, lines };
}

/** A test app on a fresh database of `layout`'s schools, with `fill`'s extra rows, analyzed. */
export interface ExplainWorld {
  t: TestApp;
  db: Db;
  close: () => Promise<void>;
}

export async function explainWorld(
  layout: Layout,
  fill: (client: SqlClient) => Promise<void> = () => Promise.resolve(),
): Promise<ExplainWorld> {
  const database = await openTestDatabase();
  const client = seedClient(database.db);
  await fillSchools(client, { from: 1, to: layout.schools }, undefined, layout);
  await fill(client);
  await client.query('analyze');
  const t = await buildTestApp({}, { database });
  return {
    t,
    db: database.db,
    close: async () => {
      await t.close();
      await database.close();
    },
  };
}
