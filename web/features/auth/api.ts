import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsLoginReply, UiSettings } from '../../../contract/auth';
import type { RouteInput } from '../../../contract/http/route';
import { signInRoutes } from '../../../contract/auth/routes';
import { USER_TYPE } from '../../../contract/common';
import { profileRoutes } from '../../../contract/profile/routes';
import { ApiError, endSession } from '../../lib/api-client';
import { call } from '../../lib/call';
import type { Role } from '../../lib/session';

/** Who signs in with a phone code (an admin signs in only through OpenID Connect). */
export type UserKind = Exclude<keyof typeof USER_TYPE, 'admin' | 'guardian'>;

/** Sends a 6-digit code by SMS. */
export function requestCode(phone: string, kind: UserKind): Promise<unknown> {
  return call(signInRoutes.requestCode, { body: { sms: phone, type: USER_TYPE[kind] } });
}

/** Checks the code. */
export function checkCode(phone: string, code: string, kind: UserKind): Promise<SmsLoginReply> {
  return call(signInRoutes.checkCode, { body: { sms: phone, code, userType: USER_TYPE[kind] } });
}

export interface VerifiedPhone {
  loginRegisterID: string;
  phone: string;
  code: string;
}

export interface CoachIds {
  cid: number;
  sid: number;
}

/**
 * Logs a coach in and returns the jwt. The ids come from the set-up call or, for an existing
 * account, from the login's jwt info.
 */
export async function loginCoach(
  { loginRegisterID, phone, code }: VerifiedPhone,
  ids?: CoachIds,
): Promise<string> {
  const { cid, sid } = ids ?? (await call(signInRoutes.coachJwtInfo, { params: { loginRegisterID } }));
  return postLogin({ LoginRegisterID: loginRegisterID, CoachID: cid, SchoolID: sid, SMS: phone, Code: code });
}

/** Reads the player's ids for the login, then logs the player in. Returns the jwt. */
export async function loginPlayer({ loginRegisterID, phone, code }: VerifiedPhone): Promise<string> {
  const { pid, pcid, psid } = await call(signInRoutes.playerJwtInfo, { params: { loginRegisterID } });
  return postLogin({
    SMS: phone,
    Code: code,
    LoginRegisterID: loginRegisterID,
    PlayerID: pid,
    PlayerCoachID: pcid,
    PlayerSchoolID: psid,
  });
}

async function postLogin(body: RouteInput<typeof signInRoutes.login>['body']): Promise<string> {
  const { token } = await call(signInRoutes.login, { body });
  return token;
}

export interface CoachSetupValues {
  school: string;
  jvBoys: boolean;
  vBoys: boolean;
  jvGirls: boolean;
  vGirls: boolean;
  fname: string;
  lname: string;
  email: string;
  phone: string;
}

/** Creates the coach. */
export function setUpCoach(loginRegisterID: string, values: CoachSetupValues) {
  return call(signInRoutes.setUpCoach, { params: { loginRegisterID }, body: { ...values } });
}

export interface PlayerSetupValues {
  fname: string;
  lname: string;
  email: string;
  pin: string;
  phone: string;
}

/** Creates the player and joins the PIN's team. */
export function setUpPlayer(loginRegisterID: string, values: PlayerSetupValues) {
  return call(signInRoutes.setUpPlayer, { params: { loginRegisterID }, body: { ...values } });
}

/** What the navbar shows of the signed-in user: name, photo and team codes. */
export interface NavbarUser {
  firstName: string;
  lastName: string;
  /** Address of the user's photo, or null (initials are shown). */
  avatar: string | null;
  teams: number[];
}

async function fetchCoachNavbar(signal: AbortSignal): Promise<NavbarUser> {
  const reply = await call(profileRoutes.coachNavbar, {}, { signal });
  return {
    firstName: reply.firstName,
    lastName: reply.lastName,
    avatar: reply.avatar,
    teams: reply.skills.map((s) => s.Skill),
  };
}

async function fetchPlayerNavbar(signal: AbortSignal): Promise<NavbarUser> {
  try {
    const reply = await call(profileRoutes.playerNavbar, {}, { signal });
    return {
      firstName: reply.firstName,
      lastName: reply.lastName,
      avatar: reply.avatar,
      teams: reply.skill === null ? [] : [reply.skill],
    };
  } catch (error) {
    // SPEC.md section 8: a player the server no longer knows is signed out.
    if (error instanceof ApiError && (error.status === 500 || error.code === 'player_not_found')) {
      endSession();
    }
    throw error;
  }
}

export const navbarQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: ['navbar', role],
    queryFn: ({ signal }) => (role === 'player' ? fetchPlayerNavbar(signal) : fetchCoachNavbar(signal)),
  });

/**
 * The user's theme, layout and language, kept on the server
 * so they follow the user to every device. Each is null until first chosen.
 */
const uiSettingsKey = ['ui-settings'] as const;

export const uiSettingsQueryOptions = () =>
  queryOptions({
    queryKey: uiSettingsKey,
    queryFn: ({ signal }) => call(profileRoutes.uiSettings, {}, { signal }),
    staleTime: Infinity,
  });

export type UiSettingsPatch = Partial<{ [K in keyof UiSettings]: NonNullable<UiSettings[K]> }>;

export function useSaveUiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UiSettingsPatch) => call(profileRoutes.saveUiSettings, { body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(uiSettingsKey, saved),
  });
}
