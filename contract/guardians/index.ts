import { z } from 'zod';
import { announcementSummary } from '../announcements';
import { AVAILABILITY_ANSWERS, answerBody, subjectParams } from '../availability';
import { calendarDual, calendarItem } from '../calendar';
import { challengeSchema } from '../challenges';
import { codeSchema, emailSchema, idField, intField, nameSchema, phoneSchema } from '../common';
import { tennisMatchSchema } from '../matches';

/**
 * Guardians linked to players (issue 34): a third kind of signed-in user (the token's `gid`), who
 * confirms each link to a child from an SMS, signs in by SMS code, reads only their confirmed
 * children and answers availability for them; every text to a minor player is copied to them.
 */

export const GUARDIAN_RELATIONS = ['mother', 'father', 'guardian', 'grandparent', 'other'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** A guardian added to a player by a coach of the player's team or by the player. */
export const addGuardianBody = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: z.union([z.literal(''), emailSchema]).default(''),
  relation: z.enum(GUARDIAN_RELATIONS),
});
export type AddGuardianBody = z.input<typeof addGuardianBody>;

export const playerParams = z.object({ playerId: idField });
export const linkParams = z.object({ playerId: idField, linkId: idField });

/**
 * One guardian of a player as the caller may see it: `phone` and `email` are given to the team's
 * coaches only (null for the player and for the guardian themselves reading another's link).
 */
export const guardianLink = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  name: z.string(),
  relation: z.enum(GUARDIAN_RELATIONS),
  confirmed: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type GuardianLink = z.infer<typeof guardianLink>;

/** What makes a player a minor (issue 34): a birth date, a graduation year, or the coach's mark. */
export const minorFacts = z.object({
  /** YYYY-MM-DD or null. */
  birthDate: z.iso.date().nullable(),
  graduationYear: intField(1990, 2100).nullable(),
  /** The coach marked the player a minor whatever the dates say. */
  minorMark: z.boolean(),
});
export type MinorFacts = z.output<typeof minorFacts>;
/** The same facts in a reply: plain values (a reply is encoded, and the body's number-from-text field cannot be). */
export const minorFactsReply = z.object({
  birthDate: z.iso.date().nullable(),
  graduationYear: z.number().int().nullable(),
  minorMark: z.boolean(),
});

export const playerGuardiansReply = z.object({
  player: z.object({ firstName: z.string(), lastName: z.string() }),
  data: z.array(guardianLink),
  minor: z.boolean(),
  facts: minorFactsReply,
});
export type PlayerGuardiansReply = z.infer<typeof playerGuardiansReply>;

/** The confirmation link's token (the SMS carries `/guardian/confirm/{token}`). */
export const confirmParams = z.object({ token: z.string().min(16).max(100) });
export const confirmReply = z.object({
  childFirstName: z.string(),
  guardianName: z.string(),
  relation: z.enum(GUARDIAN_RELATIONS),
  confirmed: z.boolean(),
});
export type ConfirmReply = z.infer<typeof confirmReply>;

/** The guardian's own sign-in: a code to a confirmed guardian's phone, then the code. */
export const guardianCodeBody = z.object({ sms: phoneSchema });
export const guardianCodeReply = z.object({ sent: z.literal(true) });
export const guardianLoginBody = z.object({ sms: phoneSchema, code: codeSchema });
export const guardianTokenReply = z.object({ token: z.string() });

/** One of the signed-in guardian's confirmed children. */
export const guardianChild = z.object({
  playerId: z.number().int(),
  linkId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  relation: z.enum(GUARDIAN_RELATIONS),
  /** The child's team (skill level 1-4), or null when on none. */
  teamType: z.number().int().nullable(),
  schoolName: z.string(),
  /** The child's ladder position, or null (N/A). */
  position: z.number().int().nullable(),
  /** The team's next calendar item (event, match or dual), or null. */
  next: calendarItem.nullable(),
});
export type GuardianChild = z.infer<typeof guardianChild>;
export const guardianChildrenReply = z.object({ name: z.string(), data: z.array(guardianChild) });
export type GuardianChildrenReply = z.infer<typeof guardianChildrenReply>;

/** One child's page: schedule, results, challenges and announcements, as the child's owning modules present them. */
export const guardianChildReply = z.object({
  child: guardianChild,
  upcoming: z.array(calendarItem),
  /** The child's published duals of the next 60 days with the child's lines (their lineups). */
  lineups: z.array(calendarDual),
  results: z.array(tennisMatchSchema),
  challenges: z.array(challengeSchema),
  announcements: z.array(announcementSummary),
});
export type GuardianChildReply = z.infer<typeof guardianChildReply>;

export const childSubjectParams = subjectParams.extend({ playerId: idField });
export const childAnswerBody = answerBody;
export const childAnswerReply = z.object({
  answer: z.enum(AVAILABILITY_ANSWERS),
  note: z.string(),
  /** Who gave the answer: the guardian's name. */
  givenBy: z.string(),
});

/** The audit log of the texts sent to minors (issue 34). */
export const messageLogParams = z.object({ rosterId: idField });
export const messageLogEntry = z.object({
  id: z.number().int(),
  sentAt: z.string(),
  playerId: z.number().int().nullable(),
  playerName: z.string(),
  /** What the text was (an announcement, a challenge step, a lineup, a reminder). */
  kind: z.string(),
  body: z.string(),
  copiedTo: z.array(z.object({ guardianId: z.number().int(), name: z.string() })),
});
export type MessageLogEntry = z.infer<typeof messageLogEntry>;
export const messageLogReply = z.object({ data: z.array(messageLogEntry) });
/** The same log as CSV (RFC 4180). */
export const messageLogCsv = z.string().describe('text/csv (RFC 4180)');

export const okReply = z.object({ ok: z.literal(true) });
