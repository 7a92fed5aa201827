import type { Localization } from '@mui/material/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { type Language, isRTLLanguage } from './languages';

/** English ships with the app; the other languages load on first use. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  tr: () => import('./tr.json'),
  ar: () => import('./ar.json'),
};

/*
 * MUI's texts for a language load with its messages: each MUI locale builds an Intl.NumberFormat
 * when it is evaluated, a cost the first page should not pay for languages it does not show.
 * English is MUI's default.
 */
const muiLocales: Partial<Record<Language, Localization>> = { en: {} };

/** MUI's texts in a language whose messages are loaded (MUI's English otherwise). */
export function muiLocaleOf(language: Language): Localization {
  return muiLocales[language] ?? {};
}

export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'tr', 'ar'],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  try {
    await setLanguage(language);
  } catch {
    // The language's messages could not be loaded (offline, say): English still works.
    await setLanguage('en');
  }
}

/** Loads a language if needed, switches to it and mirrors the page for right-to-left languages. */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const [messages, mui] = await Promise.all([loaders[language](), import('./mui-locales')]);
    muiLocales[language] = mui.MUI_LOCALES[language];
    i18n.addResourceBundle(language, 'translation', messages.default);
  }
  await i18n.changeLanguage(language);
  // The login pages are also rendered at build time (web/prerender), where there is no page.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRTLLanguage(language) ? 'rtl' : 'ltr';
}
