import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

interface IsolatedTextProps {
  /** The feature's message namespace. */
  ns: string;
  i18nKey: string;
  values: Record<string, string>;
  /** Placeholders always read left to right (a tennis score: digits and signs take the sentence's direction). */
  ltr?: readonly string[];
}

/**
 * A message whose {{placeholders}} are user-written text (names): each is set in its own <bdi>, so
 * a Latin name inside an Arabic sentence (or the reverse) keeps its own direction. The names are
 * React text, never parsed as markup.
 */
export function IsolatedText({ ns, i18nKey, values, ltr = [] }: IsolatedTextProps) {
  const { t } = useTranslation(ns);
  const parts = t(i18nKey, { skipInterpolation: true }).split(/\{\{\s*(\w+)\s*\}\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} dir={ltr.includes(part) ? 'ltr' : undefined}>
            {values[part] ?? ''}
          </bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
