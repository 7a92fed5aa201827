import { z } from 'zod';
import { idField, teamTypeField } from '../common';
import { matchScoreField } from '../matches';

/**
 * Player challenges (issue 21): a player challenges a teammate placed above them on the ladder,
 * within the coach's maximum challenge positions; the defender accepts (with an agreed time) or
 * declines; either player reports the result, the other confirms it or disputes it (the coach then
 * settles it). Deadlines (answer, play, confirm) are enforced by the server's scheduled jobs. The
 * ladder moves only when a result is confirmed (or a challenge is forfeited). Teams are named by
 * their skill level (1-4), as the ladder's own calls do.
 *
 * Every step answers `challengeReply`, the challenge as it now is (contract/challenges/routes.ts).
 * Texts link to `{PUBLIC_URL}/challenges/{id}` (the web's challenge page). The ladder read's rows
 * carry `OpenChallenges` (contract/ladder).
 */

/** Open: still waiting for someone. Closed: nothing more happens. */
export const OPEN_CHALLENGE_STATUSES = ['issued', 'accepted', 'reported', 'disputed'] as const;
export const CLOSED_CHALLENGE_STATUSES = [
  'declined',
  'withdrawn',
  'cancelled',
  'confirmed',
  'forfeited',
  'expired',
] as const;
export const challengeStatusSchema = z.enum([...OPEN_CHALLENGE_STATUSES, ...CLOSED_CHALLENGE_STATUSES]);
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>;
export const isOpenChallenge = (s: ChallengeStatus) =>
  (OPEN_CHALLENGE_STATUSES as readonly string[]).includes(s);

/**
 * How a closed challenge ended for the ladder: `challenger_won` / `defender_won` (a confirmed or
 * settled result), `forfeit` (the defender declined or did not answer and the team counts that as
 * a forfeit: the challenger takes the place), `none` (nothing moves). Null while open.
 */
export const challengeOutcomeSchema = z.enum(['challenger_won', 'defender_won', 'forfeit', 'none']);
export type ChallengeOutcome = z.infer<typeof challengeOutcomeSchema>;

/** What the caller may do with a challenge now (the web shows these buttons only). */
export const challengeActionSchema = z.enum([
  'accept',
  'decline',
  'withdraw',
  'report',
  'confirm',
  'dispute',
  'cancel',
  'settle',
]);
export type ChallengeAction = z.infer<typeof challengeActionSchema>;

/** A coach's challenge rules for one team; a team without its own uses the defaults. */
export const challengeSettingsSchema = z.object({
  /** Days the defender has to accept or decline. */
  answerDays: z.number().int().min(1).max(30),
  /** Days to play after accepting. */
  playDays: z.number().int().min(1).max(60),
  /** Open challenges a player may have as challenger, and as defender. */
  maxOpenAsChallenger: z.number().int().min(1).max(5),
  maxOpenAsDefender: z.number().int().min(1).max(5),
  /** A decline is a forfeit (the challenger takes the place) or nothing. */
  declineCounts: z.enum(['forfeit', 'nothing']),
  /** No answer by the deadline: a forfeit or nothing. */
  unansweredCounts: z.enum(['forfeit', 'nothing']),
  /** An accepted challenge not played by its deadline expires; nothing moves. */
  unplayedCounts: z.enum(['expired']),
  /** Days the other player has to confirm a reported result before it is confirmed automatically. */
  confirmDays: z.number().int().min(1).max(14),
  /** Only the coach records results (players then neither report nor confirm). */
  coachRecordsResults: z.boolean(),
});
export type ChallengeSettings = z.infer<typeof challengeSettingsSchema>;

export const DEFAULT_CHALLENGE_SETTINGS: ChallengeSettings = {
  answerDays: 3,
  playDays: 7,
  maxOpenAsChallenger: 1,
  maxOpenAsDefender: 1,
  declineCounts: 'forfeit',
  unansweredCounts: 'forfeit',
  unplayedCounts: 'expired',
  confirmDays: 2,
  coachRecordsResults: false,
};

/** An instant, ISO 8601 with a zone (2026-11-27T16:00:00Z or +03:00). */
export const instantField = z.iso.datetime({ offset: true });
export const placeField = z.string().trim().max(200);

export const challengePlayerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The ladder position now; null when unplaced or no longer on the team. */
  position: z.number().int().nullable(),
});

