import { z } from 'zod';
import {
  DUAL_INVITATION_STATES,
  DUAL_LINE_CONFIRMATIONS,
  DUAL_LINE_OUTCOMES,
  DUAL_SITES,
  dualSchema,
  dualSummarySchema,
} from './dual';
import { lineNameSchema } from './lineup';
import { liveSetSchema } from './dual-live';

/**
 * The replies of the scoring and linked-opponent routes of dual matches (issue 20); their requests are in
 * dual.ts, the routes in routes.ts. Sides never change with the viewer: side 1 is
 * the dual's team, side 2 the opponent, and every score is written side 1 first; `yourSide` tells the viewer
 * which one is theirs.
 */

const side = z.union([z.literal(1), z.literal(2)]);
const pair = z.object({ side1: z.number().int(), side2: z.number().int() });

export const dualScoringLineSchema = z.object({
  line: lineNameSchema,
  kind: z.enum(['singles', 'doubles']),
  /** The line's score format (a TODS code), null for any. */
  scoreFormat: z.string().nullable(),
  /** Each side's players on the line (null: an empty place); the whole list is null while hidden from you. */
  side1Players: z.array(z.string().nullable()).nullable(),
  side2Players: z.array(z.string().nullable()).nullable(),
  /** Canonical score, side 1 first; null without one. */
  score: z.string().nullable(),
  outcome: z.enum(DUAL_LINE_OUTCOMES).nullable(),
  winnerSide: side.nullable(),
  /**
   * none: no result, or a result that needs no confirmation (the opponent is not linked); entered: waiting
   * for the other side's coach; confirmed; disputed (shown to both until either coach edits it).
   */
  confirmation: z.enum(DUAL_LINE_CONFIRMATIONS),
  enteredBySide: side.nullable(),
  disputeReason: z.string().nullable(),
  /** The caller's coach may confirm or dispute this result now. */
  awaitingYou: z.boolean(),
  /** The line's live score while it is played (issue 33): each set's games so far; null when none. */
  liveSets: z.array(liveSetSchema).nullable(),
});
export type DualScoringLine = z.infer<typeof dualScoringLineSchema>;

/** dual-result.ts's DualTeamResult, counting the lines whose result stands (settled). */
export const dualTeamResultSchema = z.object({
  lines: pair,
  sets: pair,
  games: pair,
  decidedLines: z.number().int(),
  unplayedLines: z.number().int(),
  pendingLines: z.number().int(),
  final: z.boolean(),
  winnerSide: side.nullable(),
  decidedBy: z.enum(['lines', 'sets', 'games', 'tie']).nullable(),
  clinchedBy: side.nullable(),
});

export const dualScoringSchema = z.object({
  id: z.number().int(),
  yourSide: side,
  /** Whether the caller may enter results (a coach of their side). */
  mayScore: z.boolean(),
  /** The opponent is a team of this Courtside whose coach accepted. */
  linked: z.boolean(),
  invitation: z.enum(DUAL_INVITATION_STATES),
  schoolName: z.string(),
  teamName: z.string(),
  opponentName: z.string(),
  /** The linked opponent's team name; null when not linked. */
  opponentTeamName: z.string().nullable(),
  site: z.enum(DUAL_SITES),
  place: z.string(),
  startsAt: z.string(),
  published: z.object({ side1: z.boolean(), side2: z.boolean() }),
  lines: z.array(dualScoringLineSchema),
  result: dualTeamResultSchema,
  /** A league dual's rule pack label (issue 35), or null. */
  rulePack: z.string().nullable().optional(),
  /** A league dual's league, for its coaches (the no-show call, issue 35); null otherwise. */
  leagueId: z.number().int().nullable().optional(),
  /**
   * A league dual's reasons for publishing a lineup that breaks the pack's rule, each side's, with the rules
   * broken: both coaches see them (issue 35). Empty for another dual, and for a player.
   */
  ruleReasons: z.array(z.object({ side, reason: z.string(), violations: z.array(z.string()) })).optional(),
  /** The dual's live version: the live stream's events newer than this one mean it changed (issue 33). */
  liveVersion: z.number().int(),
});
export type DualScoring = z.infer<typeof dualScoringSchema>;
/**
 * The answer of the scoring routes: the scoring view from the caller's seat, and the dual itself when the
 * caller may read it (GET /duals/{id}: its team's coach, or player once published; null otherwise), so a page
 * keeps one copy of a dual and updates it from every change's answer.
 */
export const dualScoringReply = z.object({ scoring: dualScoringSchema, dual: dualSchema.nullable() });

/** The answer of the dual routes: the dual, and its scoring view from the same seat (its team's side). */
export const dualReply = z.object({ dual: dualSchema, scoring: dualScoringSchema });

/**
 * POST /api/auth/duals/{id}/publish: the dual with its scoring view, and how many players were texted by this
 * call (0 when published again with nothing changed). 409 publish_needs_reason (details.violations) when the
 * lineup breaks the rule and no reason was given.
 */
export const publishDualReply = dualReply.extend({ texted: z.number().int() });

/** An open invitation: the dual as its list shows it, and who invites. */
export const dualInvitationSchema = dualSummarySchema.extend({
  schoolName: z.string(),
  /** false: the inviting school is unverified (added at set-up, not yet vouched for; issue 32). */
  schoolVerified: z.boolean(),
  teamName: z.string(),
});
export const dualInvitationListReply = z.object({ duals: z.array(dualInvitationSchema) });
/** GET /api/auth/linked-duals?skillLevel=N: the duals the caller's team of that type was linked to. */
export const linkedDualListReply = z.object({
  rosterId: z.number().int(),
  teamType: z.number().int(),
  duals: z.array(dualInvitationSchema),
});
export const declineDualInvitationReply = z.object({
  id: z.number().int(),
  invitation: z.enum(DUAL_INVITATION_STATES),
});
