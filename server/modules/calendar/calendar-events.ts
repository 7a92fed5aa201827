import { and, eq, sql } from 'drizzle-orm';
import { type CalendarEvent, type CalendarEventInput } from '../../../contract/calendar';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { calendarEvents } from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { planAsks } from '../availability/ask-schedule';
import { findCoachedTeamOfType } from '../ladder/team-access';
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

/** POST /api/auth/addCalendarEvent: a new event of the calling coach. */
export async function addEvent(
  db: Db,
  caller: CoachCaller,
  input: CalendarEventInput,
  now = new Date(),
): Promise<CalendarEvent> {
  const rosterId = await coachedTeam(db, caller, input.team);
  const [row] = await asOwner(caller, () =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await tx
        .insert(calendarEvents)
        .values({
          coachId: caller.coachId,
          name: input.name,
          description: input.description,
          place: input.place,
          rosterId,
          startsAt: instant(input.startTime),
          endsAt: instant(input.endTime),
        })
        .returning();
      // The team's players are asked (availability), as its reminder settings say.
      await planAsks(tx, { kind: 'event', id: rows[0]!.id, rosterId, startsAt: rows[0]!.startsAt }, now);
      return rows;
    }),
  );
  return present(withTeam(row!, input.team), caller);
}

/** PUT /api/auth/editCalendarEvent: replaces one of the coach's own events; 404 for anyone else's. */
export async function editEvent(
  db: Db,
  caller: CoachCaller,
  csaId: number,
  input: CalendarEventInput,
  now = new Date(),
): Promise<CalendarEvent> {
  const rosterId = await coachedTeam(db, caller, input.team);
  const mine = and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId));
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx
      .select({ startsAt: calendarEvents.startsAt, rosterId: calendarEvents.rosterId })
      .from(calendarEvents)
      .where(mine)
      .for('update');
    if (!before) throw appError('event_not_found');
    const [row] = await tx
      .update(calendarEvents)
      .set({
        name: input.name,
        description: input.description,
        place: input.place,
        rosterId,
        startsAt: instant(input.startTime),
        endsAt: instant(input.endTime),
        sequence: sql`${calendarEvents.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(mine)
      .returning();
    if (!row) throw appError('event_not_found');
    // A moved event (or one moved to another team) asks again; other edits keep what was planned.
    const moved = before.startsAt.getTime() !== row.startsAt.getTime() || before.rosterId !== row.rosterId;
    await planAsks(tx, { kind: 'event', id: row.id, rosterId, startsAt: row.startsAt }, now, {
      timeChanged: moved,
    });
    return present(withTeam(row, input.team), caller);
  });
}

/** DELETE /api/auth/deleteCalendarEvent: removes one of the coach's own events; 404 for anyone else's. */
export async function deleteEvent(db: Db, caller: CoachCaller, csaId: number): Promise<number> {
  const [row] = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId)))
    .returning({ id: calendarEvents.id });
  if (!row) throw appError('event_not_found');
  return row.id;
}
