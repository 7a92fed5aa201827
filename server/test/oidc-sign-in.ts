import type { TestApp } from './build-test-app';
import type { OidcTestProvider } from './oidc-test-provider';

/** A browser's cookies at the test provider (name → value). */
export type CookieJar = Map<string, string>;

async function providerFetch(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: {
      ...(init.headers as Record<string, string>),
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1);
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return res;
}

/** The app's cookie from a Set-Cookie answer, as a Cookie header value. */
export function appCookieOf(setCookie: string | string[] | undefined): string {
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (line ?? '').split(';')[0] ?? '';
}

/**
 * Goes through the provider as a browser would from an authorization address: its redirects, and
 * its sign-in page (posting `email`) when it asks. Returns the app's callback address it ends on.
 */
export async function throughProvider(
  provider: OidcTestProvider,
  jar: CookieJar,
  start: string,
  email: string,
  publicUrl: string,
): Promise<URL> {
  let url = start;
  for (let hops = 0; hops < 12; hops++) {
    if (url.startsWith(publicUrl)) return new URL(url);
    let res = await providerFetch(jar, url);
    if (res.status === 200 && /\/interaction\//.test(url)) {
      res = await providerFetch(jar, url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} at ${url}: ${await res.text()}`);
    url = new URL(location, provider.issuer).href;
  }
  throw new Error('too many redirects at the provider');
}

export interface SignInOutcome {
  /** Where the callback sent the browser (a path of the web app). */
  landed: string;
  /** The admin's token, when the sign-in was let through. */
  token?: string;
  returnTo?: string;
  /** The authorization address the start sent the browser to. */
  authorizationUrl: URL;
  jar: CookieJar;
  /** The app's browser-binding cookie of this sign-in (a Cookie header value). */
  cookie: string;
}

/**
 * An admin's whole sign-in through the app's HTTP routes and the real provider: start, the
 * provider's pages, callback, handoff. `tamper` may change the callback address or the cookie
 * (the refused cases), `beforeProvider` runs after the start (to change the stored login).
 */
export async function adminSignIn(
  t: TestApp,
  provider: OidcTestProvider,
  opts: {
    providerId: string;
    email: string;
    returnTo?: string;
    jar?: CookieJar;
    beforeProvider?: () => Promise<void>;
    tamper?: (callback: URL, cookie: string) => { callback: URL; cookie: string };
    /** false: stop at the callback's answer, the handoff not traded (`cookie` is returned). */
    trade?: false;
  },
): Promise<SignInOutcome> {
  const query = opts.returnTo ? `?returnTo=${encodeURIComponent(opts.returnTo)}` : '';
  const start = await t.app.inject({ method: 'GET', url: `/api/oidc/${opts.providerId}/start${query}` });
  if (start.statusCode !== 303) throw new Error(`start ${start.statusCode} ${start.body}`);
  const authorizationUrl = new URL(start.headers.location as string);
  let cookie = appCookieOf(start.headers['set-cookie']);
  await opts.beforeProvider?.();
  const jar = opts.jar ?? new Map<string, string>();
  let callback = await throughProvider(provider, jar, authorizationUrl.href, opts.email, t.config.PUBLIC_URL);
  if (opts.tamper) ({ callback, cookie } = opts.tamper(callback, cookie));
  const back = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (back.statusCode !== 303) throw new Error(`callback ${back.statusCode} ${back.body}`);
  const landed = back.headers.location as string;
  const handoff = new URL(landed, 'http://x').searchParams.get('handoff');
  if (!handoff || opts.trade === false) return { landed, authorizationUrl, jar, cookie };
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/oidc/session',
    headers: { cookie },
    payload: { handoff },
  });
  if (session.statusCode !== 200) throw new Error(`session ${session.statusCode} ${session.body}`);
  const { token, returnTo } = session.json<{ token: string; returnTo: string }>();
  return { landed, token, returnTo, authorizationUrl, jar, cookie };
}

/** Follows a provider's sign-out address (RP-initiated logout) as the browser: confirms it, lands back. */
export async function providerSignOut(jar: CookieJar, logoutUrl: string, issuer: string): Promise<string> {
  const page = await providerFetch(jar, logoutUrl);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !xsrf) throw new Error(`no logout form (${page.status}): ${html.slice(0, 300)}`);
  const res = await providerFetch(jar, new URL(action.replace(/&amp;/g, '&'), issuer).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  let location = res.headers.get('location') ?? '';
  // The provider may show its "signed out" step before going back.
  for (let hops = 0; hops < 5 && location.startsWith(issuer); hops++) {
    location = (await providerFetch(jar, location)).headers.get('location') ?? '';
  }
  return location;
}
