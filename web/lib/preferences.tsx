import type { UiSettings } from '../../contract/auth';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { setLanguage } from '../i18n/i18n';
import { browserLanguage, isLanguage, type Language } from '../i18n/languages';
import { isThemeId, type ThemeId } from '../theme/themes';

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

interface PreferencesContextValue {
  preferences: Preferences;
  /** Applies a change locally (state, local copy, language and page direction). */
  update: (patch: Partial<Preferences>) => void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

export function PreferencesProvider({ initial, children }: { initial: Preferences; children: ReactNode }) {
  const [preferences, setPreferences] = useState(initial);

  const update = useCallback((patch: Partial<Preferences>) => {
    const apply = () =>
      setPreferences((current) => {
        const next = { ...current, ...patch };
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
        return next;
      });
    // Text and direction switch together once the language's messages are loaded.
    if (patch.language) void setLanguage(patch.language).then(apply);
    else apply();
  }, []);

  const value = useMemo(() => ({ preferences, update }), [preferences, update]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences is used outside PreferencesProvider');
  return value;
}
