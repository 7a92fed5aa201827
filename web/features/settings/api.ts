import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AVATAR_FIELD,
  avatarReply,
  ladderMaxReply,
  personalSettingsReply,
  phoneCodeReply,
  type AvatarReply,
  type PersonalSettings,
  type PersonalSettingsUpdate,
} from '../../../contract/settings';
import { addTeamReply } from '../../../contract/ladder';
import { ApiError, apiRequest, endSession, refreshStoredToken } from '../../lib/api-client';
import type { Role } from '../../lib/session';

/** Whose settings: the signed-in person, by the id in their token (cid or pid). */
export interface SettingsOwner {
  role: Role;
  id: number;
}

const personalKey = (owner: SettingsOwner) => ['settings', 'personal', owner.role, owner.id] as const;
const ladderMaxKey = (coachId: number) => ['settings', 'ladder-max', coachId] as const;
const avatarKey = (owner: SettingsOwner) => ['settings', 'avatar', owner.role, owner.id] as const;

async function fetchPersonalSettings(owner: SettingsOwner, signal: AbortSignal): Promise<PersonalSettings> {
  try {
    const { res } = await apiRequest(`/auth/getSettings-${owner.role}/${owner.id}`, {
      schema: personalSettingsReply,
      signal,
    });
    return res;
  } catch (error) {
    // SPEC.md section 8: a player settings fetch failing with 'Player Not Found' signs the player out.
    if (owner.role === 'player' && error instanceof ApiError && error.code === 'settings_player_not_found') {
      endSession();
    }
    throw error;
  }
}

/** GET /auth/getSettings-coach/{cid} or /auth/getSettings-player/{pid}: fname, lname, phoneNumber, email. */
export const personalSettingsQueryOptions = (owner: SettingsOwner) =>
  queryOptions({
    queryKey: personalKey(owner),
    queryFn: ({ signal }) => fetchPersonalSettings(owner, signal),
  });

/**
 * PUT /auth/updateSettings-coach or /auth/updateSettings-player (JSON of the four fields, and
 * phoneCode when the phone number changes).
 */
export function useSavePersonalSettings(owner: SettingsOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PersonalSettingsUpdate) =>
      apiRequest(`/auth/updateSettings-${owner.role}`, {
        method: 'PUT',
        json: {
          fname: values.fname,
          lname: values.lname,
          phoneNumber: values.phoneNumber,
          email: values.email,
          ...(values.phoneCode === undefined ? {} : { phoneCode: values.phoneCode }),
        },
        schema: personalSettingsReply,
      }),
    onSuccess: async ({ res }) => {
      queryClient.setQueryData(personalKey(owner), res);
      // The navbar shows the name: the shell's ['navbar', role] query reads it again.
      await queryClient.invalidateQueries({ queryKey: ['navbar'] });
    },
  });
}

/** POST /auth/settings/phone-code: texts a code to the new sign-in phone, to be sent with the save. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      apiRequest('/auth/settings/phone-code', {
        method: 'POST',
        json: { phoneNumber },
        schema: phoneCodeReply,
      }),
  });
}

/** GET /auth/getSettings-coach-laddermaxposition/{cid}: the coach's maxNumberOfChallengePositions. */
export const ladderMaxQueryOptions = (coachId: number) =>
  queryOptions({
    queryKey: ladderMaxKey(coachId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/auth/getSettings-coach-laddermaxposition/${coachId}`, {
          schema: ladderMaxReply,
          signal,
        })
      ).res,
  });

/** PUT /auth/updateSettings-coach-laddermaxposition (form id, max). */
export function useSaveLadderMax(coachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (max: number) =>
      (
        await apiRequest('/auth/updateSettings-coach-laddermaxposition', {
          method: 'PUT',
          form: { id: coachId, max },
          schema: ladderMaxReply,
        })
      ).res,
    onSuccess: (saved) => queryClient.setQueryData(ladderMaxKey(coachId), saved),
  });
}

/** GET /auth/settings/avatar: the person's photo addresses (small and large), or nulls. */
export const avatarQueryOptions = (owner: SettingsOwner) =>
  queryOptions({
    queryKey: avatarKey(owner),
    queryFn: ({ signal }) => apiRequest('/auth/settings/avatar', { schema: avatarReply, signal }),
  });

/**
 * The photo shows in the navbar and on the ladder: both read it again after a change. (The
 * ladder's queries live under ['ladder'], the navbar's under ['navbar'].)
 */
function usePhotoChanged(owner: SettingsOwner) {
  const queryClient = useQueryClient();
  return async (reply: AvatarReply) => {
    queryClient.setQueryData(avatarKey(owner), reply);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['navbar'] }),
      queryClient.invalidateQueries({ queryKey: ['ladder'] }),
    ]);
  };
}

/** PUT /auth/settings/avatar (multipart, field 'photo'): the server crops and re-encodes it. */
export function useSaveAvatar(owner: SettingsOwner) {
  const onSuccess = usePhotoChanged(owner);
  return useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.append(AVATAR_FIELD, file);
      return apiRequest('/auth/settings/avatar', { method: 'PUT', multipart: data, schema: avatarReply });
    },
    onSuccess,
  });
}

/** DELETE /auth/settings/avatar: back to initials. */
export function useRemoveAvatar(owner: SettingsOwner) {
  const onSuccess = usePhotoChanged(owner);
  return useMutation({
    mutationFn: () => apiRequest('/auth/settings/avatar', { method: 'DELETE', schema: avatarReply }),
    onSuccess,
  });
}

/**
 * POST /auth/addTeam (form teamtype): the coach starts a team of their school that nobody has
 * started yet. The token is refreshed so its claims name the new team, and everything is read
 * again (the navbar's teams, the menu, the ladders).
 */
export function useAddTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamtype: number) => {
      const reply = await apiRequest('/auth/addTeam', {
        method: 'POST',
        form: { teamtype },
        schema: addTeamReply,
      });
      await refreshStoredToken();
      return reply;
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The message key of a failed addTeam: the team exists at the school (409), or anything else. */
export function addTeamErrorKey(error: unknown): 'teams.exists' | 'teams.failed' {
  return error instanceof ApiError && error.status === 409 ? 'teams.exists' : 'teams.failed';
}
