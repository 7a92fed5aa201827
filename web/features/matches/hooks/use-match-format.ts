import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface MatchFormat {
  /** e.g. 'Sat, Jun 15, 2030' in English; in the viewer's time zone. */
  date: (instant: Date) => string;
  /** e.g. '12:30 PM' in English; in the viewer's time zone. */
  time: (instant: Date) => string;
}

/** Dates and times of matches written the way the current language writes them, in the viewer's zone. */
export function useMatchFormat(): MatchFormat {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
    return { date: (d) => date.format(d), time: (d) => time.format(d) };
  }, [i18n.language]);
}
