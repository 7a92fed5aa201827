import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  AVAILABILITY_ANSWERS,
  type AnswerCounts,
  type AvailabilityAnswer,
  type SubjectKind,
  type SubjectSummary,
} from '../../../contract/availability';
import { MATCH_CALENDAR_MINUTES } from '../../../contract/calendar';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  availabilityAnswers,
  availabilitySubjects,
  calendarEvents,
  duals,
  matchPlayers,
  rosterPlayers,
  tennisMatches,
  teamRosters,
} from '../../db/schema/index';
import { coachesTeam } from '../teams/team-access';
import { DUAL_MINUTES } from './availability-subjects';

/**
 * The answer counts of many subjects at once (a calendar's): one grouped statement per read, whatever
 * the number of events. The asked players are those of availability-subjects.ts (a team event's and a
 * dual's roster, a match's players); answers count for the subject's current start only.
 */

interface KindShape {
  id: PgColumn;
  rosterId: PgColumn;
  startsAt: PgColumn;
  /** The end instant (answers close at it when there is no deadline). */
  endsAt: SQL;
  subjectLink: PgColumn;
  /** The asked players' table, joined to the subject, and its player column. */
  askedJoin: { table: typeof rosterPlayers | typeof matchPlayers; on: SQL; playerId: PgColumn };
}

const plusMinutes = (column: PgColumn, minutes: number) =>
  sql`${column} + make_interval(mins => ${sql.raw(String(minutes))})`;

function shapeOf(kind: SubjectKind): {
  table: typeof calendarEvents | typeof tennisMatches | typeof duals;
  shape: KindShape;
} {
  if (kind === 'event') {
    return {
      table: calendarEvents,
      shape: {
        id: calendarEvents.id,
        rosterId: calendarEvents.rosterId,
        startsAt: calendarEvents.startsAt,
        endsAt: sql`${calendarEvents.endsAt}`,
        subjectLink: availabilitySubjects.eventId,
        askedJoin: {
          table: rosterPlayers,
          on: eq(rosterPlayers.rosterId, calendarEvents.rosterId),
          playerId: rosterPlayers.playerId,
        },
      },
    };
  }
  if (kind === 'match') {
    return {
      table: tennisMatches,
      shape: {
        id: tennisMatches.id,
        rosterId: tennisMatches.rosterId,
        startsAt: tennisMatches.matchAt,
        endsAt: plusMinutes(tennisMatches.matchAt, MATCH_CALENDAR_MINUTES),
        subjectLink: availabilitySubjects.matchId,
        askedJoin: {
          table: matchPlayers,
          on: eq(matchPlayers.matchId, tennisMatches.id),
          playerId: matchPlayers.playerId,
        },
      },
    };
  }
  return {
    table: duals,
    shape: {
      id: duals.id,
      rosterId: duals.rosterId,
      startsAt: duals.startsAt,
      endsAt: plusMinutes(duals.startsAt, DUAL_MINUTES),
      subjectLink: availabilitySubjects.dualId,
      askedJoin: {
        table: rosterPlayers,
        on: eq(rosterPlayers.rosterId, duals.rosterId),
        playerId: rosterPlayers.playerId,
      },
    },
  };
}

/**
 * GET /api/auth/availability/summaries: counts for a calendar; ids the caller may not read (not a
 * coach of the team, not a player asked) are left out. One statement: a row per subject and answer.
 */
export async function summaries(
  db: Db,
  caller: Caller,
  kind: SubjectKind,
  ids: readonly number[],
  now: Date,
): Promise<SubjectSummary[]> {
  if (ids.length === 0) return [];
  const { table, shape } = shapeOf(kind);
  const me = caller.kind === 'player' ? caller.playerId : 0;
  const asked = shape.askedJoin;
  const rows = await db
    .select({
      id: sql<number>`${shape.id}`.mapWith(Number),
      answer: availabilityAnswers.answer,
      // Asked players without an answer are counted under a null answer.
      n: sql<number>`count(${asked.playerId})`.mapWith(Number),
      mine: sql<boolean>`coalesce(bool_or(${asked.playerId} = ${me}), false)`,
      coached: caller.kind === 'coach' ? sql<boolean>`${coachesTeam(caller)}` : sql<boolean>`false`,
      closed: sql<boolean>`coalesce(${availabilitySubjects.deadline}, ${shape.endsAt}) <= ${now.toISOString()}::timestamptz`,
    })
    .from(table)
    .innerJoin(teamRosters, eq(teamRosters.id, shape.rosterId))
    .leftJoin(asked.table, asked.on)
    .leftJoin(availabilitySubjects, eq(shape.subjectLink, shape.id))
    .leftJoin(
      availabilityAnswers,
      and(
        eq(availabilityAnswers.subjectId, availabilitySubjects.id),
        eq(availabilityAnswers.playerId, asked.playerId),
        eq(availabilityAnswers.forStart, shape.startsAt),
      ),
    )
    .where(inArray(shape.id, [...ids]))
    .groupBy(
      shape.id,
      shape.startsAt,
      teamRosters.id,
      availabilitySubjects.id,
      availabilityAnswers.answer,
      ...(kind === 'event' ? [calendarEvents.endsAt] : []),
    );
  const byId = new Map<
    number,
    {
      counts: AnswerCounts;
      mine: AvailabilityAnswer | null;
      asked: boolean;
      coached: boolean;
      closed: boolean;
    }
  >();
  for (const r of rows) {
    const entry = byId.get(r.id) ?? {
      counts: { going: 0, maybe: 0, not_going: 0, unanswered: 0 },
      mine: null,
      asked: false,
      coached: r.coached,
      closed: r.closed,
    };
    const answer = r.answer !== null && AVAILABILITY_ANSWERS.includes(r.answer) ? r.answer : null;
    entry.counts[answer ?? 'unanswered'] += r.n;
    if (r.mine) {
      entry.asked = true;
      entry.mine = answer;
    }
    byId.set(r.id, entry);
  }
  return ids.flatMap((id) => {
    const e = byId.get(id);
    if (!e || (caller.kind === 'coach' ? !e.coached : !e.asked)) return [];
    return [{ kind, id, counts: e.counts, mine: caller.kind === 'player' ? e.mine : null, closed: e.closed }];
  });
}
