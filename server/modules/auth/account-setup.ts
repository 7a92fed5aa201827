import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { coachSetupBody, playerSetupBody } from '../../../contract/auth';
import { USER_TYPE } from '../../../contract/common';
import type { AppContext } from '../../context';
import { appError, pgErrorCode } from '../../errors';
import { coaches, players, schools } from '../../db/schema/index';
import { accessForNewCoach } from '../outreach/contacts-access';
import type { Team } from '../teams/team-access';
import { teamForNewPlayer } from '../teams/team-pins';
import { addToLadderBottom } from '../teams/memberships';
import { startTeam } from '../teams/teams';
import { coachByPhone, playerByPhone, verifiedRegister } from './sign-in-codes';

/**
 * New accounts: a coach with the teams they start, a player on the team their PIN opens (the
 * teams module owns teams, PINs and memberships).
 */

/** POST /api/set-up/{id}: creates the coach and the teams they checked. */
export async function setUpCoach(ctx: AppContext, publicId: string, body: z.output<typeof coachSetupBody>) {
  const register = await verifiedRegister(ctx.db, publicId, USER_TYPE.coach);
  if (register.phone !== body.phone) throw appError('phone_mismatch');
  const [school] = await ctx.db.select().from(schools).where(eq(schools.value, body.school));
  if (!school) throw appError('unknown_school');
  const wanted = [
    [1, body.jvBoys],
    [2, body.vBoys],
    [3, body.jvGirls],
    [4, body.vGirls],
  ]
    .filter(([, on]) => on)
    .map(([type]) => Number(type));

  try {
    return await ctx.db.transaction(async (tx) => {
      if (await coachByPhone(tx, register.phone)) throw appError('account_exists');
      const contactsAccess = await accessForNewCoach(tx, school.id);
      const [coach] = await tx
        .insert(coaches)
        .values({
          contactsAccess,
          schoolId: school.id,
          phone: register.phone,
          firstName: body.fname,
          lastName: body.lname,
          email: body.email,
        })
        .returning({ id: coaches.id });
      if (!coach) throw new Error('coach insert returned nothing');
      for (const teamType of wanted) await startTeam(tx, coach.id, school, teamType);
      return { coachID: coach.id, schoolID: school.id };
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw appError('account_exists');
    throw err;
  }
}

/** POST /api/player-set-up/{id}: creates the player on the team the PIN opens. */
export async function setUpPlayer(
  ctx: AppContext,
  publicId: string,
  body: z.output<typeof playerSetupBody>,
  clientAddress: string,
) {
  const register = await verifiedRegister(ctx.db, publicId, USER_TYPE.player);
  if (register.phone !== body.phone) throw appError('phone_mismatch');
  const roster = await teamForNewPlayer(ctx.db, body.pin, {
    address: clientAddress,
    user: `player:${register.phone}`,
  });
  return retryOnConflict(() => insertPlayer(ctx, register.phone, roster, body));
}

async function insertPlayer(
  ctx: AppContext,
  phone: string,
  roster: Team,
  body: z.output<typeof playerSetupBody>,
) {
  return ctx.db.transaction(async (tx) => {
    if (await playerByPhone(tx, phone)) throw appError('account_exists');
    const [player] = await tx
      .insert(players)
      .values({
        schoolId: roster.schoolId,
        phone,
        firstName: body.fname,
        lastName: body.lname,
        email: body.email,
      })
      .returning({ id: players.id });
    if (!player) throw new Error('player insert returned nothing');
    await addToLadderBottom(tx, roster.id, player.id);
    return { playerID: player.id };
  });
}

/**
 * Runs a transaction again when it lost a race on a unique key (two players joining the bottom of
 * one ladder at once); an account that already exists is reported as such.
 */
async function retryOnConflict<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      if (i >= attempts) throw appError('join_ladder_changed');
    }
  }
}
