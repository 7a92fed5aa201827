import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AttendanceMark, AvailabilityAnswer } from '../../../contract/availability';
import { calendarEvents } from './calendar';
import { duals } from './duals';
import { guardians } from './guardians';
import { tennisMatches } from './matches';
import { coaches, players, teamRosters } from './school';

/**
 * What asks its players (issue 22): one row per calendar event, tennis match or dual match that
 * has been asked, answered, reminded or marked; exactly one of event_id / match_id / dual_id.
 * Deleting the event or match deletes its row and, through it, its answers and marks. Written only
 * by server/modules/availability.
 */
export const availabilitySubjects = pgTable(
  'availability_subjects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .unique()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    matchId: integer()
      .unique()
      .references(() => tennisMatches.id, { onDelete: 'cascade' }),
    dualId: integer()
      .unique()
      .references(() => duals.id, { onDelete: 'cascade' }),
    /** Answers close then; null: at the start. */
    deadline: timestamp({ withTimezone: true }),
    /** The last "remind the others now". */
    remindedAt: timestamp({ withTimezone: true }),
    /** The start the players were first asked for (an ask text sent); a moved event is not asked yet. */
    askedFor: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('availability_subjects_one', sql`num_nonnulls(${t.eventId}, ${t.matchId}, ${t.dualId}) = 1`)],
);

/**
 * A player's answer. for_start is the start the answer was given for: when the event moves, the
 * answers given for the old time no longer count (a moved event asks again).
 */
export const availabilityAnswers = pgTable(
  'availability_answers',
  {
    subjectId: integer()
      .notNull()
      .references(() => availabilitySubjects.id, { onDelete: 'cascade' }),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    answer: text().$type<AvailabilityAnswer>().notNull(),
    note: text().notNull().default(''),
    forStart: timestamp({ withTimezone: true }).notNull(),
    /** 'app', 'link' (the SMS's signed link) or 'guardian' (issue 34: given_by_guardian_id answered for the player). */
    via: text().notNull(),
    givenByGuardianId: integer().references(() => guardians.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.playerId] }),
    index('availability_answers_player').on(t.playerId),
    check('availability_answers_answer', sql`${t.answer} in ('going', 'maybe', 'not_going')`),
    check('availability_answers_via', sql`${t.via} in ('app', 'link', 'guardian')`),
    index('availability_answers_guardian').on(t.givenByGuardianId),
  ],
);

/** The coach's attendance mark of a player at a practice or dual; held_at is the event's start (the season it counts in). */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    subjectId: integer()
      .notNull()
      .references(() => availabilitySubjects.id, { onDelete: 'cascade' }),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    mark: text().$type<AttendanceMark>().notNull(),
    heldAt: timestamp({ withTimezone: true }).notNull(),
    markedBy: integer().references(() => coaches.id, { onDelete: 'set null' }),
    markedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.playerId] }),
    index('attendance_marks_player_held').on(t.playerId, t.heldAt),
    index('attendance_marks_marked_by').on(t.markedBy),
    check('attendance_marks_mark', sql`${t.mark} in ('present', 'late', 'excused', 'absent')`),
  ],
);

/** When a team's events ask (contract/availability.ts ReminderSettings); no row: never by themselves. */
export const availabilityReminders = pgTable('availability_reminders', {
  rosterId: integer()
    .primaryKey()
    .references(() => teamRosters.id, { onDelete: 'cascade' }),
  onCreate: boolean().notNull(),
  hoursBefore: jsonb().$type<number[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
