import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AVATAR_FIELD,
  type AvatarReply,
  type PersonalSettings,
  type PersonalSettingsUpdate,
} from '../../../contract/settings';
import { settingsRoutes } from '../../../contract/settings/routes';
import { teamsRoutes } from '../../../contract/teams/routes';
import { ApiError, endSession, refreshStoredToken } from '../../lib/api-client';
import { call } from '../../lib/call';
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
    const route = owner.role === 'player' ? settingsRoutes.playerSettings : settingsRoutes.coachSettings;
    const { res } = await call(route, { params: { id: owner.id } }, { signal });
    return res;
  } catch (error) {
    // SPEC.md section 8: a player settings fetch failing with 'Player Not Found' signs the player out.
    if (owner.role === 'player' && error instanceof ApiError && error.code === 'settings_player_not_found') {
      endSession();
    }
    throw error;
  }
}

/** The person's own settings (by cid or pid): fname, lname, phoneNumber, email. */
export const personalSettingsQueryOptions = (owner: SettingsOwner) =>
  queryOptions({
    queryKey: personalKey(owner),
    queryFn: ({ signal }) => fetchPersonalSettings(owner, signal),
  });

/** Saves the four fields, and phoneCode when the phone number changes. */
export function useSavePersonalSettings(owner: SettingsOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PersonalSettingsUpdate) =>
      call(owner.role === 'player' ? settingsRoutes.savePlayerSettings : settingsRoutes.saveCoachSettings, {
        body: {
          fname: values.fname,
          lname: values.lname,
          phoneNumber: values.phoneNumber,
          email: values.email,
          ...(values.phoneCode === undefined ? {} : { phoneCode: values.phoneCode }),
        },
      }),
    onSuccess: async ({ res }) => {
      queryClient.setQueryData(personalKey(owner), res);
      // The navbar shows the name: the shell's ['navbar', role] query reads it again.
      await queryClient.invalidateQueries({ queryKey: ['navbar'] });
      // So does the user model (GET /api/auth/user: displayName, email).
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/** Texts a code to the new sign-in phone, to be sent with the save. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phoneNumber: string) => call(settingsRoutes.phoneCode, { body: { phoneNumber } }),
  });
}

/** The coach's maxNumberOfChallengePositions. */
export const ladderMaxQueryOptions = (coachId: number) =>
  queryOptions({
    queryKey: ladderMaxKey(coachId),
    queryFn: async ({ signal }) =>
      (await call(settingsRoutes.ladderMax, { params: { id: coachId } }, { signal })).res,
  });

export function useSaveLadderMax(coachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (max: number) =>
      (await call(settingsRoutes.saveLadderMax, { body: { id: coachId, max } })).res,
    onSuccess: (saved) => queryClient.setQueryData(ladderMaxKey(coachId), saved),
  });
}

/** The person's photo addresses (small and large), or nulls. */
export const avatarQueryOptions = (owner: SettingsOwner) =>
  queryOptions({
    queryKey: avatarKey(owner),
    queryFn: ({ signal }) => call(settingsRoutes.avatar, {}, { signal }),
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

/** Uploads a photo (multipart, field 'photo'): the server crops and re-encodes it. */
export function useSaveAvatar(owner: SettingsOwner) {
  const onSuccess = usePhotoChanged(owner);
  return useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.append(AVATAR_FIELD, file);
      return call(settingsRoutes.saveAvatar, { body: data });
    },
    onSuccess,
  });
}

/** Removes the photo: back to initials. */
export function useRemoveAvatar(owner: SettingsOwner) {
  const onSuccess = usePhotoChanged(owner);
  return useMutation({
    mutationFn: () => call(settingsRoutes.removeAvatar),
    onSuccess,
  });
}

/**
 * The coach starts a team of their school that nobody has
 * started yet. The token is refreshed so its claims name the new team, and everything is read
 * again (the navbar's teams, the menu, the ladders).
 */
export function useAddTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamtype: number) => {
      const reply = await call(teamsRoutes.addTeam, { body: { teamtype } });
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
