import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { setLanguage } from '../i18n/i18n';
import { storePreferences, type Preferences } from './stored-preferences';

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
        storePreferences(next);
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
