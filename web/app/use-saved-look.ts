import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../components/messages/MessageProvider';
import { uiSettingsQueryOptions, useSaveUiSettings, type UiSettingsPatch } from '../features/auth/api';
import { isLanguage } from '../i18n/languages';
import { usePreferences } from '../lib/preferences';
import { isLayout, type Preferences } from '../lib/stored-preferences';
import { isThemeId } from '../theme/themes';

/**
 * The signed-in user's look (theme, layout, language, time zone), kept on the server for coaches,
 * players and school administrators alike. SPEC.md section 4: signing in applies the saved look; a
 * look never saved yet (a new account) keeps what this device shows and saves it, with the device's
 * time zone. Answers the handler of a change: applied here at once, then saved (a failed save is said).
 */
export function useSavedLook(): (patch: Partial<Preferences>) => void {
  const { t } = useTranslation();
  const savedSettings = useQuery(uiSettingsQueryOptions());
  const { mutate: saveSettings } = useSaveUiSettings();
  const { preferences, update } = usePreferences();
  const showMessage = useMessage();

  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !savedSettings.data) return;
    applied.current = true;
    const { theme, layout, language } = savedSettings.data;
    const patch: Partial<Preferences> = {};
    if (isThemeId(theme) && theme !== preferences.theme) patch.theme = theme;
    if (isLayout(layout) && layout !== preferences.layout) patch.layout = layout;
    if (isLanguage(language) && language !== preferences.language) patch.language = language;
    if (Object.keys(patch).length > 0) update(patch);
    // Never chosen on the server yet (a new account): keep what this device shows, e.g. the
    // language picked on the login page.
    const unsaved: Partial<Preferences> = {};
    if (theme === null) unsaved.theme = preferences.theme;
    if (layout === null) unsaved.layout = preferences.layout;
    if (language === null) unsaved.language = preferences.language;
    // The device's time zone: the team's texts give times in their coach's (server/texts/text-style.ts).
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const toSave: UiSettingsPatch = {
      ...unsaved,
      ...(zone && zone !== savedSettings.data.timeZone ? { timeZone: zone } : {}),
    };
    if (Object.keys(toSave).length > 0) saveSettings(toSave);
  }, [savedSettings.data, preferences, update, saveSettings]);

  return useCallback(
    (patch: Partial<Preferences>) => {
      update(patch);
      saveSettings(patch, {
        onError: () => showMessage({ message: t('settings.saveFailed'), variant: 'warning' }),
      });
    },
    [update, saveSettings, showMessage, t],
  );
}
