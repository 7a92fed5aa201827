import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formattersFor, type Formatters } from '../ladder-model';

/** Number and percentage formatters of the current language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}

/** Dates and times in the viewer's time zone, written the way the current language writes them. */
export function useDateTimeFormat(): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
}
