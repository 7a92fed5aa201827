import { z } from 'zod';
import { formBoolean, idField, intField, skillLevelField } from '../common';

/**
 * Announcements and polls (SPEC.md: the mail-style app and the public message page).
 * An announcement goes to one audience (skill level): 1-4 a team, 5-7 a list of the school's
 * outreach contacts. Every recipient gets an SMS with a link to /u/{identifier}.
 */

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;
export const POLL_OPTION_MAX = 200;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const LABEL_NAME_MAX = 40;

/** A public message identifier: exactly 8 characters of [A-Za-z0-9]. */
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9]{8}$/;
export const identifierSchema = z
  .string()
  .regex(IDENTIFIER_PATTERN, { message: 'must be 8 letters or digits' });

export const ANNOUNCEMENT_FOLDERS = ['inbox', 'sent', 'trash'] as const;
export type AnnouncementFolder = (typeof ANNOUNCEMENT_FOLDERS)[number];
export const ANNOUNCEMENT_FILTERS = ['starred', 'important', 'polls'] as const;
export type AnnouncementFilter = (typeof ANNOUNCEMENT_FILTERS)[number];

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const isoTime = z.string();

export const announcementLabel = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type AnnouncementLabel = z.infer<typeof announcementLabel>;

export const deliveryCounts = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCounts>;

/** A list entry. Coach-only parts (flags, labels, delivery) are false/empty/null for a player. */
export const announcementSummary = z.object({
  id: z.number().int(),
  identifier: z.string(),
  skillLevel: z.number().int(),
  subject: z.string(),
  /** The start of the message, for the list. */
  preview: z.string(),
  /** When it was sent, ISO 8601 UTC. */
  time: isoTime,
  coach: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  /** Sent by the caller. */
  mine: z.boolean(),
  isPoll: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  trashed: z.boolean(),
  labels: z.array(announcementLabel),
  delivery: deliveryCounts.nullable(),
  /** The caller's poll answer (players), else null. */
  myAnswer: z.number().int().nullable(),
  /** Not opened by the caller yet (never for their own). */
  unread: z.boolean(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummary>;

/** The whole announcement: the answer of the detail read and of sending one. */
export const announcementDetail = announcementSummary.extend({
  message: z.string(),
  poll: z.object({ options: z.array(z.string()) }).nullable(),
  /** The public page sent by SMS: PUBLIC_URL/u/{identifier}. */
  link: z.string(),
});
export type AnnouncementDetail = z.infer<typeof announcementDetail>;

/** One page of a list of announcements. */
export const announcementListQuery = z.object({
  /** One audience; absent: every audience the caller can see (label and filter views). */
  skillLevel: skillLevelField.optional(),
  folder: z.enum(ANNOUNCEMENT_FOLDERS).default('inbox'),
  /** A label id of the calling coach. */
  label: idField.optional(),
  filter: z.enum(ANNOUNCEMENT_FILTERS).optional(),
  /** Words searched in subject and message. */
  q: z.string().trim().max(100).optional(),
  limit: intField(1, 200).default(50),
  offset: intField(0, 1_000_000).default(0),
});
export type AnnouncementListQuery = z.input<typeof announcementListQuery>;
export const announcementListReply = z.object({
  data: z.array(announcementSummary),
  total: z.number().int(),
});

export const announcementParams = z.object({ id: idField });

/** Announcements older than this no longer count as unread in the menu's badge. */
export const UNREAD_DAYS = 30;
/**
 * The menu badge of Announcements/Polls. The caller's
 * announcements of the last UNREAD_DAYS days not opened yet, and (players) polls not answered yet,
 * each counted once; their own, trashed and deleted ones never count.
 */
export const unreadCountReply = z.object({ unread: z.number().int() });

const pollOption = z.string().trim().min(1, { message: 'is required' }).max(POLL_OPTION_MAX);
const pollOptions = z
  .array(pollOption)
  .min(POLL_OPTIONS_MIN, { message: `needs at least ${POLL_OPTIONS_MIN} options` })
  .max(POLL_OPTIONS_MAX, { message: `allows at most ${POLL_OPTIONS_MAX} options` })
  .refine((opts) => new Set(opts.map((o) => o.toLowerCase())).size === opts.length, {
    message: 'options must differ',
  });

/**
 * A new announcement (JSON). A form may send the options as repeated
 * `pollOptions` fields instead of `poll.options`.
 */
export const createAnnouncementBody = z
  .object({
    skillLevel: skillLevelField,
    subject: z.string().trim().min(1, { message: 'is required' }).max(SUBJECT_MAX),
    message: z.string().trim().min(1, { message: 'is required' }).max(MESSAGE_MAX),
    poll: z.object({ options: pollOptions }).nullable().optional(),
    pollOptions: z.union([z.array(z.string()), z.string()]).optional(),
  })
  .transform((b, ctx) => {
    let options = b.poll?.options;
    if (!options && b.pollOptions !== undefined) {
      const parsed = pollOptions.safeParse(Array.isArray(b.pollOptions) ? b.pollOptions : [b.pollOptions]);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: ['pollOptions', ...issue.path], message: issue.message });
        return z.NEVER;
      }
      options = parsed.data;
    }
    return { skillLevel: b.skillLevel, subject: b.subject, message: b.message, pollOptions: options ?? null };
  });
