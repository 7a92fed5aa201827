import { and, eq, gte, inArray } from 'drizzle-orm';
import {
  DEFAULT_ANTI_STACKING_RULE,
  looserThan,
  withinFloor,
  type AntiStackingRule,
} from '../../../contract/duals/lineup-rules';
import type { SchoolRules, SchoolRulesReply } from '../../../contract/schools/rules';
import type { Db } from '../../db/client';
import { duals, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';

/**
 * A school's rules (issue 32), the one owner of what they mean:
 *
 * - LINEUP RULE: the floor of every rule the school's teams and duals use. A coach's change that
 *   would loosen it is refused (409 school_rule_looser, `assertWithinSchoolRule`); setting the floor
 *   tightens, in the same transaction, every team's rule and the rule of every dual of the school's
 *   teams that has not started, so the stored rules never fall below it. A lineup that breaks the
 *   floor cannot be published, with or without a reason (dual-publish.ts calls `schoolLineupRule`).
 * - MATCH FORMAT: every team's default match format; a coach cannot set another (409
 *   school_format_set). A single match may still be given another format when it is entered.
 *
 * Who may set them is the admin module's rule (the admin of the school).
 */

const columns = { lineupRule: schools.lineupRule, matchFormat: schools.matchFormat };

/** The rules of a school (none for an unknown id). */
export async function schoolRulesOf(db: Db, schoolId: number): Promise<SchoolRules> {
  const [row] = await db.select(columns).from(schools).where(eq(schools.id, schoolId));
  return { lineupRule: row?.lineupRule ?? null, matchFormat: row?.matchFormat ?? null };
}

/**
 * What a team's new duals and matches take, in one statement: its own rule within its school's
 * (`withinFloor`), and the school's match format over the team's own.
 */
export async function teamDefaults(
  db: Db,
  rosterId: number,
): Promise<{ lineupRule: AntiStackingRule; matchFormat: string | null }> {
  const [row] = await db
    .select({
      teamRule: teamRosters.lineupRule,
      teamFormat: teamRosters.matchFormat,
      schoolRule: schools.lineupRule,
      schoolFormat: schools.matchFormat,
    })
    .from(teamRosters)
    .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
    .where(eq(teamRosters.id, rosterId));
  return {
    lineupRule: withinFloor(row?.teamRule ?? DEFAULT_ANTI_STACKING_RULE, row?.schoolRule ?? null),
    matchFormat: row?.schoolFormat ?? row?.teamFormat ?? null,
  };
}

/** The lineup rule a team's school requires, or null. */
export async function schoolLineupRule(db: Db, rosterId: number): Promise<AntiStackingRule | null> {
  const [row] = await db
    .select({ rule: schools.lineupRule })
    .from(teamRosters)
    .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
    .where(eq(teamRosters.id, rosterId));
  return row?.rule ?? null;
}

/**
 * 409 school_rule_looser when `rule` is looser than the school's lineup rule; answers that rule (null:
 * none), which the caller then need not read again.
 */
export async function assertWithinSchoolRule(
  db: Db,
  schoolId: number,
  rule: AntiStackingRule,
): Promise<AntiStackingRule | null> {
  const floor = (await schoolRulesOf(db, schoolId)).lineupRule;
  if (floor && looserThan(rule, floor)) throw appError('school_rule_looser', { floor });
  return floor;
}

/**
 * 409 school_format_set when the school sets the match format and `format` is another; answers the
 * school's format (null: none).
 */
export async function assertTeamFormatFree(
  db: Db,
  schoolId: number,
  format: string | null,
): Promise<string | null> {
  const { matchFormat } = await schoolRulesOf(db, schoolId);
  if (matchFormat !== null && format !== matchFormat) throw appError('school_format_set', { matchFormat });
  return matchFormat;
}

/**
 * Sets a school's rules (the caller has checked that the caller administers it) and tightens, in one
 * transaction, its teams' rules and its teams' duals that start at `now` or later.
 */
export async function setSchoolRules(
  db: Db,
  schoolId: number,
  rules: SchoolRules,
  now: Date,
): Promise<SchoolRulesReply> {
  return db.transaction(async (tx) => {
    const [school] = await tx
      .update(schools)
      .set({ lineupRule: rules.lineupRule, matchFormat: rules.matchFormat })
      .where(eq(schools.id, schoolId))
      .returning({ id: schools.id });
    if (!school) throw appError('school_not_found');
    const floor = rules.lineupRule;
    const tightened = { teams: 0, duals: 0 };
    if (!floor) return { rules, tightened };
    const teams = await tx
      .select({ id: teamRosters.id, rule: teamRosters.lineupRule })
      .from(teamRosters)
      .where(eq(teamRosters.schoolId, schoolId));
    for (const team of teams) {
      const rule = team.rule ?? DEFAULT_ANTI_STACKING_RULE;
      if (!looserThan(rule, floor)) continue;
      await tx
        .update(teamRosters)
        .set({ lineupRule: withinFloor(rule, floor) })
        .where(eq(teamRosters.id, team.id));
      tightened.teams += 1;
    }
    if (teams.length === 0) return { rules, tightened };
    const upcoming = await tx
      .select({ id: duals.id, rule: duals.rule })
      .from(duals)
      .where(
        and(
          inArray(
            duals.rosterId,
            teams.map((t) => t.id),
          ),
          gte(duals.startsAt, now),
        ),
      );
    for (const dual of upcoming) {
      if (!looserThan(dual.rule, floor)) continue;
      await tx
        .update(duals)
        .set({ rule: withinFloor(dual.rule, floor), updatedAt: now })
        .where(eq(duals.id, dual.id));
      tightened.duals += 1;
    }
    return { rules, tightened };
  });
}
