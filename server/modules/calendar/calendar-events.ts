import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  type CalendarEvent,
  type CalendarEventInput,
  type NewCalendarEventInput,
  type SeriesScope,
} from '../../../contract/calendar';
import { weeklyStarts } from '../../../contract/calendar/series';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { calendarEvents } from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { planAsks } from '../availability/ask-schedule';
import { findCoachedTeamOfType } from '../teams/team-access';
import { type EventRow, instant, present } from './calendar-reads';

/** A coach's events: adding, editing and deleting them. */

/** A still-valid token of an account deleted since sign-in hits the foreign key: answer 404, not 500. */
export async function asOwner<T>(caller: Caller, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === '23503')
      throw appError(caller.kind === 'coach' ? 'coach_not_found' : 'player_not_found');
    throw err;
  }
}

/** The roster of the coach's team of that type; 400 when they do not coach one (another school's alike). */
async function coachedTeam(db: Db, caller: CoachCaller, teamType: number | null): Promise<number | null> {
  if (teamType === null) return null;
  const team = await findCoachedTeamOfType(db, caller, teamType);
  if (!team) throw appError('event_team_not_coached');
  return team.id;
}

/** A stored row with its team's type, as visibleEvents reads it. */
function withTeam(row: typeof calendarEvents.$inferSelect, teamType: number | null): EventRow {
  return { ...row, teamType };
}

/** POST /api/auth/addCalendarEvent: a new event of the calling coach, or a weekly series of them. */
export async function addEvent(
  db: Db,
  caller: CoachCaller,
  input: NewCalendarEventInput,
  now = new Date(),
): Promise<CalendarEvent> {
  const rosterId = await coachedTeam(db, caller, input.team);
  const start = instant(input.startTime);
  const length = instant(input.endTime).getTime() - start.getTime();
  const starts =
    input.repeatUntil === undefined ? [start] : weeklyStarts(start, input.repeatUntil, input.timeZone);
  if (!starts) throw appError('series_invalid');
  const [row] = await asOwner(caller, () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(calendarEvents)
        .values(
          starts.map((at) => ({
            coachId: caller.coachId,
            name: input.name,
            description: input.description,
            place: input.place,
            rosterId,
            startsAt: at,
            endsAt: new Date(at.getTime() + length),
          })),
        )
        .returning();
      rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      if (rows.length > 1) {
        const seriesId = rows[0]!.id;
        await tx
          .update(calendarEvents)
          .set({ seriesId })
          .where(
            inArray(
              calendarEvents.id,
              rows.map((r) => r.id),
            ),
          );
        for (const r of rows) r.seriesId = seriesId;
      }
      // The team's players are asked (availability): about the first event now when the coach
      // chose so (or the team's settings say so), about each by the team's reminders.
      for (const [i, r] of rows.entries()) {
        await planAsks(tx, { kind: 'event', id: r.id, rosterId, startsAt: r.startsAt }, now, {
          askNow: i === 0 ? input.ask : false,
        });
      }
      return rows;
    }),
  );
  return present(withTeam(row!, input.team), caller);
}

/**
 * PUT /api/auth/editCalendarEvent: replaces one of the coach's own events; 404 for anyone else's.
 * scope 'all' (an event of a series): every occurrence of the series not started yet, and this
 * one, get the fields and move by as much as this one moves (keeping the new length).
 */
export async function editEvent(
  db: Db,
  caller: CoachCaller,
  csaId: number,
  input: CalendarEventInput & { scope?: SeriesScope },
  now = new Date(),
): Promise<CalendarEvent> {
  const rosterId = await coachedTeam(db, caller, input.team);
  const mine = and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        startsAt: calendarEvents.startsAt,
        rosterId: calendarEvents.rosterId,
        seriesId: calendarEvents.seriesId,
      })
      .from(calendarEvents)
      .where(mine)
      .for('update');
    if (!before) throw appError('event_not_found');
    const start = instant(input.startTime);
    const shiftMs = start.getTime() - before.startsAt.getTime();
    const lengthMs = instant(input.endTime).getTime() - start.getTime();
    const targets = seriesTargets(
      caller,
      csaId,
      { id: input.scope === 'all' ? before.seriesId : null, from: before.startsAt },
      now,
    );
    const rows = await tx
      .update(calendarEvents)
      .set({
        name: input.name,
        description: input.description,
        place: input.place,
        rosterId,
        startsAt: sql`${calendarEvents.startsAt} + ${shiftMs} * interval '1 millisecond'`,
        endsAt: sql`${calendarEvents.startsAt} + ${shiftMs + lengthMs} * interval '1 millisecond'`,
        sequence: sql`${calendarEvents.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(targets)
      .returning();
    const row = rows.find((r) => r.id === csaId);
    if (!row) throw appError('event_not_found');
    // A moved event (or one moved to another team) asks again; other edits keep what was planned.
    const moved = shiftMs !== 0 || before.rosterId !== rosterId;
    for (const r of rows) {
      await planAsks(tx, { kind: 'event', id: r.id, rosterId, startsAt: r.startsAt }, now, {
        timeChanged: moved,
        askNow: r.id === csaId ? input.ask : false,
      });
    }
    return present(withTeam(row, input.team), caller);
  });
}

/** The coach's event, or with a series: it and every later occurrence of the series not started yet. */
function seriesTargets(
  caller: CoachCaller,
  csaId: number,
  series: { id: number | null; from: Date },
  now: Date,
) {
  const own = eq(calendarEvents.coachId, caller.coachId);
  if (series.id === null) return and(eq(calendarEvents.id, csaId), own);
  return and(
    own,
    eq(calendarEvents.seriesId, series.id),
    or(
      eq(calendarEvents.id, csaId),
      and(gt(calendarEvents.startsAt, now), gt(calendarEvents.startsAt, series.from)),
    ),
  );
}

/**
 * DELETE /api/auth/deleteCalendarEvent: removes one of the coach's own events (scope 'all': and
 * every occurrence of its series not started yet; those held keep their attendance); 404 for anyone else's.
 */
export async function deleteEvent(
  db: Db,
  caller: CoachCaller,
  csaId: number,
  scope: SeriesScope = 'one',
  now = new Date(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ seriesId: calendarEvents.seriesId, startsAt: calendarEvents.startsAt })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId)))
      .for('update');
    if (!row) throw appError('event_not_found');
    const gone = await tx
      .delete(calendarEvents)
      .where(
        seriesTargets(caller, csaId, { id: scope === 'all' ? row.seriesId : null, from: row.startsAt }, now),
      )
      .returning({ id: calendarEvents.id });
    return gone.map((g) => g.id).sort((a, b) => a - b);
  });
}
