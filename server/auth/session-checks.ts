import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface SessionCheck {
  sessionId: string;
  /** Also read the ladder versions of these (see ladderStamp in guards.ts). */
  ladderStamp: boolean;
  schoolId: number;
  playerId: number;
}

export interface SessionState {
  live: boolean;
  /** 'teamId:ladderVersion,...' of the school's teams and the caller's own team, when asked. */
  stamp: string | null;
}

interface Waiting extends SessionCheck {
  resolve: (state: SessionState) => void;
  reject: (err: unknown) => void;
}

/** At most this many batches at once (the pool has 10 connections, the routes need some). */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 200;

/**
 * The session checks of concurrent requests, sent to the database together. A check that arrives
 * while fewer than MAX_IN_FLIGHT batches run goes at once, alone; the ones that arrive while the
 * database is busy wait for the next batch, which carries all of them in one statement. Every
 * check still reads the database after its request arrived, so a logout is seen at once; under
 * load, 50 concurrent requests cost a few round trips instead of 50.
 */
export class SessionChecks {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  /** Statements sent so far (for tests and diagnostics). */
  statements = 0;

  constructor(private readonly db: Db) {}

  check(item: SessionCheck): Promise<SessionState> {
    return new Promise<SessionState>((resolve, reject) => {
      this.waiting.push({ ...item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.inFlight++;
      this.statements++;
      this.run(batch)
        .then(
          (states) => batch.forEach((w, i) => w.resolve(states[i] ?? { live: false, stamp: null })),
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }

  private async run(batch: readonly SessionCheck[]): Promise<SessionState[]> {
    const result = await this.db.execute(sql`
      select r.i::int as i, s.id is not null as live,
             case when r.want and s.id is not null then (
               select string_agg(t.id || ':' || t.ladder_version, ',' order by t.id)
                 from (select id, ladder_version from team_rosters where school_id = r.school
                       union
                       select tr.id, tr.ladder_version
                         from roster_players rp join team_rosters tr on tr.id = rp.roster_id
                        where rp.player_id = r.player) t
             ) end as stamp
        from unnest(${sql.param(batch.map((c) => c.sessionId))}::text[],
                    ${sql.param(batch.map((c) => c.schoolId))}::int[],
                    ${sql.param(batch.map((c) => c.playerId))}::int[],
                    ${sql.param(batch.map((c) => c.ladderStamp))}::bool[])
             with ordinality as r(id, school, player, want, i)
        left join sessions s on s.id = r.id and s.revoked_at is null`);
    const rows = (result as { rows: Array<{ i: number; live: boolean; stamp: string | null }> }).rows;
    const states: SessionState[] = [];
    for (const row of rows) states[row.i - 1] = { live: row.live, stamp: row.stamp };
    return states;
  }
}
