import { z } from 'zod';
import { coachNavbarReply, playerNavbarReply, tokenReply, uiSettings } from '../../contract/auth';
import { announcementsRoutes } from '../../contract/announcements/routes';
import { todoRoutes } from '../../contract/todo/routes';
import { usersRoutes } from '../../contract/users/routes';
import type { StubbedRoute } from './stub-server';

/*
 * The routes the shell calls on every signed-in page, as stubs name them. Replaced by the contract's
 * route tables (contract/<feature>/routes.ts) where they declare the same routes.
 */
const route = <const R extends StubbedRoute>(r: R) => r;

export const shellRoutes = {
  coachNavbar: route({ method: 'GET', path: '/auth/userNavbarHeader', replies: { 200: coachNavbarReply } }),
  playerNavbar: route({
    method: 'GET',
    path: '/auth/player-getNavbarInfo',
    replies: { 200: playerNavbarReply },
  }),
  uiSettings: route({ method: 'GET', path: '/auth/ui-settings', replies: { 200: uiSettings } }),
  saveUiSettings: route({ method: 'PUT', path: '/auth/ui-settings', replies: { 200: uiSettings } }),
  unreadCount: announcementsRoutes.unreadCount,
  user: usersRoutes.user,
  todo: todoRoutes.list,
  refreshToken: route({ method: 'GET', path: '/refreshtoken', replies: { 200: tokenReply } }),
  logout: route({ method: 'POST', path: '/auth/logout', replies: { 200: z.unknown() } }),
};
