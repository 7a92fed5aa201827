import { and, asc, eq, sql } from 'drizzle-orm';
import { MATCH_CALENDAR_MINUTES, formatCalendarTime } from '../../../contract/calendar';
import { MATCH_TYPE_HANDLES } from '../../../contract/matches';
import type { SubjectInfo, SubjectKind } from '../../../contract/availability';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  availabilitySubjects,
  calendarEvents,
  duals,
  matchPlayers,
  players,
  rosterPlayers,
  tennisMatches,
  teamRosters,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { coachesTeam } from '../teams/team-access';

/**
 * What asks its players: a calendar event for a team, or a tennis match, read straight from its
 * owner's table (availability never writes those). The asked players are the team's roster (an
 * event) or the match's players; an event for no team asks no one.
 */

export interface Subject {
  kind: SubjectKind;
  id: number;
  name: string;
  /** Where it happens, as written ('' when not known); the ask text carries it. */
  place: string;
  rosterId: number;
  teamType: number;
  startsAt: Date;
  endsAt: Date;
  /** The availability_subjects row, once there is one. */
  rowId: number | null;
  deadline: Date | null;
  remindedAt: Date | null;
  /** The start the players were first asked for; asked for the current time when it equals startsAt. */
  askedFor: Date | null;
}

export interface AskedPlayer {
  id: number;
  name: string;
  phone: string;
}

const MINUTE = 60_000;
/** How long a dual is taken to last (answers close and links expire at its end). */
export const DUAL_MINUTES = 240;

const subjectRow = {
  rowId: availabilitySubjects.id,
  deadline: availabilitySubjects.deadline,
  remindedAt: availabilitySubjects.remindedAt,
  askedFor: availabilitySubjects.askedFor,
};

/** The subject (its current time and team), or undefined when it does not exist or asks no one. */
export async function findSubject(db: Db, kind: SubjectKind, id: number): Promise<Subject | undefined> {
  if (kind === 'event') {
    const [row] = await db
      .select({
        name: calendarEvents.name,
        place: calendarEvents.place,
        rosterId: calendarEvents.rosterId,
        teamType: teamRosters.teamType,
        startsAt: calendarEvents.startsAt,
        endsAt: calendarEvents.endsAt,
        ...subjectRow,
      })
      .from(calendarEvents)
      .innerJoin(teamRosters, eq(teamRosters.id, calendarEvents.rosterId))
      .leftJoin(availabilitySubjects, eq(availabilitySubjects.eventId, calendarEvents.id))
      .where(eq(calendarEvents.id, id));
    if (!row || row.rosterId === null) return undefined;
    return { kind, id, ...row, rosterId: row.rosterId };
  }
  if (kind === 'match') {
    const [row] = await db
      .select({
        matchType: tennisMatches.matchType,
        rosterId: tennisMatches.rosterId,
        teamType: teamRosters.teamType,
        startsAt: tennisMatches.matchAt,
        ...subjectRow,
      })
      .from(tennisMatches)
      .innerJoin(teamRosters, eq(teamRosters.id, tennisMatches.rosterId))
      .leftJoin(availabilitySubjects, eq(availabilitySubjects.matchId, tennisMatches.id))
      .where(eq(tennisMatches.id, id));
    if (!row) return undefined;
    const handle = MATCH_TYPE_HANDLES[row.matchType as 1 | 2 | 3] ?? 'match';
    const names = (await askedPlayers(db, { kind, id, rosterId: row.rosterId })).map((p) => p.name);
    return {
      kind,
      id,
      name: `${handle[0]!.toUpperCase()}${handle.slice(1)} match: ${names.join(', ')}`,
      place: '',
      rosterId: row.rosterId,
      teamType: row.teamType,
      startsAt: row.startsAt,
      endsAt: new Date(row.startsAt.getTime() + MATCH_CALENDAR_MINUTES * MINUTE),
      rowId: row.rowId,
      deadline: row.deadline,
      remindedAt: row.remindedAt,
      askedFor: row.askedFor,
    };
  }
  if (kind === 'dual') {
    const [row] = await db
      .select({
        opponent: duals.opponentName,
        place: duals.place,
        rosterId: duals.rosterId,
        teamType: teamRosters.teamType,
        startsAt: duals.startsAt,
        ...subjectRow,
      })
      .from(duals)
      .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
      .leftJoin(availabilitySubjects, eq(availabilitySubjects.dualId, duals.id))
      .where(eq(duals.id, id));
    if (!row) return undefined;
    const { opponent, ...rest } = row;
    return {
      kind,
      id,
      name: `Dual match vs ${opponent}`,
      ...rest,
      endsAt: new Date(row.startsAt.getTime() + DUAL_MINUTES * MINUTE),
    };
  }
  return undefined;
}

