import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { coaches, players, schools, teamRosters } from './school';

/**
 * An announcement (optionally a poll) to one audience: a team (skill level 1-4, roster_id set)
 * or one of the school's outreach lists (5-7). identifier is the public page's random 8 characters.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    identifier: text().notNull().unique(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    skillLevel: smallint().notNull(),
    rosterId: integer().references(() => teamRosters.id, { onDelete: 'cascade' }),
    coachId: integer()
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    message: text().notNull(),
    /** The poll's options in order; NULL when it is not a poll. */
    pollOptions: jsonb().$type<string[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_roster_created').on(t.rosterId, t.createdAt),
    index('announcements_school_level_created').on(t.schoolId, t.skillLevel, t.createdAt),
    check(
      'announcements_audience',
      sql`(${t.skillLevel} between 1 and 4 and ${t.rosterId} is not null) or (${t.skillLevel} between 5 and 7 and ${t.rosterId} is null)`,
    ),
  ],
);

/** A coach's own marks on an announcement: star, important, trash, gone for good from their view. */
export const announcementMarks = pgTable(
  'announcement_marks',
  {
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    coachId: integer()
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    starred: boolean().notNull().default(false),
    important: boolean().notNull().default(false),
    trashedAt: timestamp({ withTimezone: true }),
    hidden: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.coachId] }),
    index('announcement_marks_coach').on(t.coachId),
  ],
);

/** A coach-made label. */
export const announcementLabels = pgTable(
  'announcement_labels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer()
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('announcement_labels_coach_name').on(t.coachId, t.name)],
);

export const announcementLabelLinks = pgTable(
  'announcement_label_links',
  {
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    labelId: integer()
      .notNull()
      .references(() => announcementLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.labelId] }),
    index('announcement_label_links_label').on(t.labelId),
  ],
);

/**
 * Who has opened an announcement: exactly one of coach_id/player_id. The menu's badge counts the
 * caller's recent announcements without a row here (server/modules/announcements).
 */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    coachId: integer().references(() => coaches.id, { onDelete: 'cascade' }),
    playerId: integer().references(() => players.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('announcement_reads_announcement_coach').on(t.announcementId, t.coachId),
    unique('announcement_reads_announcement_player').on(t.announcementId, t.playerId),
    index('announcement_reads_coach').on(t.coachId),
    index('announcement_reads_player').on(t.playerId),
    check('announcement_reads_one_reader', sql`num_nonnulls(${t.coachId}, ${t.playerId}) = 1`),
  ],
);

/** A player's answer to a poll; one per player, changed in place. */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    optionIndex: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.playerId] })],
);

/**
 * One SMS to deliver (the outbox of announcements): written in the announcement's transaction,
 * sent by the background worker (server/jobs/sms-delivery.ts). status: queued -> sending ->
 * sent | failed; a 'sending' job whose lease (locked_until) ran out belonged to a process that
 * stopped mid-send and is queued again. attempts counts claims and fences a late worker's update.
 * provider_message_id is the provider's id of the message sent (Twilio's SID): a retry first asks
 * the provider for an accepted message nobody has claimed yet, so one message is never two jobs'.
 */
export const smsJobs = pgTable(
  'sms_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The announcement the text belongs to; null for a text of another feature (see dedupeKey). */
    announcementId: integer().references(() => announcements.id, { onDelete: 'cascade' }),
    /**
     * A text not tied to an announcement names itself (e.g. `challenge:12:issued:+15551234567`):
     * enqueuing the same key twice yields one row and one SMS (server/jobs/texts.ts).
     */
    dedupeKey: text(),
    phone: text().notNull(),
    name: text().notNull(),
    body: text().notNull(),
    status: text({ enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    providerMessageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sms_jobs_announcement_phone').on(t.announcementId, t.phone),
    uniqueIndex('sms_jobs_provider_message').on(t.providerMessageId),
    uniqueIndex('sms_jobs_dedupe_key').on(t.dedupeKey),
    index('sms_jobs_due').on(t.status, t.nextAttemptAt),
    check('sms_jobs_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('sms_jobs_owner', sql`${t.announcementId} is not null or ${t.dedupeKey} is not null`),
  ],
);
