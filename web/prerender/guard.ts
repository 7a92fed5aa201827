import { paths } from '../config/paths';
import { rememberedSignIn } from '../lib/sign-in-choice';
import { loadStoredPreferences } from '../lib/stored-preferences';
import {
  PRERENDER_CLICKS_KEY,
  PRERENDER_OFF_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PREFERENCES,
  pathTo,
} from './markers';

/*
 * Runs inline in the <head> of a login page rendered at build time, before its body is painted
 * (built into the page by vite.config.ts, allowed by its hash in the Content-Security-Policy). When
 * the visitor's stored or browser language or theme is not the rendered one, the rendered page is
 * hidden and the visitor sees the loading indicator, then the page React draws for them, as on any
 * other path. It reads preferences only, never the stored token (issue 18).
 */

let matches = false;
try {
  const preferences = loadStoredPreferences();
  matches =
    preferences.language === PRERENDERED_PREFERENCES.language &&
    preferences.theme === PRERENDERED_PREFERENCES.theme;
  // A visitor who chose the player login is forwarded there by the app: no coach page first.
  if (window.location.pathname === paths.coachLogin && rememberedSignIn() === 'player') matches = false;
} catch {
  // Storage refused (a privacy mode): React decides, as on other paths.
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
