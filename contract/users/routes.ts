import { defineRoutes } from '../http/route';
import { shortcutsBody, shortcutsReply, userModel } from './index';

/** The user model (SPEC.md section 3) and its shortcuts (issue 32). */
export const usersRoutes = defineRoutes('users', {
  user: {
    method: 'GET',
    path: '/auth/user',
    replies: { 200: userModel },
    roles: ['coach', 'player', 'admin', 'guardian'],
    summary: 'The signed-in user: roles, where they signed in, uid, name, photo, e-mail, settings, shortcuts',
  },
  saveShortcuts: {
    method: 'PUT',
    path: '/auth/user/shortcuts',
    body: shortcutsBody,
    replies: { 200: shortcutsReply },
    roles: ['coach', 'player'],
    summary: "The toolbar's shortcut pages, in order (at most 8, each once)",
  },
});
