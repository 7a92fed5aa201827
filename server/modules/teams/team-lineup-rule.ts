import { eq } from 'drizzle-orm';
import { DEFAULT_ANTI_STACKING_RULE, withinFloor, type AntiStackingRule } from '../../../contract/duals';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { teamRosters } from '../../db/schema/index';
import { assertWithinSchoolRule, schoolRulesOf, teamDefaults } from '../schools/school-rules';
import { coachedTeam } from './team-access';

/**
 * A team's anti-stacking rule (issue 20): a coach setting on the team that its new duals copy (each dual
 * keeps its own copy, editable). Stored on team_rosters.lineup_rule; null is the default (strict) rule.
 * Never looser than the school's rule (issue 32, server/modules/schools/school-rules.ts).
 */

/**
 * GET /api/auth/getSettings-team-lineuprule/{id}: the rule of a team the coach coaches (404 otherwise)
 * and its school's rule.
 */
export async function getTeamLineupRule(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
): Promise<{ rule: AntiStackingRule; schoolRule: AntiStackingRule | null }> {
  const team = await coachedTeam(db, caller, rosterId);
  const schoolRule = (await schoolRulesOf(db, team.schoolId)).lineupRule;
  return { rule: withinFloor(team.lineupRule ?? DEFAULT_ANTI_STACKING_RULE, schoolRule), schoolRule };
}

/** PUT /api/auth/updateSettings-team-lineuprule: sets it (409 school_rule_looser below the school's). */
export async function setTeamLineupRule(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  rule: AntiStackingRule,
): Promise<{ rule: AntiStackingRule; schoolRule: AntiStackingRule | null }> {
  const team = await coachedTeam(db, caller, rosterId);
  const schoolRule = await assertWithinSchoolRule(db, team.schoolId, rule);
  const [saved] = await db
    .update(teamRosters)
    .set({ lineupRule: rule })
    .where(eq(teamRosters.id, team.id))
    .returning({ rule: teamRosters.lineupRule });
  return { rule: saved?.rule ?? DEFAULT_ANTI_STACKING_RULE, schoolRule };
}

/** The rule a new dual of the team gets when none is given (the caller has checked the team). */
export async function teamDefaultLineupRule(db: Db, rosterId: number): Promise<AntiStackingRule> {
  return (await teamDefaults(db, rosterId)).lineupRule;
}
