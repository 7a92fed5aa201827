import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  coachJwtInfoReply,
  coachNavbarReply,
  coachSetupReply,
  playerJwtInfoReply,
  playerNavbarReply,
  playerSetupReply,
  schoolsReply,
  smsLoginReply,
  tokenReply,
  type SmsLoginReply,
  type UiSettings,
  uiSettings,
} from '../../../contract/auth';
import { USER_TYPE } from '../../../contract/common';
import { ApiError, apiRequest, endSession } from '../../lib/api-client';
import type { Role } from '../../lib/session';
import { getToken } from '../../lib/token-store';

export type UserKind = keyof typeof USER_TYPE;

/** POST /verify-code (form): sends a 6-digit code by SMS. */
export function requestCode(phone: string, kind: UserKind): Promise<unknown> {
  return apiRequest('/verify-code', { method: 'POST', form: { sms: phone, type: USER_TYPE[kind] } });
}

/** POST /sms-login (form): checks the code. */
export function checkCode(phone: string, code: string, kind: UserKind): Promise<SmsLoginReply> {
  return apiRequest('/sms-login', {
    method: 'POST',
    form: { sms: phone, code, userType: USER_TYPE[kind] },
    schema: smsLoginReply,
  });
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
 * POST /login as a coach and return the jwt. The ids come from the set-up call
 * or, for an existing account, from GET /prepare-jwt-info/{id}.
 */
export async function loginCoach(
  { loginRegisterID, phone, code }: VerifiedPhone,
  ids?: CoachIds,
): Promise<string> {
  const { cid, sid } =
    ids ??
    (await apiRequest(`/prepare-jwt-info/${encodeURIComponent(loginRegisterID)}`, {
      schema: coachJwtInfoReply,
    }));
  return postLogin({ LoginRegisterID: loginRegisterID, CoachID: cid, SchoolID: sid, SMS: phone, Code: code });
}

/** GET /prepare-jwt-info-player/{id}, then POST /login as a player. Returns the jwt. */
export async function loginPlayer({ loginRegisterID, phone, code }: VerifiedPhone): Promise<string> {
  const { pid, pcid, psid } = await apiRequest(
    `/prepare-jwt-info-player/${encodeURIComponent(loginRegisterID)}`,
    { schema: playerJwtInfoReply },
  );
  return postLogin({
    SMS: phone,
    Code: code,
    LoginRegisterID: loginRegisterID,
    PlayerID: pid,
    PlayerCoachID: pcid,
    PlayerSchoolID: psid,
  });
}

async function postLogin(body: Record<string, string | number>): Promise<string> {
  const { token } = await apiRequest('/login', { method: 'POST', json: body, schema: tokenReply });
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

/** POST /set-up/{loginRegisterID} (form): creates the coach. */
export function setUpCoach(loginRegisterID: string, values: CoachSetupValues) {
  return apiRequest(`/set-up/${encodeURIComponent(loginRegisterID)}`, {
    method: 'POST',
    form: { ...values },
    schema: coachSetupReply,
  });
}

export interface PlayerSetupValues {
  fname: string;
  lname: string;
  email: string;
  pin: string;
  phone: string;
}

/** POST /player-set-up/{loginRegisterID} (form): creates the player and joins the PIN's team. */
export function setUpPlayer(loginRegisterID: string, values: PlayerSetupValues) {
  return apiRequest(`/player-set-up/${encodeURIComponent(loginRegisterID)}`, {
    method: 'POST',
    form: { ...values },
    schema: playerSetupReply,
  });
}

export const schoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['schools'],
    queryFn: ({ signal }) => apiRequest('/schools', { schema: schoolsReply, signal }),
    staleTime: 60 * 60_000,
  });

/** What the navbar shows of the signed-in user: name, photo and team codes. */
export interface NavbarUser {
  firstName: string;
  lastName: string;
  /** Address of the user's photo, or null (initials are shown). */
  avatar: string | null;
  teams: number[];
}

async function fetchCoachNavbar(signal: AbortSignal): Promise<NavbarUser> {
  const reply = await apiRequest('/auth/userNavbarHeader', { schema: coachNavbarReply, signal });
  return {
    firstName: reply.firstName,
    lastName: reply.lastName,
    avatar: reply.avatar,
    teams: reply.skills.map((s) => s.Skill),
  };
}

async function fetchPlayerNavbar(signal: AbortSignal): Promise<NavbarUser> {
  try {
    const reply = await apiRequest('/auth/player-getNavbarInfo', { schema: playerNavbarReply, signal });
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
 * GET/PUT /auth/ui-settings: the user's theme, layout and language, kept on the server
 * so they follow the user to every device. Each is null until first chosen.
 */
const uiSettingsKey = ['ui-settings'] as const;

export const uiSettingsQueryOptions = () =>
  queryOptions({
    queryKey: uiSettingsKey,
    queryFn: ({ signal }) => apiRequest('/auth/ui-settings', { schema: uiSettings, signal }),
    staleTime: Infinity,
  });

export type UiSettingsPatch = Partial<{ [K in keyof UiSettings]: NonNullable<UiSettings[K]> }>;

export function useSaveUiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UiSettingsPatch) =>
      apiRequest('/auth/ui-settings', { method: 'PUT', json: patch, schema: uiSettings }),
    onSuccess: (saved) => queryClient.setQueryData(uiSettingsKey, saved),
  });
}

/**
 * POST /auth/logout ends the session on the server. Its failure does not matter:
 * the local token is removed either way.
 */
export async function logout(): Promise<void> {
  if (getToken() === null) return;
  try {
    await apiRequest('/auth/logout', { method: 'POST', sessionHandling: false });
  } catch {
    // Ignored on purpose: signing out locally must always work.
  }
}