export type CreateAnnouncementBody = z.input<typeof createAnnouncementBody>;

/** The calling coach's marks on an announcement; trashed=false restores from the trash. */
export const announcementFlagsBody = z
  .object({
    starred: formBoolean.optional(),
    important: formBoolean.optional(),
    trashed: formBoolean.optional(),
  })
  .refine((b) => b.starred !== undefined || b.important !== undefined || b.trashed !== undefined, {
    message: 'give starred, important or trashed',
  });

/** A delete sends an announcement to the trash first, from the trash for good. */
export const deleteAnnouncementReply = z.object({
  ok: z.literal(true),
  state: z.enum(['trashed', 'deleted']),
});

/** The audiences the caller can open, in SPEC.md's order. */
export const announcementAudience = z.object({
  skillLevel: z.number().int(),
  handle: z.string(),
  /** How many phones an announcement would reach (coach), else null. */
  recipients: z.number().int().nullable(),
});
export const announcementAudiencesReply = z.object({ data: z.array(announcementAudience) });

/** The calling coach's labels. */
export const announcementLabelsReply = z.object({ data: z.array(announcementLabel) });
export const createLabelBody = z.object({
  name: z.string().trim().min(1, { message: 'is required' }).max(LABEL_NAME_MAX),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour like #1e88e5' })
    .default('#757575'),
});
export const labelParams = z.object({ id: idField });
export const okReply = z.object({ ok: z.literal(true) });

/** Replaces the calling coach's labels on an announcement (form: repeated labelIds). */
export const setLabelsBody = z.object({
  labelIds: z
    .union([z.array(idField), idField.transform((id) => [id]), z.literal('').transform(() => [] as number[])])
    .refine((ids) => ids.length <= 50, { message: 'at most 50 labels' }),
});

/** An announcement's delivery (coach): one row per recipient phone. */
export const deliveryRecipient = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the next try is due (queued), ISO 8601 UTC. */
  nextAttemptAt: isoTime.nullable(),
  sentAt: isoTime.nullable(),
  updatedAt: isoTime,
});
export const deliveryReply = deliveryCounts.extend({
  announcementId: z.number().int(),
  /** Nothing left queued or sending. */
  done: z.boolean(),
  recipients: z.array(deliveryRecipient),
});
export type DeliveryReply = z.infer<typeof deliveryReply>;

/** A player's poll answer: the index of the chosen option. */
export const pollAnswerBody = z.object({ option: intField(0, POLL_OPTIONS_MAX - 1) });

/**
 * A poll's results. A coach gets counts, who answered what and
 * who has not answered; a player gets the options and their own answer (count, answers and
 * notAnswered are null).
 */
export const pollResultsReply = z.object({
  announcementId: z.number().int(),
  options: z.array(
    z.object({ index: z.number().int(), text: z.string(), count: z.number().int().nullable() }),
  ),
  answeredCount: z.number().int().nullable(),
  myAnswer: z.number().int().nullable(),
  answers: z
    .array(
      z.object({
        playerId: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        option: z.number().int(),
        answeredAt: isoTime,
      }),
    )
    .nullable(),
  notAnswered: z
    .array(z.object({ playerId: z.number().int(), firstName: z.string(), lastName: z.string() }))
    .nullable(),
});
export type PollResults = z.infer<typeof pollResultsReply>;

/** The public message page (SPEC.md section 7), no token. */
export const publicMessageParams = z.object({ identifier: identifierSchema });
export const publicMessageReply = z.object({
  /** '' on success. */
  err: z.literal(''),
  coach: z.string(),
  /** ISO 8601 UTC. */
  time: isoTime,
  message: z.string(),
  subject: z.string(),
  isPoll: z.boolean(),
  /** The audience (skill level 1-7): the web app routes a poll to /announcements/{handle}/{mailId}. */
  skillType: z.number().int(),
  /** The announcement's id in the announcements app. */
  mailId: z.number().int(),
});
export type PublicMessage = z.infer<typeof publicMessageReply>;
/** The public message page's 404: no message has the identifier. */
export const publicMessageMissing = z.object({ err: z.literal('none') });
