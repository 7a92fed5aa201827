import { useTranslation } from 'react-i18next';
import type { UiEvent } from '../event-time';
import { CALENDAR_NS } from '../i18n/messages';

/** The title an entry shows: its own, or for a dual 'Dual vs <opponent>'. */
export function useEventTitle(): (event: UiEvent) => string {
  const { t } = useTranslation(CALENDAR_NS);
  return (event) => (event.dual ? t('dual.short', { opponent: event.title }) : event.title);
}

/** What a screen reader hears for an entry of the grid: title and time, and for a match its type. */
export function useEventLabel(): (event: UiEvent, time: string) => string {
  const { t } = useTranslation(CALENDAR_NS);
  const title = useEventTitle();
  return (event, time) =>
    event.match
      ? t('grid.match', { type: t(`match.types.${event.match.matchType}`), title: event.title, time })
      : t('grid.event', { title: title(event), time });
}
