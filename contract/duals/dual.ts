import { z } from 'zod';
import { idField, teamTypeField } from '../common';
import {
  ANTI_STACKING_PRESET_IDS,
  antiStackingRuleSchema,
  dualFormatSchema,
  lineNameSchema,
  lineupRosterEntrySchema,
  lineupSchema,
  type DualFormat,
} from './lineup';
import { normalizeMatchFormat } from '../scores/match-format';
import { publicDualLiveSchema } from './dual-live';
import { MAX_SCORE_LENGTH } from '../scores/tennis-score';

/**
 * Dual matches (issue 20): one team of this school against another school's team, played as several lines
 * (S1.., D1..), the team result being the lines won. Every request and reply of the dual routes.
 *
 * Sides: side 1 is always the dual's own team (`rosterId`, whose coach created it), side 2 the opponent,
 * whoever is at home. A line's `winnerSide` and a result's `winnerSide` use the same numbers.
 *
 * The routes are declared in contract/duals/routes.ts.
 */

export const DUAL_SITES = ['home', 'away', 'neutral'] as const;
export type DualSite = (typeof DUAL_SITES)[number];

export const DUAL_INVITATION_STATES = ['none', 'invited', 'accepted', 'declined'] as const;
export type DualInvitationState = (typeof DUAL_INVITATION_STATES)[number];

/** A line's outcome: a tennis result's (contract/tennis-score.ts MatchOutcome), or not played at all. */
export const DUAL_LINE_OUTCOMES = ['completed', 'retired', 'walkover', 'default', 'unplayed'] as const;
export type DualLineOutcome = (typeof DUAL_LINE_OUTCOMES)[number];

/** Where a line's result stands between the two coaches. */
export const DUAL_LINE_CONFIRMATIONS = ['none', 'entered', 'confirmed', 'disputed'] as const;
export type DualLineConfirmation = (typeof DUAL_LINE_CONFIRMATIONS)[number];

export const DUAL_OPPONENT_NAME_MAX = 100;
export const DUAL_PLACE_MAX = 200;
export const DUAL_PUBLISH_REASON_MAX = 500;
export const DUAL_DISPUTE_REASON_MAX = 500;
/** Characters of a dual's public token (base64url of 16 random bytes). */
export const DUAL_PUBLIC_TOKEN_LENGTH = 22;

const sideField = z.union([z.literal(1), z.literal(2)]);
const instantField = z.iso
  .datetime({ offset: true, message: 'must be a date and time like 2026-03-14T15:30:00Z' })
  .describe('ISO 8601 date and time with its offset; answered in UTC');

/**
 * A dual's format as sent: the lineup module's format, whose score format codes must be TODS codes this app
 * reads (contract/match-format.ts), stored in their canonical spelling.
 */
export const dualFormatField = dualFormatSchema
  .superRefine((f, ctx) => {
    const codes: [string, string | undefined][] = [
      ['scoreFormat', f.scoreFormat],
      ...Object.entries(f.lineScoreFormats ?? {}).map(([k, v]): [string, string] => [
        `lineScoreFormats.${k}`,
        v,
      ]),
    ];
    for (const [path, code] of codes) {
      if (code !== undefined && normalizeMatchFormat(code) === null) {
        ctx.addIssue({
          code: 'custom',
          path: path.split('.'),
          message: 'is not a match format this app knows (a TODS code such as SET3-S:6/TB7-F:TB10)',
        });
      }
    }
  })
  .transform((f): DualFormat => {
    const norm = (code: string) => normalizeMatchFormat(code) ?? code;
    return {
      ...f,
      ...(f.scoreFormat !== undefined ? { scoreFormat: norm(f.scoreFormat) } : {}),
      ...(f.lineScoreFormats
        ? {
            lineScoreFormats: Object.fromEntries(
              Object.entries(f.lineScoreFormats).map(([k, v]) => [k, norm(v)]),
            ),
          }
        : {}),
    };
  });

/** An IANA time zone name (the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be a time zone like America/Chicago' },
  );

const opponentNameField = z.string().trim().min(1, { message: 'is required' }).max(DUAL_OPPONENT_NAME_MAX);
const placeField = z.string().trim().max(DUAL_PLACE_MAX);

export const dualIdParams = z.object({ id: idField });
export const dualLineParams = z.object({ id: idField, line: lineNameSchema });
export const dualTokenParams = z.object({ token: z.string().max(64) });

/** GET /api/auth/duals?skillLevel={1-4}: the caller's team of that type (a coach's, or a player's own). */
export const dualListQuery = z.object({ skillLevel: teamTypeField });

