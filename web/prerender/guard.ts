import { paths } from '../config/paths';
import { rememberedSignIn } from '../lib/sign-in-choice';
import { loadStoredPreferences } from '../lib/stored-preferences';
import { decodeSegment, getToken } from '../lib/token-store';
import {
  PHONE_MEDIA_QUERY,
  PRERENDER_CLICKS_KEY,
  PRERENDER_OFF_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_PREFERENCES,
  pathTo,
} from './markers';

/*
 * Runs inline in the <head> of a page rendered at build time, before its body is painted (built
 * into the page by vite.config.ts, allowed by its hash in the Content-Security-Policy). When the
 * visitor's stored or browser language or theme is not the rendered one, or the page was drawn
 * for a signed-in coach on a phone and the visitor is not one, the rendered page is hidden and the
 * visitor sees the loading indicator, then the page React draws for them, as on any other path.
 */

/** A coach's jwt is stored (its claims are read, not checked: the app and the server do that). */
function coachSignedIn(): boolean {
  const payload = getToken()?.split('.')[1];
  if (!payload) return false;
  const claims = decodeSegment(payload) as { cid?: unknown; pid?: unknown } | null;
  return typeof claims?.cid === 'number' && claims.pid === undefined;
}

let matches = false;
try {
  const preferences = loadStoredPreferences();
  matches =
    preferences.language === PRERENDERED_PREFERENCES.language &&
    preferences.theme === PRERENDERED_PREFERENCES.theme;
  if (document.documentElement.getAttribute(PRERENDERED_FOR_ATTRIBUTE) === 'coach-phone')
    matches &&= coachSignedIn() && window.matchMedia(PHONE_MEDIA_QUERY).matches;
  // A visitor who chose the player login is forwarded there by the app: no coach page first.
  if (window.location.pathname === paths.coachLogin && rememberedSignIn() === 'player') matches = false;
} catch {
  // Storage refused (a privacy mode) or an unreadable token: React decides, as on other paths.
}
if (!matches) document.documentElement.setAttribute(PRERENDER_OFF_ATTRIBUTE, '');

// Nothing in the painted page may submit before the app handles the form (a plain submit would
// put the phone number in the address).
document.addEventListener(
  'submit',
  (event) => {
    if (event.target instanceof Element && event.target.closest(`[${PRERENDERED_ATTRIBUTE}]`))
      event.preventDefault();
  },
  true,
);

// A button pressed before the app starts (a language, say) is pressed again for the visitor once
// the app has replaced the page (web/prerender/client.ts).
const clicks: number[][] = [];
(window as unknown as Record<string, unknown>)[PRERENDER_CLICKS_KEY] = clicks;
document.addEventListener(
  'click',
  (event) => {
    const page = document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (page && button && page.contains(button)) clicks.push(pathTo(page, button));
  },
  true,
);
