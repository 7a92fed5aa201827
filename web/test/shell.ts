import { Component as AppLayout } from '../app/routes/app-layout';
import type { Language } from '../i18n/languages';
import type { RouteObject } from 'react-router';
import { shellRoutes } from './api-routes';
import { stubRoute, type StubAnswer, type StubHandler } from './stub-server';

type Answer<R extends (typeof shellRoutes)[keyof typeof shellRoutes]> = StubAnswer<R> | StubHandler<R>;

export const COACH_NAVBAR = {
  firstName: 'Ada',
  lastName: 'Coach',
  avatar: null,
  skills: [{ Skill: 1 }, { Skill: 2 }],
};
export const PLAYER_NAVBAR = { firstName: 'Pat', lastName: 'Player', avatar: null, skill: 1 };

/**
 * Stubs what the signed-in shell asks on every page (the user's name and teams, saved settings and
 * their save, the unread badge); each answer can be replaced. Returns the navbar's calls.
 */
export function stubShell(
  answers: {
    coachNavbar?: Answer<typeof shellRoutes.coachNavbar>;
    playerNavbar?: Answer<typeof shellRoutes.playerNavbar>;
    uiSettings?: Answer<typeof shellRoutes.uiSettings>;
    /** The language the user saved (the shell switches to it). */
    language?: Language;
  } = {},
) {
  const saved = { theme: 'light', layout: 'vertical', language: answers.language ?? 'en' } as const;
  stubRoute(shellRoutes.uiSettings, answers.uiSettings ?? saved);
  // The shell saves the device's time zone (and any choice not saved yet) once it has read them.
  stubRoute(shellRoutes.saveUiSettings, saved);
  stubRoute(shellRoutes.unreadCount, { unread: 0 });
  return {
    coach: stubRoute(shellRoutes.coachNavbar, answers.coachNavbar ?? COACH_NAVBAR),
    player: stubRoute(shellRoutes.playerNavbar, answers.playerNavbar ?? PLAYER_NAVBAR),
  };
}

/** `children` inside the signed-in shell (menu, toolbar, the user's name), as every app page is. */
export function inShell(children: RouteObject[]): RouteObject[] {
  return [{ Component: AppLayout, children }];
}