/**
 * POST /api/auth/duals (JSON): a new dual of a team the coach coaches. The opponent is a school of this
 * Courtside (`opponentSchoolId`; its name is taken from the school unless `opponentName` is given) or a name
 * typed. `rule` defaults to the team's anti-stacking rule (GET /getSettings-team-lineuprule).
 */
export const createDualBody = z
  .object({
    rosterId: idField,
    opponentSchoolId: idField.nullable().optional(),
    opponentName: opponentNameField.optional(),
    site: z.enum(DUAL_SITES),
    place: placeField.default(''),
    startsAt: instantField,
    /** The zone texts give the time in (default UTC); the web sends the coach's browser's zone. */
    timeZone: timeZoneField.default('UTC'),
    format: dualFormatField,
    rule: antiStackingRuleSchema.optional(),
  })
  .refine((b) => (b.opponentSchoolId ?? null) !== null || b.opponentName !== undefined, {
    message: 'choose a school or type the opponent name',
    path: ['opponentName'],
  });
export type CreateDualBody = z.input<typeof createDualBody>;
export type CreateDualInput = z.output<typeof createDualBody>;

/**
 * PUT /api/auth/duals/{id} (JSON): the fields to change. A new format keeps each player on the lines that
 * still exist and drops the rest. `opponentSchoolId: null` with an `opponentName` makes the opponent a name.
 */
export const editDualBody = z.object({
  opponentSchoolId: idField.nullable().optional(),
  opponentName: opponentNameField.optional(),
  site: z.enum(DUAL_SITES).optional(),
  place: placeField.optional(),
  startsAt: instantField.optional(),
  timeZone: timeZoneField.optional(),
  format: dualFormatField.optional(),
  rule: antiStackingRuleSchema.optional(),
});
export type EditDualBody = z.input<typeof editDualBody>;
export type EditDualInput = z.output<typeof editDualBody>;

/**
 * PUT /api/auth/duals/{id}/lineup and POST /api/auth/duals/{id}/check (JSON): the team's lineup, every line of
 * the format in order (null for an empty place), and the roster players marked not available for this dual.
 * Saving refuses a player who is not on the team (400 lineup_player_not_on_team) and one player on two lines
 * the rule does not let them play both of (400 lineup_player_on_two_lines); every other rule is only reported.
 */
export const saveLineupBody = z.object({
  lineup: lineupSchema,
  unavailable: z.array(idField).max(200).optional(),
});
export type SaveLineupBody = z.input<typeof saveLineupBody>;

/** POST /api/auth/duals/{id}/publish (JSON): `reason` is required when the lineup breaks the rule. */
export const publishDualBody = z.object({
  reason: z.string().trim().max(DUAL_PUBLISH_REASON_MAX).optional(),
});
export type PublishDualBody = z.input<typeof publishDualBody>;

/** One rule broken: the contract's violation as data, its i18n key and parameters, and English words. */
export const dualViolationSchema = z.object({
  line: lineNameSchema,
  code: z.string(),
  /** `lineup.violation.<code>` (lineup-text.ts violationI18n). */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The English sentence (describeViolation), as kept with a published dual. */
  text: z.string(),
});
export type DualViolation = z.infer<typeof dualViolationSchema>;

export const dualLineCheckSchema = z.object({
  line: lineNameSchema,
  violations: z.array(dualViolationSchema),
});

export const dualLineSchema = z.object({
  line: lineNameSchema,
  kind: z.enum(['singles', 'doubles']),
  /** The line's score format (a TODS code) or null for any. */
  scoreFormat: z.string().nullable(),
});

export const dualLineupLineSchema = z.object({
  line: lineNameSchema,
  players: z.array(z.number().int().positive().nullable()),
});

/** The opponent's lineup: names (typed, or the linked team's players' names). */
export const dualOpponentLineSchema = z.object({
  line: lineNameSchema,
  players: z.array(z.object({ id: z.number().int().nullable(), name: z.string() }).nullable()),
});

