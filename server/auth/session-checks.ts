import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What a cached route's answer depends on (see `stamp` in guards.ts and ReplyCache). */
export type StampKind = 'ladder' | 'tournaments';

export interface SessionCheck {
  sessionId: string;
  /** Also read this stamp of the caller's data, in the same statement. */
  stamp: StampKind | null;
  schoolId: number;
  coachId: number;
  playerId: number;
}

export interface SessionState {
  live: boolean;
  /**
   * When asked, for a live session: 'ladder' is 'teamId:ladderVersion,...' of the school's teams
   * and the caller's own team; 'tournaments' is 'coachId:tournamentsVersion,...' of the coaches
   * whose tournaments the caller reaches (the coach and co-coaches, or a player's team coaches).
   */
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
             case when s.id is null then null
                  when r.want = 'ladder' then (
               select string_agg(t.id || ':' || t.ladder_version, ',' order by t.id)
                 from (select id, ladder_version from team_rosters where school_id = r.school
                       union
                       select tr.id, tr.ladder_version
                         from roster_players rp join team_rosters tr on tr.id = rp.roster_id
                        where rp.player_id = r.player) t)
                  when r.want = 'tournaments' then (
               select string_agg(c.id || ':' || c.tournaments_version, ',' order by c.id)
                 from coaches c
                where c.id = r.coach
                   or c.id in (select o.coach_id from coach_teams m join coach_teams o on o.roster_id = m.roster_id
                                where m.coach_id = r.coach)
                   or c.id in (select ct.coach_id from roster_players rp join coach_teams ct on ct.roster_id = rp.roster_id
                                where rp.player_id = r.player))
             end as stamp
        from unnest(${sql.param(batch.map((c) => c.sessionId))}::text[],
                    ${sql.param(batch.map((c) => c.schoolId))}::int[],
                    ${sql.param(batch.map((c) => c.coachId))}::int[],
                    ${sql.param(batch.map((c) => c.playerId))}::int[],
                    ${sql.param(batch.map((c) => c.stamp ?? ''))}::text[])
             with ordinality as r(id, school, coach, player, want, i)
        left join sessions s on s.id = r.id and s.revoked_at is null`);
    const rows = (result as { rows: Array<{ i: number; live: boolean; stamp: string | null }> }).rows;
    const states: SessionState[] = [];
    for (const row of rows) states[row.i - 1] = { live: row.live, stamp: row.stamp };
    return states;
  }
}
