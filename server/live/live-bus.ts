import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';

/**
 * The live bus (issue 33; docs/architecture.md "Live updates"): how every server process learns that
 * something its live viewers watch has changed, whichever process changed it. A change sends PostgreSQL's
 * NOTIFY on one channel from inside the transaction that made it (delivered at its commit, never for a
 * rollback), carrying only the topic, the row's id and its new version; each process holds one LISTEN
 * connection (PGlite: its own connection) and calls the watchers of that id. Watchers read what they show
 * again themselves, once per change, through the rules that own it: the bus carries no data.
 */

export const LIVE_CHANNEL = 'courtside_live';

/** A topic of the bus: the kind of row whose changes are announced. */
export type LiveTopic = 'dual' | 'draw';

/**
 * A watcher's callback: `version` is the new version announced, or null after the bus's connection was
 * lost and opened again (changes may have been missed: read again).
 */
export type LiveWatcher = (version: number | null) => void;

export interface LiveBus {
  /** Calls `watcher` on each change of (topic, id) until the returned function is called. */
  watch(topic: LiveTopic, id: number, watcher: LiveWatcher): () => void;
  /** Ids watched in this process (metrics and tests). */
  watched(): number;
  close(): Promise<void>;
}

/**
 * Bumps the live version of the row `id` of `table` (its integer `live_version` column) and announces it
 * when the transaction `tx` commits: one statement. Returns the new version (null: no such row).
 */
export async function bumpAndAnnounce(
  tx: Db,
  topic: LiveTopic,
  table: string,
  id: number,
): Promise<number | null> {
  const rows = await tx.execute<{ version: number }>(sql`
    with bumped as (
      update ${sql.identifier(table)} set live_version = live_version + 1 where id = ${id} returning live_version
    )
    select live_version as version, pg_notify(${LIVE_CHANNEL}, ${`${topic}:${id}:`} || live_version) from bumped`);
  const list = Array.isArray(rows)
    ? (rows as { version: number }[])
    : (rows as { rows: { version: number }[] }).rows;
  return list[0] ? Number(list[0].version) : null;
}

const PAYLOAD = /^(dual|draw):(\d+):(\d+)$/;

export async function startLiveBus(
  database: Pick<Database, 'listen'>,
  log: FastifyBaseLogger,
): Promise<LiveBus> {
  const watchers = new Map<string, Set<LiveWatcher>>();
  const call = (key: string, version: number | null) => {
    for (const watcher of watchers.get(key) ?? []) {
      try {
        watcher(version);
      } catch (err) {
        log.warn({ err }, 'a live watcher failed');
      }
    }
  };
  const stop = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const m = PAYLOAD.exec(payload);
      if (m) call(`${m[1]}:${m[2]}`, Number(m[3]));
    },
    () => {
      log.info('live bus listening again: every watcher reads again');
      for (const key of watchers.keys()) call(key, null);
    },
  );
  return {
    watch(topic, id, watcher) {
      const key = `${topic}:${id}`;
      let set = watchers.get(key);
      if (!set) watchers.set(key, (set = new Set()));
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(key) === set) watchers.delete(key);
      };
    },
    watched: () => watchers.size,
    close: () => stop(),
  };
}