/** A line's result; absent lines have none yet. */
export const dualLineResultSchema = z.object({
  line: lineNameSchema,
  /** Canonical score text, side 1 (the dual's team) first; null without a score. */
  score: z.string().nullable(),
  outcome: z.enum(DUAL_LINE_OUTCOMES).nullable(),
  winnerSide: sideField.nullable(),
  confirmation: z.enum(DUAL_LINE_CONFIRMATIONS),
});
export type DualLineResult = z.infer<typeof dualLineResultSchema>;

/** The team result once decided: lines won, ties broken by sets then games; winnerSide null for a tie. */
export const dualResultSchema = z.object({
  decided: z.boolean(),
  winnerSide: sideField.nullable(),
  linesWon: z.number().int(),
  linesLost: z.number().int(),
});

export const dualOpponentSchema = z.object({
  schoolId: z.number().int().nullable(),
  name: z.string(),
  /** The opponent's team once its coach accepted the invitation. */
  rosterId: z.number().int().nullable(),
  invitation: z.enum(DUAL_INVITATION_STATES),
});

/** A dual in a team's list and on a player's home page. */
export const dualSummarySchema = z.object({
  id: z.number().int(),
  rosterId: z.number().int(),
  teamType: z.number().int(),
  /**
   * The listing team's side. 2 in a team's list for a dual another school's coach invited it to and it
   * accepted: then `opponent` is the inviting school, and `site`, `published` and `result` are this team's.
   */
  side: sideField,
  opponent: dualOpponentSchema,
  site: z.enum(DUAL_SITES),
  place: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  format: dualFormatSchema,
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  result: dualResultSchema,
});
export type DualSummary = z.infer<typeof dualSummarySchema>;

/** The season's record: decided duals only; ties are counted apart. */
export const dualRecordSchema = z.object({
  won: z.number().int(),
  lost: z.number().int(),
  tied: z.number().int(),
});
export type DualRecord = z.infer<typeof dualRecordSchema>;

/** GET /api/auth/duals: the team's duals by start time (a player sees the published ones) and its record. */
export const dualListReply = z.object({
  rosterId: z.number().int(),
  teamType: z.number().int(),
  record: dualRecordSchema,
  duals: z.array(dualSummarySchema),
});
export type DualListReply = z.infer<typeof dualListReply>;

/**
 * One dual: the answer of every dual route but the list (and the print view's data). `roster` is the team's
 * roster in ladder order for the coach's builder (players see only the players on the lineup); `checks` is
 * the rule check of the saved lineup, per line; `violations` all of them, in line order.
 */
