import type { SchoolRules, SchoolRulesReply } from '../../../contract/schools/rules';
import type { AdminCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { schoolRulesOf, setSchoolRules } from '../schools/school-rules';
import { requireAdminSchool } from './admin-grants';

/**
 * The admin's school rules (issue 32): who may read and set them is this module's rule (the school's
 * admin; 404 for another school); what they mean is the schools module's (school-rules.ts).
 */

/** GET /api/auth/admin/schools/:schoolId/rules */
export async function adminSchoolRules(
  db: Db,
  caller: AdminCaller,
  schoolId: number,
): Promise<SchoolRulesReply> {
  return { rules: await schoolRulesOf(db, await requireAdminSchool(db, caller, schoolId)) };
}

/** PUT /api/auth/admin/schools/:schoolId/rules */
export async function saveAdminSchoolRules(
  db: Db,
  caller: AdminCaller,
  schoolId: number,
  rules: SchoolRules,
  now: Date,
): Promise<SchoolRulesReply> {
  return setSchoolRules(db, await requireAdminSchool(db, caller, schoolId), rules, now);
}
