import type { Route } from './http/route';
import { adminRoutes, oidcRoutes } from './admin/routes';
import { announcementsRoutes, publicMessageRoutes } from './announcements/routes';
import { sessionRoutes, signInRoutes } from './auth/routes';
import { availabilityLinkRoutes, availabilityRoutes } from './availability/routes';
import { calendarFeedRoutes, calendarRoutes } from './calendar/routes';
import { challengesRoutes } from './challenges/routes';
import { dualRoutes, publicDualRoutes } from './duals/routes';
import { guardianSignInRoutes, guardiansRoutes } from './guardians/routes';
import { ladderRoutes } from './ladder/routes';
import { leaguesRoutes, publicLeagueRoutes } from './leagues/routes';
import { matchesRoutes } from './matches/routes';
import { outreachRoutes } from './outreach/routes';
import { profileRoutes } from './profile/routes';
import { schoolsRoutes } from './schools/routes';
import { searchRoutes } from './search/routes';
import { seasonsRoutes } from './seasons/routes';
import { avatarImageRoutes, settingsRoutes } from './settings/routes';
import { teamsRoutes } from './teams/routes';
import { todoRoutes } from './todo/routes';
import { drawPublicRoutes, tournamentsRoutes } from './tournaments/routes';
import { usersRoutes } from './users/routes';

/**
 * Every feature's route table. The server registers each (server/app.ts), and the authorization
 * matrix checks that what it registered is what the tables say.
 */
export const routeTables: readonly Record<string, Route>[] = [
  signInRoutes,
  sessionRoutes,
  schoolsRoutes,
  profileRoutes,
  teamsRoutes,
  ladderRoutes,
  settingsRoutes,
  avatarImageRoutes,
  outreachRoutes,
  tournamentsRoutes,
  announcementsRoutes,
  publicMessageRoutes,
  calendarRoutes,
  calendarFeedRoutes,
  availabilityRoutes,
  availabilityLinkRoutes,
  challengesRoutes,
  matchesRoutes,
  dualRoutes,
  publicDualRoutes,
  oidcRoutes,
  adminRoutes,
  usersRoutes,
  todoRoutes,
  searchRoutes,
  guardiansRoutes,
  guardianSignInRoutes,
  seasonsRoutes,
  leaguesRoutes,
  publicLeagueRoutes,
  drawPublicRoutes,
];
