import { sql } from 'drizzle-orm';
import { Batches } from '../db/batches';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';

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

/** At most this many batches at once (the pool has 10 connections, the routes need some). */
const LIMITS = { maxInFlight: 2, maxBatch: 200 };

/** The checks of a batch, one value per check in each array; `i` numbers them from 1. */
const sessionChecksStatement = preparedSql<{ i: number; live: boolean; stamp: string | null }>(
  'session_checks',
  sql`
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
      from unnest(${sql.placeholder('sessionIds')}::text[],
                  ${sql.placeholder('schoolIds')}::int[],
                  ${sql.placeholder('coachIds')}::int[],
                  ${sql.placeholder('playerIds')}::int[],
                  ${sql.placeholder('stamps')}::text[])
           with ordinality as r(id, school, coach, player, want, i)
      left join sessions s on s.id = r.id and s.revoked_at is null`,
);

/**
 * The session checks of concurrent requests, sent to the database together (see Batches). Every
 * check still reads the database after its request arrived, so a logout is seen at once.
 */
export class SessionChecks {
  private readonly batches = new Batches<SessionCheck, SessionState>((batch) => this.run(batch), LIMITS);

  constructor(private readonly db: Db) {}

  /** Statements sent so far (for tests and diagnostics). */
  get statements(): number {
    return this.batches.statements;
  }

  check(item: SessionCheck): Promise<SessionState> {
    return this.batches.submit(item);
  }

  private async run(batch: readonly SessionCheck[]): Promise<SessionState[]> {
    const rows = await sessionChecksStatement(this.db, {
      sessionIds: batch.map((c) => c.sessionId),
      schoolIds: batch.map((c) => c.schoolId),
      coachIds: batch.map((c) => c.coachId),
      playerIds: batch.map((c) => c.playerId),
      stamps: batch.map((c) => c.stamp ?? ''),
    });
    const states: SessionState[] = batch.map(() => ({ live: false, stamp: null }));
    for (const row of rows) states[row.i - 1] = { live: row.live, stamp: row.stamp };
    return states;
  }
}