/** The players the subject asks, by name. */
export async function askedPlayers(
  db: Db,
  subject: Pick<Subject, 'kind' | 'id' | 'rosterId'>,
): Promise<AskedPlayer[]> {
  const person = {
    id: players.id,
    name: sql<string>`trim(${players.firstName} || ' ' || ${players.lastName})`,
    phone: players.phone,
  };
  if (subject.kind === 'match') {
    return db
      .select(person)
      .from(matchPlayers)
      .innerJoin(players, eq(players.id, matchPlayers.playerId))
      .where(eq(matchPlayers.matchId, subject.id))
      .orderBy(asc(matchPlayers.slot));
  }
  return db
    .select(person)
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(eq(rosterPlayers.rosterId, subject.rosterId))
    .orderBy(asc(players.firstName), asc(players.lastName), asc(players.id));
}

/** May the caller see the subject: a coach of its team, or a player it asks. 404 otherwise (do not reveal which). */
export async function readableSubject(
  db: Db,
  caller: Caller,
  kind: SubjectKind,
  id: number,
): Promise<Subject> {
  const subject = await findSubject(db, kind, id);
  if (!subject) throw appError('availability_not_found');
  if (caller.kind === 'coach') {
    if (!(await coachesSubjectTeam(db, caller, subject))) throw appError('availability_not_found');
    return subject;
  }
  const asked = await askedPlayers(db, subject);
  if (!asked.some((p) => p.id === caller.playerId)) throw appError('availability_not_found');
  return subject;
}

/** A subject of a team the coach coaches; 404 otherwise. */
export async function coachedSubject(
  db: Db,
  caller: Extract<Caller, { kind: 'coach' }>,
  kind: SubjectKind,
  id: number,
): Promise<Subject> {
  const subject = await findSubject(db, kind, id);
  if (!subject || !(await coachesSubjectTeam(db, caller, subject))) throw appError('availability_not_found');
  return subject;
}

async function coachesSubjectTeam(
  db: Db,
  caller: Extract<Caller, { kind: 'coach' }>,
  subject: Subject,
): Promise<boolean> {
  const [team] = await db
    .select({ id: teamRosters.id })
    .from(teamRosters)
    .where(and(eq(teamRosters.id, subject.rosterId), coachesTeam(caller)));
  return team !== undefined;
}

/** The subject's availability_subjects row id, made on first need. */
export async function subjectRowId(db: Db, subject: Pick<Subject, 'kind' | 'id' | 'rowId'>): Promise<number> {
  if (subject.rowId !== null) return subject.rowId;
  const column =
    subject.kind === 'event'
      ? availabilitySubjects.eventId
      : subject.kind === 'match'
        ? availabilitySubjects.matchId
        : availabilitySubjects.dualId;
  const values =
    subject.kind === 'event'
      ? { eventId: subject.id }
      : subject.kind === 'match'
        ? { matchId: subject.id }
        : { dualId: subject.id };
  await db.insert(availabilitySubjects).values(values).onConflictDoNothing();
  const [row] = await db
    .select({ id: availabilitySubjects.id })
    .from(availabilitySubjects)
    .where(eq(column, subject.id));
  return row!.id;
}

/** The players were asked (a first ask sent) for the subject's current start. */
export function askedForCurrentStart(subject: Pick<Subject, 'askedFor' | 'startsAt'>): boolean {
  return subject.askedFor !== null && subject.askedFor.getTime() === subject.startsAt.getTime();
}

/** Answers close at the deadline, or at the end when there is none. */
export function closesAt(subject: Subject): Date {
  return subject.deadline ?? subject.endsAt;
}

export function presentSubject(subject: Subject, now: Date): SubjectInfo {
  return {
    kind: subject.kind,
    id: subject.id,
    name: subject.name,
    team: subject.teamType,
    startTime: formatCalendarTime(subject.startsAt),
    endTime: formatCalendarTime(subject.endsAt),
    deadline: subject.deadline ? formatCalendarTime(subject.deadline) : null,
    closed: now.getTime() >= closesAt(subject).getTime(),
  };
}
