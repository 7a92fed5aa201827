import { z } from 'zod';
import {
  codeSchema,
  emailSchema,
  formBoolean,
  idField,
  intField,
  nameSchema,
  phoneSchema,
  pinSchema,
  userTypeField,
} from '../common';
import { timeZoneField } from '../duals';

/** A sign-in code asked for a phone (coach 1 or player 2). */
export const verifyCodeBody = z.object({ sms: phoneSchema, type: userTypeField });
export const verifyCodeReply = z.object({ sent: z.literal(true) });

/** A sign-in code checked. */
export const smsLoginBody = z.object({ sms: phoneSchema, code: codeSchema, userType: userTypeField });
export const ACCOUNT_STATE = { new: 1, existing: 2 } as const;
export const OTHER_ACCOUNTS = ['coach', 'player'] as const;
export type OtherAccount = (typeof OTHER_ACCOUNTS)[number];
/**
 * `otherAccount` (added to SPEC.md's answer, issue 17): with accountState 1 (new), the phone
 * belongs to an account of the other kind, so the person is offered that login instead of a
 * set-up. Given only once the code is confirmed, so only the phone's owner learns it.
 */
export const smsLoginReply = z.object({
  loginRegisterID: z.string(),
  accountState: z.union([z.literal(1), z.literal(2)]),
  otherAccount: z.enum(OTHER_ACCOUNTS).optional(),
});
export type SmsLoginReply = z.infer<typeof smsLoginReply>;

export const loginRegisterParams = z.object({ loginRegisterID: z.string().min(1).max(100) });

/** The ids a coach's login names. */
export const coachJwtInfoReply = z.object({ cid: z.number().int(), sid: z.number().int() });
/** The ids a player's login names. */
export const playerJwtInfoReply = z.object({
  pid: z.number().int(),
  pcid: z.number().int(),
  psid: z.number().int(),
});

/** A login: the coach body and the player body (told apart by PlayerID). */
export const coachLoginBody = z.object({
  LoginRegisterID: z.string().min(1).max(100),
  CoachID: idField,
  SchoolID: idField,
  SMS: phoneSchema,
  Code: codeSchema,
});
export const playerLoginBody = z.object({
  LoginRegisterID: z.string().min(1).max(100),
  PlayerID: idField,
  /** 0 when the player's team has no coach. */
  PlayerCoachID: intField(0, 2_147_483_647),
  PlayerSchoolID: idField,
  SMS: phoneSchema,
  Code: codeSchema,
});
export const loginBody = z.union([playerLoginBody, coachLoginBody]);
export const tokenReply = z.object({ token: z.string() });

/** A new coach's set-up (SPEC.md section 3). */
export const coachSetupBody = z.object({
  school: z.string().trim().min(1, { message: 'is required' }).max(100),
  jvBoys: formBoolean.default(false),
  jvGirls: formBoolean.default(false),
  vBoys: formBoolean.default(false),
  vGirls: formBoolean.default(false),
  fname: nameSchema,
  lname: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
});
export type CoachSetupBody = z.input<typeof coachSetupBody>;
export const coachSetupReply = z.object({ coachID: z.number().int(), schoolID: z.number().int() });

/** A new player's set-up, joining the team of a Team PIN. */
export const playerSetupBody = z.object({
  fname: nameSchema,
  lname: nameSchema,
  email: emailSchema,
  pin: pinSchema,
  phone: phoneSchema,
});
export type PlayerSetupBody = z.input<typeof playerSetupBody>;
export const playerSetupReply = z.object({ playerID: z.number().int() });

/** The schools offered at set-up and when joining a team. */
export const schoolSchema = z.object({ value: z.string(), label: z.string() });
export const schoolsReply = z.array(schoolSchema);
export type School = z.infer<typeof schoolSchema>;

/** Navbar calls. */
export const coachNavbarReply = z.object({
  firstName: z.string(),
  lastName: z.string(),
  skills: z.array(z.object({ Skill: z.number().int() })),
  /** The coach's photo (small size) or null; an addition to SPEC.md's fields. */
  avatar: z.string().nullable(),
});
export type CoachNavbar = z.infer<typeof coachNavbarReply>;
export const playerNavbarReply = z.object({
  firstName: z.string(),
  lastName: z.string(),
  skill: z.number().int().nullable(),
  /** The player's photo (small size) or null; an addition to SPEC.md's fields. */
  avatar: z.string().nullable(),
});
export type PlayerNavbar = z.infer<typeof playerNavbarReply>;

/** What the login token carries (decoded by the web app to know the role). */
export const tokenClaims = z.object({
  sess: z.string(),
  cid: z.number().int().optional(),
  sid: z.number().int().optional(),
  teams: z.array(z.number().int()).optional(),
  pid: z.number().int().optional(),
  pcid: z.number().int().optional(),
  psid: z.number().int().optional(),
  /** A school administrator's id (issue 32): the token of an admin, never a coach's. */
  adm: z.number().int().optional(),
  /** The sign-in provider of an admin's session (`google`, `microsoft`, ...). */
  prov: z.string().optional(),
  /** A guardian's id (issue 34): the token of a guardian, never a coach's or a player's. */
  gid: z.number().int().optional(),
  exp: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

export const okReply = z.object({ ok: z.literal(true) });
/**
 * Logout's answer: for an admin whose provider offers RP-initiated logout, the provider's sign-out
 * address the web app goes to next (it comes back to /).
 */
export const logoutReply = okReply.extend({ providerLogoutUrl: z.string().optional() });

/** The user's look and language, kept on the server so it follows them to any device. */
export const THEMES = ['light', 'dark', 'court'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const LANGUAGES = ['en', 'tr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const uiSettings = z.object({
  theme: z.enum(THEMES).nullable(),
  layout: z.enum(LAYOUTS).nullable(),
  language: z.enum(LANGUAGES).nullable(),
  /** The time zone of the device the person last used; the team's texts give times in it. */
  timeZone: timeZoneField.nullable().optional(),
});
export type UiSettings = z.infer<typeof uiSettings>;
export const uiSettingsUpdate = uiSettings.partial();
