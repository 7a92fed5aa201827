import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { TokenClaims } from '../../contract/auth';
import { AppProviders } from '../app/providers';
import { Component as ServerError } from '../app/routes/server-error';
import { paths, SERVER_ERROR_STATE } from '../config/paths';
import { setLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { configureApiClient } from '../lib/api-client';
import type { Layout } from '../lib/stored-preferences';
import { setToken } from '../lib/token-store';
import { DESKTOP, setViewport } from './viewport';

/** A coach of the jv-boys and var-boys teams, and a jv-boys player: the claims tests sign in with. */
export const COACH: TokenClaims = { sess: 'test-session', cid: 7, sid: 1, teams: [1, 2] };
export const PLAYER: TokenClaims = { sess: 'test-session', pid: 11, pcid: 7, psid: 1 };

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token the app decodes (only the server checks signatures). */
export function tokenFor(claims: TokenClaims): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

const HydrateFallback = () => null;

export interface RenderOptions {
  /** The address the app opens at. */
  path?: string;
  language?: Language;
  layout?: Layout;
  viewport?: { width: number; height: number };
  /** Signed in with these claims (the 'session' route's data, a stored token), or signed out. */
  session?: TokenClaims | null;
}

/**
 * Renders `routes` as the app does (providers, theme, right-to-left styles for Arabic, a router),
 * signed in by default. Under a session they sit inside the 'session' route pages read their
 * claims from. The API client's reload and /500 go to spies and the router.
 */
export async function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { path = '/', language = 'en', layout = 'vertical', viewport = DESKTOP, session = COACH } = options;
  setViewport(viewport);
  await setLanguage(language);
  if (session) setToken(tokenFor(session));
  // /500 is outside the session, as in the app: the API client goes there on a network failure.
  const tree: RouteObject[] = [
    { path: paths.serverError, Component: ServerError },
    ...(session
      ? [{ id: 'session', path: paths.home, loader: () => session, HydrateFallback, children: routes }]
      : routes),
  ];
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  const reload = vi.fn<() => void>();
  configureApiClient({
    reload,
    onNetworkError: () => void router.navigate(paths.serverError, { state: SERVER_ERROR_STATE }),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders preferences={{ theme: 'light', layout, language }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, reload, user };
}

/** Renders one element at `path` (default '/') as a page of the app. */
export function renderPage(element: ReactNode, options: RenderOptions & { route?: string } = {}) {
  const { route, ...rest } = options;
  return renderRoutes(
    route
      ? [{ path: route, element }]
      : [
          { index: true, element },
          { path: '*', element },
        ],
    rest,
  );
}
