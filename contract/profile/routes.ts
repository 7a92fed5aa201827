import { coachNavbarReply, playerNavbarReply, uiSettings, uiSettingsUpdate } from '../auth/index';
import { defineRoutes } from '../http/route';

/** What the navbar shows of the signed-in user (SPEC.md section 7), and the user's saved look. */
export const profileRoutes = defineRoutes('navbar', {
  coachNavbar: {
    method: 'GET',
    path: '/auth/userNavbarHeader',
    replies: { 200: coachNavbarReply },
    roles: ['coach'],
  },
  playerNavbar: {
    method: 'GET',
    path: '/auth/player-getNavbarInfo',
    replies: { 200: playerNavbarReply },
    roles: ['player'],
  },
  uiSettings: {
    method: 'GET',
    path: '/auth/ui-settings',
    replies: { 200: uiSettings },
    roles: ['coach', 'player', 'admin'],
    summary: "The user's theme, layout and language",
  },
  saveUiSettings: {
    method: 'PUT',
    path: '/auth/ui-settings',
    body: uiSettingsUpdate,
    replies: { 200: uiSettings },
    roles: ['coach', 'player', 'admin'],
  },
});
