import { z } from 'zod';
import { idField, teamTypeField } from '../common';
import { calendarTimeField } from '../calendar';

/**
 * Availability, attendance and reminders (issue 22). Every calendar event for a team, every
 * scheduled match (and every dual match) asks its players — the team's roster, or the match's
 * players — Going / Maybe / Not going with an optional note. Times are 'YYYY-MM-DD HH:mm' UTC
 * like the calendar's.
 */

export const AVAILABILITY_ANSWERS = ['going', 'maybe', 'not_going'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

export const ATTENDANCE_MARKS = ['present', 'late', 'excused', 'absent'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** What asks: a calendar event (csa_id), a tennis match or a dual match. */
export const SUBJECT_KINDS = ['event', 'match', 'dual'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export const ANSWER_NOTE_MAX = 280;
/** Reminders a team may ask before each event: at most this many, each 1 to 336 hours (two weeks) before. */
export const REMINDERS_MAX = 4;
export const REMINDER_HOURS_MAX = 336;
/** "Remind the others now" at most once per this many minutes per event. */
export const REMIND_NOW_MINUTES = 60;
/** The summaries one call may ask for. */
export const SUMMARY_IDS_MAX = 200;

/**
 * The default mark of a player the coach has not marked yet, from their answer: who said going
 * or maybe is present, who said not going is excused, who did not answer is absent.
 */
export function defaultMark(answer: AvailabilityAnswer | null): AttendanceMark {
  if (answer === 'going' || answer === 'maybe') return 'present';
  if (answer === 'not_going') return 'excused';
  return 'absent';
}

/**
 * A season's attendance rate: present and late count as attended; excused marks are left out;
 * null when nothing counts yet.
 */
export function attendanceRate(counts: Record<AttendanceMark, number>): number | null {
  const attended = counts.present + counts.late;
  const counted = attended + counts.absent;
  return counted === 0 ? null : attended / counted;
}

/** The season a day belongs to: a school year, from August 1 (UTC). */
export function seasonStart(now: Date): Date {
  const year = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 7, 1));
}

export const subjectParams = z.object({
  kind: z.enum(SUBJECT_KINDS),
  id: idField,
});
export type SubjectParams = z.output<typeof subjectParams>;

export const answerBody = z.object({
  answer: z.enum(AVAILABILITY_ANSWERS),
  note: z.string().trim().max(ANSWER_NOTE_MAX).default(''),
});
export type AnswerBody = z.input<typeof answerBody>;

/** The time answers close, or null for none (then they close at the start). */
export const deadlineBody = z.object({ deadline: calendarTimeField.nullable() });

export const reminderSettings = z.object({
  /** Ask every player as soon as an event is created (or moved). */
  onCreate: z.boolean(),
  /** Ask who has not answered this many hours before the start, each once. */
  hoursBefore: z
    .array(z.number().int().min(1).max(REMINDER_HOURS_MAX))
    .max(REMINDERS_MAX)
    .transform((hours) => [...new Set(hours)].sort((a, b) => b - a)),
});
export type ReminderSettings = z.output<typeof reminderSettings>;
/** The settings as answered. */
export const reminderSettingsReply = z.object({
  onCreate: z.boolean(),
  hoursBefore: z.array(z.number().int()),
});
export const teamParams = z.object({ team: teamTypeField });

export const counts = z.object({
  going: z.number().int(),
  maybe: z.number().int(),
  not_going: z.number().int(),
  unanswered: z.number().int(),
});
export type AnswerCounts = z.infer<typeof counts>;

export const subjectInfo = z.object({
  kind: z.enum(SUBJECT_KINDS),
  id: z.number().int(),
  name: z.string(),
  /** Team type, or null for a dual's opponent-less shape. */
  team: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** When answers close ('YYYY-MM-DD HH:mm' UTC); null: at the start. */
  deadline: z.string().nullable(),
  /** Answers are closed (the deadline or the start passed). */
  closed: z.boolean(),
});
export type SubjectInfo = z.infer<typeof subjectInfo>;

export const playerAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
  /** The player's note: shown to the coaches and to the player who wrote it only. */
  note: z.string(),
  answeredAt: z.string().nullable(),
  /** Issue 34: the guardian who answered for the player, or null (the player answered). */
  givenBy: z.string().nullable().optional(),
});
export type PlayerAnswer = z.infer<typeof playerAnswer>;

/** One practice's, match's or dual's availability. */
export const availabilityReply = z.object({
  subject: subjectInfo,
  counts,
  players: z.array(playerAnswer),
  /** The caller's own answer (players), else null. */
  mine: playerAnswer.nullable(),
  /**
   * The players were asked (a first ask texted) for the current start: the coach's send is then a
   * reminder ("remind the others now"); before it, the first ask ("send now").
   */
  asked: z.boolean(),
  /** Coaches: when "remind the others now" may be pressed again (null: now). */
  remindAgainAt: z.string().nullable(),
  /** Attendance is taken for this kind (events and duals). */
  attendance: z.boolean(),
});
export type AvailabilityReply = z.infer<typeof availabilityReply>;

/** The counts of several (kind, ids=1,2), for a calendar. */
export const summariesQuery = z.object({
  kind: z.enum(SUBJECT_KINDS),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { message: 'must be ids separated by commas' })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= SUMMARY_IDS_MAX, { message: `at most ${SUMMARY_IDS_MAX} ids` })
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), { message: 'must be ids' }),
});
export const summariesReply = z.object({
  data: z.array(
    z.object({
      kind: z.enum(SUBJECT_KINDS),
      id: z.number().int(),
      counts,
      mine: z.enum(AVAILABILITY_ANSWERS).nullable(),
      closed: z.boolean(),
    }),
  ),
});
export type SubjectSummary = z.infer<typeof summariesReply>['data'][number];

export const remindReply = z.object({ sent: z.number().int(), remindAgainAt: z.string() });

/** What a signed link answers, signed out. */
export const linkReply = z.object({
  subject: subjectInfo,
  player: z.object({ id: z.number().int(), name: z.string() }),
  answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
  note: z.string(),
});
export type LinkReply = z.infer<typeof linkReply>;
export const linkParams = z.object({ token: z.string().min(1).max(200) });

export const attendanceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
  mark: z.enum(ATTENDANCE_MARKS),
  /** false: the mark is the default from the answer, not saved yet. */
  saved: z.boolean(),
});
export const attendanceReply = z.object({
  subject: subjectInfo,
  /** Marks may be saved: the event has started (before it, they are refused: attendance_too_early). */
  open: z.boolean(),
  players: z.array(attendanceRow),
});
export type AttendanceReply = z.infer<typeof attendanceReply>;
export const attendanceBody = z.object({
  marks: z
    .array(z.object({ playerId: idField, mark: z.enum(ATTENDANCE_MARKS) }))
    .min(1)
    .max(200),
});
export type AttendanceBody = z.input<typeof attendanceBody>;

export const rateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  present: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  absent: z.number().int(),
  /** 0..1, or null when nothing counts yet. */
  rate: z.number().nullable(),
});
export type RateRow = z.infer<typeof rateRow>;
/** A team's attendance rates, or the calling player's own. */
export const ratesReply = z.object({ season: z.string(), data: z.array(rateRow) });
export type RatesReply = z.infer<typeof ratesReply>;
