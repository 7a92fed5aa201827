import type { UiSettings } from '../../contract/auth';
import { browserLanguage, isLanguage, type Language } from '../i18n/languages';
import { isThemeId, type ThemeId } from '../theme/themes';

/*
 * The browser's copy of the user's choices, read before the first paint. Kept free of React and
 * the messages: the login pages' inline guard (web/prerender/guard.ts) is built from this file.
 */

export type Layout = NonNullable<UiSettings['layout']>;
export const LAYOUTS = ['vertical', 'horizontal'] as const satisfies readonly Layout[];
/** Fails to compile when the contract offers a layout this list lacks. */
const _everyLayout: readonly (typeof LAYOUTS)[number][] = [] as Layout[];

export function isLayout(value: unknown): value is Layout {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}

export interface Preferences {
  theme: ThemeId;
  layout: Layout;
  language: Language;
}

/** The user's choices are kept on the server; this copy makes the first paint right. */
const STORAGE_KEY = 'courtside.ui';

export function loadStoredPreferences(): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged copy is ignored: the defaults apply and the next change rewrites it.
  }
  return {
    theme: isThemeId(stored.theme) ? stored.theme : 'light',
    layout: isLayout(stored.layout) ? stored.layout : 'vertical',
    language: isLanguage(stored.language) ? stored.language : browserLanguage(),
  };
}

export function storePreferences(preferences: Preferences): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
}
