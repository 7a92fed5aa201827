import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { paths, SERVER_ERROR_STATE } from '../config/paths';
import { configureApiClient } from '../lib/api-client';
import { loginPathFor } from '../lib/return-path';
import { getToken } from '../lib/token-store';
import { PageLoader } from './routes/PageLoader';
import { RouteError } from './routes/RouteError';

/**
 * Protected pages need a decodable stored jwt (an undecodable one is removed).
 * The decoder is loaded here, not up front, to keep the login page's first load small.
 * A signed-out visitor goes to the login for the page they opened, which returns them to it.
 */
async function requireSession({ request }: LoaderFunctionArgs) {
  const { readSession, sessionRole } = await import('../lib/session');
  const claims = readSession();
  // A school administrator (issue 32) has no team pages: their own page instead; a guardian
  // (issue 34) has their family's page.
  if (claims && sessionRole(claims) === 'admin') return redirect(paths.admin);
  if (claims && sessionRole(claims) === 'guardian') return redirect(paths.family);
  if (claims) return claims;
  const { pathname, search, hash } = new URL(request.url);
  return redirect(loginPathFor(`${pathname}${search}${hash}`));
}

/** The admin's pages: an admin's session only (a coach or player goes home, nobody to the login). */
async function requireAdminSession({ request }: LoaderFunctionArgs) {
  const { readSession, sessionRole } = await import('../lib/session');
  const claims = readSession();
  if (claims && sessionRole(claims) === 'admin') return claims;
  if (claims) return redirect(paths.home);
  const { pathname, search, hash } = new URL(request.url);
  return redirect(loginPathFor(`${pathname}${search}${hash}`));
}