export const challengeSchema = z.object({
  id: z.number().int(),
  skillLevel: z.number().int(),
  status: challengeStatusSchema,
  challenger: challengePlayerSchema,
  defender: challengePlayerSchema,
  /** What the challenger proposed (optional). */
  proposedAt: z.string().nullable(),
  proposedPlace: z.string().nullable(),
  /** What was agreed on acceptance. */
  agreedAt: z.string().nullable(),
  place: z.string().nullable(),
  /**
   * The current step's deadline: answer (issued), play (accepted), confirm (reported); null when
   * disputed (the coach decides) or closed.
   */
  deadlineAt: z.string().nullable(),
  /** The reported (or settled) result: winner and score as saved (side 1 = challenger). */
  report: z
    .object({
      winnerId: z.number().int(),
      score: z.string(),
      reportedBy: z.enum(['challenger', 'defender', 'coach']),
      reportedAt: z.string(),
    })
    .nullable(),
  disputeReason: z.string().nullable(),
  outcome: challengeOutcomeSchema.nullable(),
  /** The challenge match in the team's match list (made on acceptance, result saved on confirmation). */
  matchId: z.number().int().nullable(),
  /** The ladder change the outcome made (the coach may undo it on the ladder page). */
  ladderChangeId: z.number().int().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** What the caller may do now. */
  actions: z.array(challengeActionSchema),
});
export type Challenge = z.infer<typeof challengeSchema>;

// Requests.

export const challengeTeamQuery = z.object({ skillLevel: teamTypeField });
export const challengeIdParams = z.object({ id: idField });

/** The steps without fields (decline, withdraw, confirm, cancel) take `{}` or no body. */
export const emptyStepBody = z.object({}).optional();

/** A player challenges a teammate (send an Idempotency-Key). */
export const createChallengeBody = z.object({
  skillLevel: teamTypeField,
  defenderId: idField,
  proposedAt: instantField.nullable().optional(),
  place: placeField.nullable().optional(),
});

/** The defender accepts: the agreed time (and place, default the proposed one). */
export const acceptChallengeBody = z.object({
  agreedAt: instantField,
  place: placeField.nullable().optional(),
});

/** Either player reports the result: winner and score. */
export const reportChallengeBody = z.object({
  winnerId: idField,
  score: matchScoreField.refine((s) => s !== '', { message: 'is required' }),
});

/** The player who did not report disputes the result. */
export const disputeChallengeBody = z.object({ reason: z.string().trim().max(500).optional() });

/** The coach settles: the result that stands (score optional). */
export const settleChallengeBody = z.object({
  winnerId: idField,
  score: matchScoreField.optional(),
  /**
   * The coach's confirmation that a challenge agreed for a later time was played early; without it such a
   * result is refused with 409 challenge_confirm_early (details.agreedAt).
   */
  confirmEarly: z.boolean().optional(),
});

/** The coach changes any of the team's rules; the rest stay. */
export const putChallengeSettingsBody = challengeSettingsSchema
  .partial()
  .extend({ skillLevel: teamTypeField });

// Replies.

export const challengeReply = z.object({ challenge: challengeSchema });
export const challengeListReply = z.object({ challenges: z.array(challengeSchema) });
export const challengeSettingsReply = z.object({
  skillLevel: z.number().int(),
  settings: challengeSettingsSchema,
});

/**
 * Why a player may not challenge a teammate (the ladder page shows it instead of the action):
 * self, below_you (placed below or level: challenges go up), out_of_range (more than `maxPlaces`
 * places above), unplaced (the teammate has no position), you_are_unplaced, has_open_challenge
 * (the teammate is at their limit as defender), you_have_open_challenge (the caller is at their
 * limit as challenger), already_challenged (an open challenge between the two exists).
 */
export const challengeBlockSchema = z.enum([
  'self',
  'below_you',
  'out_of_range',
  'unplaced',
  'you_are_unplaced',
  'has_open_challenge',
  'you_have_open_challenge',
  'already_challenged',
]);
export type ChallengeBlock = z.infer<typeof challengeBlockSchema>;

/** A player's targets: every teammate, and whether they may be challenged. */
export const challengeTargetsReply = z.object({
  maxPlaces: z.number().int(),
  settings: challengeSettingsSchema,
  targets: z.array(
    z.object({
      playerId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      position: z.number().int().nullable(),
      /** Places above the caller along the ladder (negative: below); null when either is unplaced. */
      places: z.number().int().nullable(),
      canChallenge: z.boolean(),
      reason: challengeBlockSchema.nullable(),
    }),
  ),
});
