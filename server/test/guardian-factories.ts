import crypto from 'node:crypto';
import { USER_TYPE } from '../../contract/common';
import { guardianLinks, guardians, sessions } from '../db/schema/index';
import type { TestApp } from './build-test-app';
import { uniquePhone } from './factories';

/**
 * A guardian (issue 34) with confirmed links to `playerIds`, a live session and its bearer token
 * (the token names the guardian by gid only).
 */
export async function guardianToken(t: TestApp, playerIds: readonly number[]): Promise<string> {
  const [guardian] = await t.ctx.db
    .insert(guardians)
    .values({ phone: uniquePhone(), name: 'Gale Guardian' })
    .returning();
  for (const playerId of playerIds) {
    await t.ctx.db.insert(guardianLinks).values({
      playerId,
      guardianId: guardian!.id,
      name: 'Gale Guardian',
      relation: 'guardian',
      confirmedAt: new Date(),
      addedBy: 'coach',
      addedById: 1,
    });
  }
  const sess = crypto.randomBytes(12).toString('base64url');
  await t.ctx.db.insert(sessions).values({ id: sess, userType: USER_TYPE.guardian, userId: guardian!.id });
  return t.ctx.tokens.sign({ sess, gid: guardian!.id });
}
