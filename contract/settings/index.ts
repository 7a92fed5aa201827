import { z } from 'zod';
import { codeSchema, emailSchema, idField, intField, nameSchema, phoneSchema } from '../common';
import { matchFormatField } from '../scores/match-format';

/**
 * Settings calls of SPEC.md section 7. Coach and player personal settings have the same four
 * fields; phoneNumber is the phone the person signs in with.
 */

export const settingsIdParams = z.object({ id: idField });

export const personalSettings = z.object({
  fname: z.string(),
  lname: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type PersonalSettings = z.infer<typeof personalSettings>;

/** A person's own settings, read or saved. */
export const personalSettingsReply = z.object({ res: personalSettings });

/**
 * A person's new settings: all four fields; `id` may be sent and must then be the caller's own.
 * A new phoneNumber is the next sign-in phone, so it needs `phoneCode`, the code the phone-code
 * call sent to it (an empty form field counts as none).
 */
export const personalSettingsBody = z.object({
  id: idField.optional(),
  fname: nameSchema,
  lname: nameSchema,
  phoneNumber: phoneSchema,
  email: emailSchema,
  phoneCode: z.union([z.literal('').transform(() => undefined), codeSchema]).optional(),
});
export type PersonalSettingsBody = z.input<typeof personalSettingsBody>;
export type PersonalSettingsUpdate = z.output<typeof personalSettingsBody>;

/** The new phone number a code is sent to, to confirm it. */
export const phoneCodeBody = z.object({ phoneNumber: phoneSchema });
export type PhoneCodeBody = z.input<typeof phoneCodeBody>;
export const phoneCodeReply = z.object({ sent: z.literal(true) });

/**
 * The most ladder positions above their own that a player may challenge (maxNumberOfChallengePositions).
 * At least one, or nobody could challenge; at most ten, beyond which the ladder stops meaning anything.
 */
export const LADDER_MAX_MIN = 1;
export const LADDER_MAX_MAX = 10;
export const LADDER_MAX_DEFAULT = 3;

/** The coach's ladder maximum, read or saved. */
export const ladderMaxReply = z.object({ res: z.number().int() });

/** A new ladder maximum. */
export const ladderMaxBody = z.object({ id: idField, max: intField(LADDER_MAX_MIN, LADDER_MAX_MAX) });
export type LadderMaxBody = z.input<typeof ladderMaxBody>;

/**
 * A team's default match format (a TODS code, contract/match-format.ts),
 * which matches created without a MatchFormat get; null for none.
 */
export const teamMatchFormatReply = z.object({
  res: z.string().nullable(),
  /** The school's match format (issue 32): when set it is `res`, and the team cannot change it. */
  schoolFormat: z.string().nullable().optional(),
});

/** A team's new default match format: a TODS code, null or '' for none. */
export const teamMatchFormatBody = z.object({ id: idField, format: matchFormatField });
export type TeamMatchFormatBody = z.input<typeof teamMatchFormatBody>;

/**
 * A coach's or player's photo (multipart/form-data with one file field `photo`). The server decodes the image whatever its declared type, crops it to a square
 * and re-encodes it without its metadata (EXIF, GPS) in two sizes.
 */
export const AVATAR_FIELD = 'photo';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The formats accepted (by their content, not their name or declared type). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * Most pixels a photo may have (5000 × 5000; any phone's photo at its usual setting), and only 8
 * bits a channel: the server refuses larger or deeper images from their header, before decoding.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;
/** Uploads one person may make in AVATAR_UPLOAD_WINDOW (per server process). */
export const AVATAR_UPLOADS_MAX = 6;
export const AVATAR_UPLOAD_WINDOW = '10 minutes';
/** Edge in pixels of the two stored squares: `large` for the settings page, `small` for lists. */
export const AVATAR_SIZES = { large: 256, small: 96 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/**
 * The caller's photo addresses, or nulls without
 * one. `avatar` (the small size) is what the ladder's roster and the navbar carry.
 */
export const avatarReply = z.object({
  avatar: z.string().nullable(),
  avatarLarge: z.string().nullable(),
});
export type AvatarReply = z.infer<typeof avatarReply>;

/** A photo's address: the image itself (image/webp). */
export const avatarImageParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a photo address'),
  size: z.enum(['small', 'large']),
});
