import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { USER_TYPE } from '../../contract/common';
import { schoolAdmins, sessions } from '../db/schema/index';
import { grantSchool } from '../modules/admin/admin-grants';
import type { TestApp } from './build-test-app';

/**
 * An admin of `schoolId` who has signed in (bound to a provider account), with a live session and
 * its token `{ sess, adm, prov }`, for tests that are not about the sign-in itself.
 */
export async function adminToken(t: TestApp, schoolId: number, provider = 'test'): Promise<string> {
  const email = `admin-${crypto.randomBytes(4).toString('hex')}@school.example`;
  const { adminId } = await grantSchool(t.ctx.db, email, schoolId, null);
  await t.ctx.db
    .update(schoolAdmins)
    .set({ provider, subject: `sub-${email}` })
    .where(eq(schoolAdmins.id, adminId));
  const sess = crypto.randomBytes(12).toString('base64url');
  await t.ctx.db.insert(sessions).values({ id: sess, userType: USER_TYPE.admin, userId: adminId });
  return t.ctx.tokens.sign({ sess, adm: adminId, prov: provider });
}
