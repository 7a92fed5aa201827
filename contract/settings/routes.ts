import { z } from 'zod';
import { defineRoutes } from '../http/route';
import {
  avatarImageParams,
  avatarReply,
  ladderMaxBody,
  ladderMaxReply,
  personalSettingsBody,
  personalSettingsReply,
  phoneCodeBody,
  phoneCodeReply,
  settingsIdParams,
  teamMatchFormatBody,
  teamMatchFormatReply,
} from './index';

/**
 * Settings calls of SPEC.md section 7: a person's own settings and photo, the coach's ladder
 * maximum, and a team's default match format (issue 19).
 */
export const settingsRoutes = defineRoutes('settings', {
  playerSettings: {
    method: 'GET',
    path: '/auth/getSettings-player/:id',
    params: settingsIdParams,
    replies: { 200: personalSettingsReply },
    roles: ['player'],
  },
  coachSettings: {
    method: 'GET',
    path: '/auth/getSettings-coach/:id',
    params: settingsIdParams,
    replies: { 200: personalSettingsReply },
    roles: ['coach'],
  },
  savePlayerSettings: {
    method: 'PUT',
    path: '/auth/updateSettings-player',
    body: personalSettingsBody,
    replies: { 200: personalSettingsReply },
    roles: ['player'],
  },
  saveCoachSettings: {
    method: 'PUT',
    path: '/auth/updateSettings-coach',
    body: personalSettingsBody,
    replies: { 200: personalSettingsReply },
    roles: ['coach'],
  },
  phoneCode: {
    method: 'POST',
    path: '/auth/settings/phone-code',
    body: phoneCodeBody,
    replies: { 200: phoneCodeReply },
    roles: ['coach', 'player'],
    summary: 'Texts a code to the new sign-in phone, to be sent with the save',
  },
  ladderMax: {
    method: 'GET',
    path: '/auth/getSettings-coach-laddermaxposition/:id',
    params: settingsIdParams,
    replies: { 200: ladderMaxReply },
    roles: ['coach'],
  },
  saveLadderMax: {
    method: 'PUT',
    path: '/auth/updateSettings-coach-laddermaxposition',
    body: ladderMaxBody,
    bodyAs: 'form',
    replies: { 200: ladderMaxReply },
    roles: ['coach'],
  },
  teamFormat: {
    method: 'GET',
    path: '/auth/getSettings-team-matchformat/:id',
    params: settingsIdParams,
    replies: { 200: teamMatchFormatReply },
    roles: ['coach'],
  },
  saveTeamFormat: {
    method: 'PUT',
    path: '/auth/updateSettings-team-matchformat',
    body: teamMatchFormatBody,
    replies: { 200: teamMatchFormatReply },
    roles: ['coach'],
  },
  avatar: {
    method: 'GET',
    path: '/auth/settings/avatar',
    replies: { 200: avatarReply },
    roles: ['coach', 'player'],
  },
  saveAvatar: {
    method: 'PUT',
    path: '/auth/settings/avatar',
    bodyAs: 'multipart',
    replies: { 200: avatarReply },
    roles: ['coach', 'player'],
    summary: 'Uploads a photo (multipart, one file field `photo`); the server crops and re-encodes it',
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/auth/settings/avatar',
    replies: { 200: avatarReply },
    roles: ['coach', 'player'],
  },
});

/**
 * A photo, to anyone holding its address. The address is handed out only where the person is shown
 * (their team's ladder, their own navbar and settings), holds 144 random bits and changes with every
 * upload, so it can be cached for good (an <img> cannot send the bearer token).
 */
export const avatarImageRoutes = defineRoutes('settings', {
  image: {
    method: 'GET',
    path: '/avatars/:token/:size',
    params: avatarImageParams,
    replies: { 200: z.any().describe('the photo, image/webp') },
    roles: 'public',
  },
});
