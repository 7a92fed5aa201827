import { and, eq } from 'drizzle-orm';
import { USER_TYPE } from '../../../contract/common';
import { type AvatarReply, type AvatarSize } from '../../../contract/settings';
import { opaqueId } from '../../auth/login-code';
import { callerId, type Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { avatars, coaches, players } from '../../db/schema/index';
import { appError } from '../../errors';
import { squareAvatarImages } from './avatar-image';

/**
 * Photos of coaches and players. The bytes live in `avatars` (one row per person, found by the
 * unique (user_type, user_id) index); the person's own row carries the small image's address in
 * `avatar`, which the ladder (GET /api/auth/roster) and the navbar read with the rest of the row.
 * This module is the only writer of both.
 */

/** The address an image is served at (GET /api/avatars/{token}/{size}). */
export function avatarUrl(token: string, size: AvatarSize): string {
  return `/api/avatars/${token}/${size}`;
}

function reply(token: string | null): AvatarReply {
  return token
    ? { avatar: avatarUrl(token, 'small'), avatarLarge: avatarUrl(token, 'large') }
    : { avatar: null, avatarLarge: null };
}

function owner(caller: Caller) {
  const userType = caller.kind === 'coach' ? USER_TYPE.coach : USER_TYPE.player;
  return and(eq(avatars.userType, userType), eq(avatars.userId, callerId(caller)));
}

function gone(caller: Caller) {
  return appError(caller.kind === 'player' ? 'settings_player_not_found' : 'coach_not_found');
}

/** Sets the address on the person's own row; 404 when their account is gone. */
async function setProfileAvatar(tx: Db, caller: Caller, url: string | null): Promise<void> {
  const updated =
    caller.kind === 'coach'
      ? await tx
          .update(coaches)
          .set({ avatar: url })
          .where(eq(coaches.id, caller.coachId))
          .returning({ id: coaches.id })
      : await tx
          .update(players)
          .set({ avatar: url })
          .where(eq(players.id, caller.playerId))
          .returning({ id: players.id });
  if (updated.length === 0) throw gone(caller);
}

/** GET /api/auth/settings/avatar: the caller's photo addresses, or nulls. */
export async function getAvatar(db: Db, caller: Caller): Promise<AvatarReply> {
  const [row] = await db.select({ token: avatars.token }).from(avatars).where(owner(caller));
  return reply(row?.token ?? null);
}

/**
 * PUT /api/auth/settings/avatar: replaces the caller's photo with the uploaded one, decoded and
 * re-encoded (415 when it is not a JPEG, PNG or WebP image; 422 when it has too many pixels or
 * more than 8 bits a channel). The new photo gets a new random
 * token, so the previous addresses stop answering and browsers may cache each address forever.
 */
export async function saveAvatar(db: Db, caller: Caller, upload: Buffer): Promise<AvatarReply> {
  const images = await squareAvatarImages(upload);
  if (images === 'too_many_pixels') throw appError('photo_too_many_pixels');
  if (images === 'too_deep') throw appError('photo_too_deep');
  if (typeof images === 'string') throw appError('photo_wrong_type');
  const token = opaqueId();
  const userType = caller.kind === 'coach' ? USER_TYPE.coach : USER_TYPE.player;
  await db.transaction(async (tx) => {
    await setProfileAvatar(tx, caller, avatarUrl(token, 'small'));
    const values = { token, large: images.large, small: images.small, updatedAt: new Date() };
    await tx
      .insert(avatars)
      .values({ userType, userId: callerId(caller), ...values })
      .onConflictDoUpdate({ target: [avatars.userType, avatars.userId], set: values });
  });
  return reply(token);
}

/** DELETE /api/auth/settings/avatar: removes the caller's photo (nothing to remove is fine). */
export async function removeAvatar(db: Db, caller: Caller): Promise<AvatarReply> {
  await db.transaction(async (tx) => {
    await setProfileAvatar(tx, caller, null);
    await tx.delete(avatars).where(owner(caller));
  });
  return reply(null);
}

/** GET /api/avatars/{token}/{size}: the image, or null for an unknown (or replaced) token. */
export async function avatarImage(db: Db, token: string, size: AvatarSize): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: size === 'large' ? avatars.large : avatars.small })
    .from(avatars)
    .where(eq(avatars.token, token));
  return row?.image ?? null;
}
