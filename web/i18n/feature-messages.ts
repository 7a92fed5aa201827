import { i18n } from './i18n';

type Messages = Record<string, unknown>;

/**
 * Registers a feature's own messages under its namespace, in every language at once, when the
 * feature's lazy chunk loads. Features keep their strings in features/<name>/i18n/{en,tr,ar}.json
 * and read them with useTranslation('<name>'), so no two features edit the same message file.
 */
export function registerFeatureMessages(
  namespace: string,
  bundles: { en: Messages; tr: Messages; ar: Messages },
): void {
  for (const [language, messages] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, messages, true, true);
    }
  }
}
