import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CalendarItem } from '../../../../contract/calendar';
import { ADMIN_NS } from '../i18n/messages';

/** A calendar time ('YYYY-MM-DD HH:mm', UTC) or an ISO instant as the instant it names. */
export function instantOf(text: string): Date {
  return new Date(text.includes('T') ? text : `${text.replace(' ', 'T')}:00Z`);
}

/** Dates, times and counts in the reader's language and time zone. */
export function useAdminFormatters() {
  const { i18n } = useTranslation(ADMIN_NS);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const number = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  return {
    when: (text: string) => dateTime.format(instantOf(text)),
    day: (text: string) => date.format(instantOf(text)),
    number: (n: number) => number.format(n),
  };
}

/** The players of a match, side by side: "Ana L. vs Ben K." (singles) or pairs (doubles). */
export function sidesText(players: ReadonlyArray<{ Name: string }>, versus: string): string {
  const half = Math.ceil(players.length / 2);
  const side = (list: ReadonlyArray<{ Name: string }>) => list.map((p) => p.Name).join(' / ');
  return players.length < 2
    ? side(players)
    : `${side(players.slice(0, half))} ${versus} ${side(players.slice(half))}`;
}

/** What a calendar item is, in words: an event's name, a match's kind and players, a dual's opponent. */
export function useCalendarItemText() {
  const { t } = useTranslation(ADMIN_NS);
  return (item: CalendarItem): string => {
    if (item.kind === 'event') return item.event.name;
    if (item.kind === 'dual') return t(`item.dual.${item.dual.site}`, { opponent: item.dual.opponentName });
    return t(`item.match.${item.match.matchType}`, { players: sidesText(item.match.players, t('versus')) });
  };
}

/** One calendar item on a line: when, then what. */
export function CalendarItemLine({ item }: { item: CalendarItem }) {
  const { when } = useAdminFormatters();
  const text = useCalendarItemText();
  const start =
    item.kind === 'event'
      ? item.event.startTime
      : item.kind === 'dual'
        ? item.dual.startTime
        : item.match.startTime;
  return (
    <>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {when(start)}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        <bdi>{text(item)}</bdi>
      </Typography>
    </>
  );
}
