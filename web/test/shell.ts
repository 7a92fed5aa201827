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

/** The user model (GET /api/auth/user) of the test coach, with the default shortcuts. */
export const COACH_USER = {
  role: ['coach' as const],
  from: 'api',
  uid: 'coach:7',
  data: {
    displayName: 'Ada Coach',
    photoURL: null,
    email: 'ada@example.org',
    settings: {
      theme: 'light' as const,
      layout: 'vertical' as const,
      language: 'en' as const,
      timeZone: null,
    },
    shortcuts: ['calendar' as const, 'mail' as const, 'contacts' as const, 'todo' as const],
  },
};
export const PLAYER_USER = {
  ...COACH_USER,
  role: ['player' as const],
  uid: 'player:11',
  data: { ...COACH_USER.data, displayName: 'Pat Player' },
};

/**
 * Stubs what the signed-in shell asks on every page (the user's name and teams, saved settings and
 * their save, the unread badge); each answer can be replaced. Returns the navbar's calls.
 */
export function stubShell(
  answers: {
    coachNavbar?: Answer<typeof shellRoutes.coachNavbar>;
    playerNavbar?: Answer<typeof shellRoutes.playerNavbar>;
    uiSettings?: Answer<typeof shellRoutes.uiSettings>;
    /** The user model; the test coach's by default. */
    user?: Answer<typeof shellRoutes.user>;
    /** The to-do list (its count is the navigation's badge); empty by default. */
    todo?: Answer<typeof shellRoutes.todo>;
    /** The language the user saved (the shell switches to it). */
    language?: Language;
  } = {},
) {
  // Saved with this device's time zone: the shell has nothing to save after reading them, so no save
  // can arrive after a test has ended (app/use-saved-look.ts saves a new zone; admin-look.test.tsx tests it).
  const saved = {
    theme: 'light',
    layout: 'vertical',
    language: answers.language ?? 'en',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  } as const;
  stubRoute(shellRoutes.uiSettings, answers.uiSettings ?? saved);
  stubRoute(shellRoutes.saveUiSettings, saved);
  stubRoute(shellRoutes.unreadCount, { unread: 0 });
  stubRoute(shellRoutes.user, answers.user ?? COACH_USER);
  stubRoute(shellRoutes.todo, answers.todo ?? { items: [], count: 0 });
  return {
    coach: stubRoute(shellRoutes.coachNavbar, answers.coachNavbar ?? COACH_NAVBAR),
    player: stubRoute(shellRoutes.playerNavbar, answers.playerNavbar ?? PLAYER_NAVBAR),
  };
}

/** `children` inside the signed-in shell (menu, toolbar, the user's name), as every app page is. */
export function inShell(children: RouteObject[]): RouteObject[] {
  return [{ Component: AppLayout, children }];
}
