import { z } from 'zod';
import { antiStackingRuleSchema } from '../duals/lineup-rules';
import { idField } from '../common';
import { matchFormatField } from '../scores/match-format';

/**
 * A school's rules (issue 32), set by its administrator: a lineup rule that every team's and dual's
 * rule must at least match (contract/duals/lineup-rules.ts looserThan, withinFloor), and a match
 * format that is every team's default. null is "the school sets none".
 */
export const schoolRules = z.object({
  lineupRule: antiStackingRuleSchema.nullable(),
  matchFormat: z.string().nullable(),
});
export type SchoolRules = z.infer<typeof schoolRules>;

export const NO_SCHOOL_RULES: SchoolRules = { lineupRule: null, matchFormat: null };

export const schoolRulesParams = z.object({ schoolId: idField });

/** PUT /api/auth/admin/schools/:schoolId/rules (JSON): both rules, each null for none. */
export const schoolRulesBody = z.object({
  lineupRule: antiStackingRuleSchema.nullable(),
  matchFormat: matchFormatField,
});
export type SchoolRulesBody = z.input<typeof schoolRulesBody>;

/** The rules as they are now, and (after a change) how many teams and upcoming duals were tightened. */
export const schoolRulesReply = z.object({
  rules: schoolRules,
  tightened: z.object({ teams: z.number().int(), duals: z.number().int() }).optional(),
});
export type SchoolRulesReply = z.infer<typeof schoolRulesReply>;
