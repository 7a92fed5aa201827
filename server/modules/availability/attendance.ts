import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  type AttendanceReply,
  type RatesReply,
  type SubjectKind,
  attendanceRate,
  defaultMark,
  seasonStart,
} from '../../../contract/availability';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { attendanceMarks, players, rosterPlayers, seasons } from '../../db/schema/index';
import { appError } from '../../errors';
import { readableTeamOfType } from '../teams/team-access';
import { currentAnswers } from './availability-answers';
import {
  askedPlayers,
  coachedSubject,
  presentSubject,
  subjectRowId,
  type Subject,
} from './availability-subjects';

/** The coach's attendance at practices (team events) and duals, and each player's season rate. */

function takesAttendance(subject: Subject): void {
  if (subject.kind === 'match') throw appError('attendance_not_taken');
}

/**
 * An archived season's event or dual takes no more marks (issue 37): one rule for both kinds, by date,
 * as the rollover archives duals: held before the first day of its team's current season (seasons_current).
 * Calendar events carry no season id; a team without a season row yet has no archived season.
 */
async function refuseArchived(db: Db, subject: Subject): Promise<void> {
  const [current] = await db
    .select({ startsOn: seasons.startsOn })
    .from(seasons)
    .where(and(eq(seasons.rosterId, subject.rosterId), isNull(seasons.archivedAt)));
  if (current && subject.startsAt.getTime() < Date.parse(`${current.startsOn}T00:00:00Z`))
    throw appError('season_archived');
}

/** GET /api/auth/availability/{kind}/{id}/attendance: each asked player's mark, or the default from their answer. */
export async function readAttendance(
  db: Db,
  caller: CoachCaller,
  kind: SubjectKind,
  id: number,
  now: Date,
): Promise<AttendanceReply> {
  const subject = await coachedSubject(db, caller, kind, id);
  takesAttendance(subject);
  const [asked, answers, marks] = await Promise.all([
    askedPlayers(db, subject),
    currentAnswers(db, subject),
    subject.rowId === null
      ? Promise.resolve([])
      : db.select().from(attendanceMarks).where(eq(attendanceMarks.subjectId, subject.rowId)),
  ]);
  const marked = new Map(marks.map((m) => [m.playerId, m.mark]));
  return {
    subject: presentSubject(subject, now),
    open: now.getTime() >= subject.startsAt.getTime(),
    players: asked.map((p) => {
      const answer = answers.get(p.id)?.answer ?? null;
      const mark = marked.get(p.id);
      return { id: p.id, name: p.name, answer, mark: mark ?? defaultMark(answer), saved: mark !== undefined };
    }),
  };
}

/** PUT /api/auth/availability/{kind}/{id}/attendance: saves the given marks (all asked players of the event). */
export async function saveAttendance(
  db: Db,
  caller: CoachCaller,
  kind: SubjectKind,
  id: number,
  marks: ReadonlyArray<{ playerId: number; mark: AttendanceMark }>,
  now: Date,
): Promise<AttendanceReply> {
  const subject = await coachedSubject(db, caller, kind, id);
  takesAttendance(subject);
  // Next week's practice must not count in the season rate before it is held.
  if (now.getTime() < subject.startsAt.getTime()) throw appError('attendance_too_early');
  await refuseArchived(db, subject);
  const asked = new Set((await askedPlayers(db, subject)).map((p) => p.id));
  if (!marks.every((m) => asked.has(m.playerId))) throw appError('attendance_player_not_asked');
  const unique = [...new Map(marks.map((m) => [m.playerId, m])).values()];
  await db.transaction(async (tx) => {
    const subjectId = await subjectRowId(tx, subject);
    await tx
      .insert(attendanceMarks)
      .values(
        unique.map((m) => ({
          subjectId,
          playerId: m.playerId,
          mark: m.mark,
          heldAt: subject.startsAt,
          markedBy: caller.coachId,
          markedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [attendanceMarks.subjectId, attendanceMarks.playerId],
        set: {
          mark: sql`excluded.mark`,
          heldAt: sql`excluded.held_at`,
          markedBy: sql`excluded.marked_by`,
          markedAt: sql`excluded.marked_at`,
        },
      });
  });
  return readAttendance(db, caller, kind, id, now);
}

/**
 * Each player's marks of the events held from `from` (and before `until`, when given), counted by
 * mark, with the rate (contract attendanceRate): the season rates below and the seasons module's
 * team statistics of a past season (issue 37). One statement (attendance_marks_player_held).
 */
export async function attendanceCounts(
  db: Db,
  playerIds: readonly number[],
  from: Date,
  until?: Date,
): Promise<Map<number, Record<AttendanceMark, number> & { rate: number | null }>> {
  const rows =
    playerIds.length === 0
      ? []
      : await db
          .select({
            playerId: attendanceMarks.playerId,
            mark: attendanceMarks.mark,
            n: sql<number>`count(*)::int`,
          })
          .from(attendanceMarks)
          .where(
            and(
              inArray(attendanceMarks.playerId, [...playerIds]),
              gte(attendanceMarks.heldAt, from),
              until ? lt(attendanceMarks.heldAt, until) : undefined,
            ),
          )
          .groupBy(attendanceMarks.playerId, attendanceMarks.mark);
  const out = new Map<number, Record<AttendanceMark, number> & { rate: number | null }>();
  for (const id of playerIds) {
    const counts = Object.fromEntries(ATTENDANCE_MARKS.map((m) => [m, 0])) as Record<AttendanceMark, number>;
    for (const r of rows) if (r.playerId === id) counts[r.mark] = Number(r.n);
    out.set(id, { ...counts, rate: attendanceRate(counts) });
  }
  return out;
}

/** Each player's marks of the season so far, with the rate (contract attendanceRate). */
async function rates(db: Db, people: Array<{ id: number; name: string }>, now: Date): Promise<RatesReply> {
  const season = seasonStart(now);
  const counts = await attendanceCounts(
    db,
    people.map((p) => p.id),
    season,
  );
  return {
    season: season.toISOString().slice(0, 10),
    data: people.map((p) => ({ id: p.id, name: p.name, ...counts.get(p.id)! })),
  };
}

const personName = sql<string>`trim(${players.firstName} || ' ' || ${players.lastName})`;

/** GET /api/auth/availability/team/{team}/attendance: the roster's season rates (coaches; a player sees their own row only). */
export async function teamRates(db: Db, caller: Caller, teamType: number, now: Date): Promise<RatesReply> {
  const team = await readableTeamOfType(db, caller, teamType);
  const roster = await db
    .select({ id: players.id, name: personName })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(eq(rosterPlayers.rosterId, team.id));
  const people = caller.kind === 'coach' ? roster : roster.filter((p) => p.id === caller.playerId);
  return rates(db, people, now);
}

/** GET /api/auth/availability/my-attendance: the calling player's own season rate. */
export async function myRate(db: Db, playerId: number, now: Date): Promise<RatesReply> {
  const [me] = await db
    .select({ id: players.id, name: personName })
    .from(players)
    .where(eq(players.id, playerId));
  if (!me) throw appError('player_not_found');
  return rates(db, [me], now);
}
