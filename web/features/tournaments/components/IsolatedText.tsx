import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TOURNAMENTS_NS } from '../i18n/messages';

/**
 * A message whose {{placeholders}} are user-written text (names): each is set in its own <bdi>, so
 * a Latin name inside an Arabic sentence (or the reverse) keeps its own direction. The names are
 * React text, never parsed as markup.
 */
export function IsolatedText({ i18nKey, values }: { i18nKey: string; values: Record<string, string> }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const template = t(i18nKey, { skipInterpolation: true });
  const parts = template.split(/\{\{\s*(\w+)\s*\}\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index}>{values[part] ?? ''}</bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
