import { useTranslation } from 'react-i18next';
import type { UiEvent } from '../event-time';
import { CALENDAR_NS } from '../i18n/messages';

/** What a screen reader hears for an entry of the grid: title and time, and for a match its type. */
export function useEventLabel(): (event: UiEvent, time: string) => string {
  const { t } = useTranslation(CALENDAR_NS);
  return (event, time) =>
    event.match
      ? t('grid.match', { type: t(`match.types.${event.match.matchType}`), title: event.title, time })
      : t('grid.event', { title: event.title, time });
}
