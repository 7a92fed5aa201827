import { and, asc, desc, eq, gt, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SubjectKind } from '../../../contract/availability';
import type { CoachCaller, PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  attendanceMarks,
  availabilitySubjects,
  calendarEvents,
  duals,
  matchPlayers,
  tennisMatches,
} from '../../db/schema/index';
import { readableTeams } from '../teams/team-access';
import { summaries } from './answer-summaries';
import { findSubject } from './availability-subjects';

/**
 * What availability leaves waiting for someone (issue 32's to-do): the asks a player has not answered,
 * and the practices and duals a coach has not taken attendance at. Teams through the one access rule
 * (team-access.ts); each statement by a team's (roster, start) index and the subject's unique link.
 */

export interface OpenSubject {
  kind: SubjectKind;
  id: number;
  name: string;
  teamType: number;
  startsAt: Date;
}

/** How far back a coach is reminded of attendance not taken. */
export const ATTENDANCE_DAYS = 14;
const DAY = 86_400_000;
/** At most this many of each kind (a to-do, not an archive). */
const LIMIT = 50;

const noMarks = (link: PgColumn, id: PgColumn) =>
  notExists(
    sql`(select 1 from ${availabilitySubjects} join ${attendanceMarks} on ${attendanceMarks.subjectId} = ${availabilitySubjects.id} where ${link} = ${id})`,
  );

/** The coach's team events and own duals that started in the last ATTENDANCE_DAYS days with no mark yet. */
export async function attendanceNotTaken(db: Db, caller: CoachCaller, now: Date): Promise<OpenSubject[]> {
  const teams = await readableTeams(db, caller);
  if (teams.length === 0) return [];
  const typeOf = new Map(teams.map((t) => [t.id, t.teamType]));
  const ids = [...typeOf.keys()];
  const since = new Date(now.getTime() - ATTENDANCE_DAYS * DAY);
  const [events, ownDuals] = await Promise.all([
    db
      .select({
        id: calendarEvents.id,
        name: calendarEvents.name,
        rosterId: calendarEvents.rosterId,
        startsAt: calendarEvents.startsAt,
      })
      .from(calendarEvents)
      .where(
        and(
          inArray(calendarEvents.rosterId, ids),
          gte(calendarEvents.startsAt, since),
          lte(calendarEvents.startsAt, now),
          noMarks(availabilitySubjects.eventId, calendarEvents.id),
        ),
      )
      .orderBy(desc(calendarEvents.startsAt))
      .limit(LIMIT),
    db
      .select({ id: duals.id, name: duals.opponentName, rosterId: duals.rosterId, startsAt: duals.startsAt })
      .from(duals)
      .where(
        and(
          inArray(duals.rosterId, ids),
          gte(duals.startsAt, since),
          lte(duals.startsAt, now),
          noMarks(availabilitySubjects.dualId, duals.id),
        ),
      )
      .orderBy(desc(duals.startsAt))
      .limit(LIMIT),
  ]);
  return [
    ...events.map((e) => ({
      kind: 'event' as const,
      id: e.id,
      name: e.name,
      teamType: typeOf.get(e.rosterId!) ?? 0,
      startsAt: e.startsAt,
    })),
    ...ownDuals.map((d) => ({
      kind: 'dual' as const,
      id: d.id,
      name: d.name,
      teamType: typeOf.get(d.rosterId) ?? 0,
      startsAt: d.startsAt,
    })),
  ];
}

/**
 * The player's team's coming events and duals, and their own coming matches, that they were asked about and have not answered while answers
 * are open (answer-summaries.ts decides who is asked, what counts as an answer and when answers close).
 */
export async function unansweredAsks(db: Db, caller: PlayerCaller, now: Date): Promise<OpenSubject[]> {
  const teams = await readableTeams(db, caller);
  if (teams.length === 0) return [];
  const typeOf = new Map(teams.map((t) => [t.id, t.teamType]));
  const ids = [...typeOf.keys()];
  const [events, teamDuals] = await Promise.all([
    db
      .select({
        id: calendarEvents.id,
        name: calendarEvents.name,
        rosterId: calendarEvents.rosterId,
        startsAt: calendarEvents.startsAt,
      })
      .from(calendarEvents)
      .innerJoin(availabilitySubjects, eq(availabilitySubjects.eventId, calendarEvents.id))
      .where(
        and(
          inArray(calendarEvents.rosterId, ids),
          gt(calendarEvents.startsAt, now),
          eq(availabilitySubjects.askedFor, calendarEvents.startsAt),
        ),
      )
      .orderBy(asc(calendarEvents.startsAt))
      .limit(LIMIT),
    db
      .select({ id: duals.id, name: duals.opponentName, rosterId: duals.rosterId, startsAt: duals.startsAt })
      .from(duals)
      .innerJoin(availabilitySubjects, eq(availabilitySubjects.dualId, duals.id))
      .where(
        and(
          inArray(duals.rosterId, ids),
          gt(duals.startsAt, now),
          eq(availabilitySubjects.askedFor, duals.startsAt),
        ),
      )
      .orderBy(asc(duals.startsAt))
      .limit(LIMIT),
  ]);
  // The player's own coming matches they were asked about (a match asks its players, not the team).
  const matches = await db
    .select({ id: tennisMatches.id, rosterId: tennisMatches.rosterId, startsAt: tennisMatches.matchAt })
    .from(matchPlayers)
    .innerJoin(tennisMatches, eq(tennisMatches.id, matchPlayers.matchId))
    .innerJoin(availabilitySubjects, eq(availabilitySubjects.matchId, tennisMatches.id))
    .where(
      and(
        eq(matchPlayers.playerId, caller.playerId),
        gt(tennisMatches.matchAt, now),
        eq(availabilitySubjects.askedFor, tennisMatches.matchAt),
      ),
    )
    .orderBy(asc(tennisMatches.matchAt))
    .limit(LIMIT);
  const open = async (
    kind: SubjectKind,
    rows: Array<{ id: number; name: string; rosterId: number | null; startsAt: Date }>,
  ) => {
    const waiting = new Set(
      (
        await summaries(
          db,
          caller,
          kind,
          rows.map((r) => r.id),
          now,
        )
      )
        .filter((s) => s.mine === null && !s.closed)
        .map((s) => s.id),
    );
    return rows
      .filter((r) => waiting.has(r.id))
      .map((r) => ({
        kind,
        id: r.id,
        name: r.name,
        teamType: typeOf.get(r.rosterId ?? 0) ?? 0,
        startsAt: r.startsAt,
      }));
  };
  // A match's name (its type and players) is read only for those still waiting.
  const waitingMatches = await open(
    'match',
    matches.map((m) => ({ ...m, name: '' })),
  );
  const namedMatches = await Promise.all(
    waitingMatches.map(async (m) => ({ ...m, name: (await findSubject(db, 'match', m.id))?.name ?? '' })),
  );
  return [...(await open('event', events)), ...(await open('dual', teamDuals)), ...namedMatches];
}
