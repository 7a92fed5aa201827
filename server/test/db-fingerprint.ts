import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Tables whose rows are bookkeeping of the request itself, not team data. */
const IGNORED = new Set(['sessions', 'rate_events', 'login_registers', '__drizzle_migrations']);

/** A fingerprint of every table's content: equal before and after means nothing changed. */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = rowsOf<{ table_name: string }>(tables);
  const out: Record<string, string> = {};
  for (const { table_name } of rows) {
    if (IGNORED.has(table_name)) continue;
    const res = await db.execute<{ h: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table_name)} t`,
    );
    const r = rowsOf<{ h: string | null }>(res);
    out[table_name] = r[0]?.h ?? '';
  }
  return out;
}

/** Rows of a raw query on either driver (both answer an object with `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