export const dualSchema = dualSummarySchema.extend({
  lines: z.array(dualLineSchema),
  rule: antiStackingRuleSchema,
  rulePreset: z.enum([...ANTI_STACKING_PRESET_IDS, 'custom']),
  /** The team's school's lineup rule (issue 32): a lineup that breaks it cannot be published; null for none. */
  schoolRule: antiStackingRuleSchema.nullable(),
  lineup: z.array(dualLineupLineSchema),
  unavailable: z.array(z.number().int()),
  roster: z.array(lineupRosterEntrySchema),
  checks: z.array(dualLineCheckSchema),
  violations: z.array(dualViolationSchema),
  opponentLineup: z.array(dualOpponentLineSchema),
  lineResults: z.array(dualLineResultSchema),
  publishReason: z.string().nullable(),
  /**
   * The linked opponent: the coach of the other school who accepted the invitation and the team they linked
   * (the dual's coaches only; null when not linked). The dual's coach may unlink it.
   */
  linkedBy: z.object({ coachName: z.string(), teamName: z.string() }).nullable(),
  /** The public page's address (coach only; null for a player). Works once the dual is published. */
  publicUrl: z.string().nullable(),
  /** Whether the caller may change it (the team's coach). */
  mayEdit: z.boolean(),
  schoolName: z.string(),
  teamName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dual = z.infer<typeof dualSchema>;
export const deleteDualReply = z.object({ id: z.number().int() });

/** POST /api/auth/duals/{id}/draft: the draft (not saved), lines left empty for want of players, its check. */
export const dualDraftReply = z.object({
  lineup: z.array(dualLineupLineSchema),
  unfilled: z.array(lineNameSchema),
  checks: z.array(dualLineCheckSchema),
  violations: z.array(dualViolationSchema),
});

/** POST /api/auth/duals/{id}/check: the check of the lineup sent. */
export const dualCheckReply = z.object({
  checks: z.array(dualLineCheckSchema),
  violations: z.array(dualViolationSchema),
});

/** GET /api/auth/duals-opponent-schools: schools of this Courtside but the coach's own, by name. */
export const opponentSchoolsReply = z.object({
  /** `verified` false: a school a coach added at set-up that no one else has vouched for yet (issue 32). */
  schools: z.array(z.object({ id: z.number().int(), name: z.string(), verified: z.boolean() })),
});

/** GET /api/auth/getSettings-team-lineuprule/{id} and the update's answer. */
export const teamLineupRuleReply = z.object({
  res: antiStackingRuleSchema,
  preset: z.enum([...ANTI_STACKING_PRESET_IDS, 'custom']),
  /** The school's lineup rule (issue 32), which `res` never falls below; null when the school sets none. */
  schoolRule: antiStackingRuleSchema.nullable().optional(),
});
/** PUT /api/auth/updateSettings-team-lineuprule (JSON): the team (SchoolTeamRosterID) and its rule. */
export const teamLineupRuleBody = z.object({ id: idField, rule: antiStackingRuleSchema });
export type TeamLineupRuleBody = z.input<typeof teamLineupRuleBody>;

/** GET /api/auth/my-duals: the player's upcoming published duals and the lines they play, soonest first. */
export const myDualsReply = z.object({
  duals: z.array(
    dualSummarySchema.extend({
      lines: z.array(z.object({ line: lineNameSchema, partner: z.string().nullable() })),
    }),
  ),
});

/**
 * GET /api/dual/{token} (no sign-in): a published dual for parents and fans: lineups (players as first name
 * and last initial), then line results. 404 dual_not_found for an unknown or unpublished token.
 */
export const publicDualReply = z.object({
  schoolName: z.string(),
  teamName: z.string(),
  opponentName: z.string(),
  site: z.enum(DUAL_SITES),
  place: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  lines: z.array(dualLineSchema),
  lineup: z.array(z.object({ line: lineNameSchema, players: z.array(z.string().nullable()) })),
  opponentLineup: z.array(z.object({ line: lineNameSchema, players: z.array(z.string().nullable()) })),
  lineResults: z.array(dualLineResultSchema),
  result: dualResultSchema,
  /** The dual as it is being played (issue 33): the lines being played and the team total. */
  live: publicDualLiveSchema,
});
export type PublicDual = z.infer<typeof publicDualReply>;

/** PUT /api/auth/duals/{id}/lines/{line}/result (JSON): a line's result, side 1 = the dual's team. */
export const dualLineResultBody = z.object({
  score: z.string().trim().max(MAX_SCORE_LENGTH).nullable().optional(),
  outcome: z.enum(DUAL_LINE_OUTCOMES),
  winnerSide: sideField.nullable().optional(),
  /**
   * The line's result as the coach saw it when they entered theirs (issue 33: a result queued offline is
   * sent later). When the line holds another result by then, 409 dual_line_changed (details: the line's
   * result now) instead of overwriting it. Without it, the result is written whatever the line holds.
   */
  expected: z
    .object({
      score: z.string().nullable(),
      outcome: z.enum(DUAL_LINE_OUTCOMES).nullable(),
      winnerSide: sideField.nullable(),
    })
    .optional(),
});
export type DualLineResultBody = z.input<typeof dualLineResultBody>;

/** POST /api/auth/duals/{id}/lines/{line}/dispute (JSON). */
export const dualLineDisputeBody = z.object({
  reason: z.string().trim().min(1).max(DUAL_DISPUTE_REASON_MAX),
});

/** PUT /api/auth/duals/{id}/opponent-lineup (JSON): per line, a linked team's player id or a typed name. */
export const opponentLineupBody = z.object({
  lineup: z.array(
    z.object({
      line: lineNameSchema,
      players: z
        .array(
          z
            .union([
              z.object({ id: idField }),
              z.object({ name: z.string().trim().min(1).max(DUAL_OPPONENT_NAME_MAX) }),
            ])
            .nullable(),
        )
        .min(1)
        .max(2),
    }),
  ),
});

/** POST /api/auth/duals/{id}/invitation/accept (JSON): the accepting coach's team of the dual's team type. */
export const acceptDualInvitationBody = z.object({ rosterId: idField.optional() });
