import { paths } from '../config/paths';

/*
 * Deep links survive sign-in (issue 29): a signed-out visitor sent to a login page carries the page
 * they opened in its address (`?next=/challenges/11`), so the link survives a reload, the switch
 * between the coach and player logins and the first-login set-up. Only a path of this site is
 * honoured: anything else (another site, `//host`, `/\host`, a scheme) is dropped and the visitor
 * goes home, so a crafted link cannot send a fresh sign-in elsewhere.
 */

/** The login pages' query parameter naming where the visitor was going. */
export const RETURN_PARAM = 'next';

/** A stand-in origin: a path resolved against it must stay on it. */
const HERE = 'https://courtside.invalid';

/** Where a sign-in never returns to: the sign-in pages themselves. */
const SIGN_IN_PATHS: readonly string[] = [
  paths.coachLogin,
  paths.playerLogin,
  paths.coachSetup,
  paths.playerSetup,
  paths.serverError,
];

/**
 * `value` as a path of this site (path, query and fragment), or null when it is not one. A
 * backslash or control character anywhere is refused outright: browsers read `/\host` as `//host`.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  // Dot segments can make `//host` again: `/..//host` resolves to the path `//host`.
  if (url.origin !== HERE || url.pathname.startsWith('//') || SIGN_IN_PATHS.includes(url.pathname))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The pages whose links are texted to players: a challenge (every challenge text goes to its two
 * players) and an answer page of who is coming (not a coach's attendance list). A signed-out
 * visitor opening one is sent to the player login; every other page keeps SPEC.md's coach login.
 */
const PLAYER_PAGES: readonly RegExp[] = [/^\/challenges(\/\d+)?$/, /^\/availability\/[^/]+\/[^/]+$/];

/** The login page for a signed-out visitor who opened `target` (path, query, fragment). */
export function loginPathFor(target: string): string {
  const next = safeReturnPath(target);
  if (next === null || next === paths.home) return paths.coachLogin;
  const { pathname } = new URL(next, HERE);
  const login = PLAYER_PAGES.some((page) => page.test(pathname)) ? paths.playerLogin : paths.coachLogin;
  return `${login}?${new URLSearchParams({ [RETURN_PARAM]: next }).toString()}`;
}

/** Where a login page sends the visitor after sign-in: its `next` parameter, if it is a path of this site. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
