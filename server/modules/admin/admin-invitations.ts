import type { AdminCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { appError } from '../../errors';
import { adminSchoolIds, grantSchool, normalEmail, requireAdminSchool } from './admin-grants';

/**
 * POST /api/auth/admin/invitations: an admin makes another address admin of one of their own
 * schools; the invitee becomes it when they first sign in with that address from an allowed
 * provider. Another school answers 404. Inviting again is harmless (the same answer).
 */
export async function inviteAdmin(
  db: Db,
  caller: AdminCaller,
  input: { email: string; schoolId?: number | undefined },
): Promise<{ email: string; schoolId: number; pending: boolean }> {
  let schoolId: number;
  if (input.schoolId !== undefined) {
    schoolId = await requireAdminSchool(db, caller, input.schoolId);
  } else {
    const mine = await adminSchoolIds(db, caller.adminId);
    if (mine.length !== 1) throw appError(mine.length === 0 ? 'not_found' : 'admin_school_required');
    schoolId = mine[0]!;
  }
  const email = normalEmail(input.email);
  const { pending } = await grantSchool(db, email, schoolId, caller.adminId);
  return { email, schoolId, pending };
}
