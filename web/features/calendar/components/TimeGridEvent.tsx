import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlacedEvent } from '../event-layout';
import { formatTimeRange, formatWhen } from '../event-format';
import type { UiEvent } from '../event-time';
import { useEventLabel, useEventTitle } from '../hooks/use-event-label';
import { CALENDAR_NS } from '../i18n/messages';
import { eventColors, focusRing, matchColors } from './calendar-styles';
import { MIN_TARGET, px } from './time-grid-metrics';

/** An event placed on the week or day view's hours: its title, and its times when it is tall enough. */
export function TimeGridEvent({
  placed,
  onOpenEvent,
}: {
  placed: PlacedEvent;
  onOpenEvent: (event: UiEvent) => void;
}) {
  const { i18n } = useTranslation(CALENDAR_NS);
  const language = i18n.language;
  const eventLabel = useEventLabel();
  const eventTitle = useEventTitle();
  // 24 px at least (WCAG 2.2's target size): a half-hour event is 22 px otherwise.
  const height = Math.max(MIN_TARGET, px(placed.bottom - placed.top) - 2);
  return (
    <ButtonBase
      data-event-id={placed.event.key}
      aria-label={eventLabel(placed.event, formatWhen(placed.event.start, placed.event.end, language))}
      onClick={() => onOpenEvent(placed.event)}
      sx={{
        position: 'absolute',
        insetBlockStart: px(placed.top) + 1,
        height,
        insetInlineStart: `calc(${(placed.column * 100) / placed.columns}% + 2px)`,
        width: `calc(${100 / placed.columns}% - 4px)`,
        zIndex: 1,
        display: 'block',
        overflow: 'hidden',
        textAlign: 'start',
        borderRadius: 1,
        paddingInline: 0.75,
        paddingBlock: 0.25,
        boxShadow: 1,
        ...(placed.event.match ? matchColors : eventColors),
        ...focusRing,
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'block' }}>
        <Typography
          component="span"
          variant="caption"
          noWrap
          sx={{ display: 'block', fontWeight: 600 }}
          dir="auto"
        >
          {eventTitle(placed.event)}
        </Typography>
        {height >= 36 && (
          <Typography component="span" variant="caption" noWrap sx={{ display: 'block', opacity: 0.9 }}>
            {formatTimeRange(placed.event.start, placed.event.end, language)}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