/** A guardian's page (issue 34): a guardian's session only; anyone else signed in goes home. */
async function requireGuardianSession() {
  const { readSession, sessionRole } = await import('../lib/session');
  const claims = readSession();
  if (claims && sessionRole(claims) === 'guardian') return claims;
  if (claims) return redirect(paths.home);
  return redirect(paths.guardianLogin);
}

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: paths.coachLogin, lazy: () => import('./routes/coach-login') },
      { path: paths.playerLogin, lazy: () => import('./routes/player-login') },
      { path: paths.coachSetup, lazy: () => import('./routes/coach-setup') },
      { path: paths.playerSetup, lazy: () => import('./routes/player-setup') },
      { path: paths.serverError, lazy: () => import('./routes/server-error') },
      { path: paths.publicMessageRoot, loader: () => redirect(paths.coachLogin) },
      { path: paths.publicMessage, lazy: () => import('./routes/public-message') },
      { path: paths.publicDual, lazy: () => import('./routes/public-dual') },
      { path: paths.publicLeague, lazy: () => import('./routes/public-league') },
      { path: paths.publicDraw, lazy: () => import('./routes/public-draw') },
      { path: paths.tournamentDrawPrint, lazy: () => import('./routes/tournament-draw-print') },
      { path: paths.dualPrint, lazy: () => import('./routes/dual-print') },
      { path: paths.answerLink, lazy: () => import('./routes/answer-link') },
      { path: paths.adminSignedIn, lazy: () => import('./routes/admin-signed-in') },
      { path: paths.guardianLogin, lazy: () => import('./routes/guardian-login') },
      { path: paths.guardianConfirm, lazy: () => import('./routes/guardian-confirm') },
      {
        path: paths.family,
        loader: requireGuardianSession,
        shouldRevalidate: () => false,
        lazy: () => import('./routes/family'),
      },
      { path: paths.adminRefused, lazy: () => import('./routes/ask-your-school') },
      {
        path: paths.admin,
        id: 'admin-session',
        loader: requireAdminSession,
        shouldRevalidate: () => false,
        lazy: () => import('./routes/admin-home'),
      },
      {
        path: paths.adminTeam,
        loader: requireAdminSession,
        shouldRevalidate: () => false,
        lazy: () => import('./routes/admin-team'),
      },
      {
        path: paths.home,
        id: 'session',
        loader: requireSession,
        // Revalidating would re-read the same token on every navigation; the session
        // only changes with a full page load (login, logout, 401).
        shouldRevalidate: () => false,
        lazy: () => import('./routes/app-layout'),
        children: [
          { index: true, loader: () => redirect(paths.ladder) },
          { path: paths.ladder, loader: () => redirect(paths.ladderChoose) },
          { path: paths.ladderChoose, lazy: () => import('./routes/ladder-choose') },
          { path: paths.ladderTeam, lazy: () => import('./routes/ladder-team') },
          { path: paths.tournaments, lazy: () => import('./routes/tournaments') },
          { path: paths.tournamentDraw, lazy: () => import('./routes/tournament-draw') },
          { path: paths.calendar, lazy: () => import('./routes/calendar') },
          { path: paths.settings, lazy: () => import('./routes/settings') },
          { path: paths.teamSettings, lazy: () => import('./routes/team-settings') },
          { path: paths.matches, loader: () => redirect(paths.matchesChoose) },
          { path: paths.matchesChoose, lazy: () => import('./routes/matches-choose') },
          { path: paths.matchesType, loader: () => redirect(paths.matchesChoose) },
          { path: paths.sectionTypeTeam, lazy: () => import('./routes/matches-list') },
          { path: paths.announcements, loader: () => redirect(paths.announcementsChoose) },
          { path: paths.announcementsChoose, lazy: () => import('./routes/announcements-choose') },
          { path: paths.announcementsLabel, lazy: () => import('./routes/announcements-app') },
          { path: paths.announcementsFilter, lazy: () => import('./routes/announcements-app') },
          { path: paths.announcementsFolder, lazy: () => import('./routes/announcements-app') },
          { path: paths.outreach, lazy: () => import('./routes/outreach') },
          { path: paths.duals, lazy: () => import('./routes/duals-choose') },
          { path: paths.dualsTeam, lazy: () => import('./routes/duals-team') },
          { path: paths.dual, lazy: () => import('./routes/dual') },
          { path: paths.leagues, lazy: () => import('./routes/leagues') },
          { path: paths.league, lazy: () => import('./routes/league') },
          { path: paths.challenges, lazy: () => import('./routes/challenges') },
          { path: paths.challenge, lazy: () => import('./routes/challenge') },
          { path: paths.availability, lazy: () => import('./routes/availability') },
          { path: paths.attendance, lazy: () => import('./routes/attendance') },
          { path: paths.todo, lazy: () => import('./routes/todo') },
          { path: paths.playerGuardians, lazy: () => import('./routes/player-guardians') },
          { path: paths.seasons, lazy: () => import('./routes/seasons-choose') },
          { path: paths.seasonsTeam, lazy: () => import('./routes/seasons-team') },
          { path: paths.seasonImport, lazy: () => import('./routes/season-import') },
          { path: paths.player, lazy: () => import('./routes/player') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/**
 * A signed-out visitor who opens a signed-in page starts on its login page. Left to the session
 * loader, that redirect waits for the code of the page and of the app's shell: React Router ends a
 * navigation only once every matched route's lazy module has loaded, even when a loader redirected,
 * so on a slow or busy device the visitor watched the loading indicator for seconds. With no stored
 * token nobody is signed in; a token that cannot be decoded is still the loader's to remove.
 */
function startSignedOutOnLogin(): void {
  try {
    if (getToken() !== null) return;
  } catch {
    return;
  }
  const { pathname, search, hash } = window.location;
  if (!matchRoutes(routes, pathname)?.some((match) => match.route.id === 'session')) return;
  window.history.replaceState(null, '', loginPathFor(`${pathname}${search}${hash}`));
}

export function createAppRouter() {
  startSignedOutOnLogin();
  const router = createBrowserRouter(routes);
  configureApiClient({
    onNetworkError: () => void router.navigate(paths.serverError, { state: SERVER_ERROR_STATE }),
  });
  return router;
}
