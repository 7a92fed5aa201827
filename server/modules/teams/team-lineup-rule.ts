import { eq } from 'drizzle-orm';
import { DEFAULT_ANTI_STACKING_RULE, type AntiStackingRule } from '../../../contract/duals';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { teamRosters } from '../../db/schema/index';
import { coachedTeam } from './team-access';

/**
 * A team's anti-stacking rule (issue 20): a coach setting on the team that its new duals copy (each dual
 * keeps its own copy, editable). Stored on team_rosters.lineup_rule; null is the default (strict) rule.
 */

/** GET /api/auth/getSettings-team-lineuprule/{id}: the rule of a team the coach coaches (404 otherwise). */
export async function getTeamLineupRule(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
): Promise<AntiStackingRule> {
  return (await coachedTeam(db, caller, rosterId)).lineupRule ?? DEFAULT_ANTI_STACKING_RULE;
}

/** PUT /api/auth/updateSettings-team-lineuprule: sets it. */
export async function setTeamLineupRule(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  rule: AntiStackingRule,
): Promise<AntiStackingRule> {
  const team = await coachedTeam(db, caller, rosterId);
  const [saved] = await db
    .update(teamRosters)
    .set({ lineupRule: rule })
    .where(eq(teamRosters.id, team.id))
    .returning({ rule: teamRosters.lineupRule });
  return saved?.rule ?? DEFAULT_ANTI_STACKING_RULE;
}

/** The rule a new dual of the team gets when none is given (the caller has checked the team). */
export async function teamDefaultLineupRule(db: Db, rosterId: number): Promise<AntiStackingRule> {
  const [team] = await db
    .select({ rule: teamRosters.lineupRule })
    .from(teamRosters)
    .where(eq(teamRosters.id, rosterId));
  return team?.rule ?? DEFAULT_ANTI_STACKING_RULE;
}
