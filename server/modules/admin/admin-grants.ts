import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { schoolAdminGrants, schoolAdmins, schools } from '../../db/schema/index';
import { appError } from '../../errors';
import { verifySchool } from '../schools/school-verify';

/**
 * Who administers which school: the one rule of the admin module. An admin may act on a school
 * only through `adminSchoolIds` / `requireAdminSchool` (any other school answers 404), read fresh
 * on every request, so a removed grant takes effect at once.
 */

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The schools granted to an admin, by id. */
export async function adminSchoolIds(db: Db, adminId: number): Promise<number[]> {
  const rows = await db
    .select({ schoolId: schoolAdminGrants.schoolId })
    .from(schoolAdminGrants)
    .where(eq(schoolAdminGrants.adminId, adminId))
    .orderBy(asc(schoolAdminGrants.schoolId));
  return rows.map((r) => r.schoolId);
}

/** The school the admin names, when it is theirs; else 404 (another school's existence is not told). */
export async function requireAdminSchool(db: Db, caller: AdminCaller, schoolId: number): Promise<number> {
  const [grant] = await db
    .select({ schoolId: schoolAdminGrants.schoolId })
    .from(schoolAdminGrants)
    .where(and(eq(schoolAdminGrants.adminId, caller.adminId), eq(schoolAdminGrants.schoolId, schoolId)));
  if (!grant) throw appError('not_found');
  return grant.schoolId;
}

/**
 * Grants a school to an e-mail address: the admin row is made when the address has none (it is
 * bound to a provider account at its first sign-in). Idempotent; one transaction. A school with an
 * administrator is confirmed (verified): the operator or another admin of it vouched for it.
 * `pending` is true while the address has not signed in yet.
 */
export async function grantSchool(
  db: Db,
  email: string,
  schoolId: number,
  invitedBy: number | null,
): Promise<{ adminId: number; pending: boolean; created: boolean }> {
  const address = normalEmail(email);
  return db.transaction(async (tx) => {
    await tx
      .insert(schoolAdmins)
      .values({ email: address })
      .onConflictDoNothing({ target: schoolAdmins.email });
    const [admin] = await tx
      .select({ id: schoolAdmins.id, subject: schoolAdmins.subject })
      .from(schoolAdmins)
      .where(eq(schoolAdmins.email, address));
    if (!admin) throw appError('concurrent_change');
    const inserted = await tx
      .insert(schoolAdminGrants)
      .values({ adminId: admin.id, schoolId, invitedBy })
      .onConflictDoNothing()
      .returning({ adminId: schoolAdminGrants.adminId });
    await verifySchool(tx, schoolId);
    return { adminId: admin.id, pending: admin.subject === null, created: inserted.length > 0 };
  });
}

/** A school by its id or its exact name (label) or value, for the command line. */
export async function findSchool(
  db: Db,
  idOrName: string,
): Promise<{ id: number; label: string } | undefined> {
  const where = /^\d+$/.test(idOrName)
    ? eq(schools.id, Number(idOrName))
    : sql`${schools.label} = ${idOrName} or ${schools.value} = ${idOrName}`;
  const rows = await db.select({ id: schools.id, label: schools.label }).from(schools).where(where).limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}
