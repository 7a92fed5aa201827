import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isSameDay } from '../calendar-range';
import { formatDayNumber, formatFullDate, formatWeekday } from '../event-format';
import { CALENDAR_NS } from '../i18n/messages';
import { focusRing } from './calendar-styles';
import { GUTTER_WIDTH } from './time-grid-metrics';

interface TimeGridHeadingsProps {
  days: Date[];
  today: Date;
  /** Week view: a day's heading opens that day. */
  onShowDay?: (day: Date) => void;
}

/** The week and day views' day headings, above the hour columns (they stay as the hours scroll). */
export function TimeGridHeadings({ days, today, onShowDay }: TimeGridHeadingsProps) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const language = i18n.language;
  return (
    <Box
      sx={{
        display: 'flex',
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: 3,
        backgroundColor: 'background.paper',
        borderBlockEnd: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          width: GUTTER_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          insetInlineStart: 0,
          backgroundColor: 'background.paper',
        }}
      />
      {days.map((day) => {
        const isToday = isSameDay(day, today);
        const content = (
          <>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatWeekday(day, language)}
            </Typography>
            <Box
              component="span"
              sx={{
                display: 'inline-grid',
                placeItems: 'center',
                minWidth: 30,
                height: 30,
                borderRadius: '15px',
                typography: 'subtitle1',
                fontWeight: isToday ? 700 : 500,
                color: isToday ? 'primary.contrastText' : 'text.primary',
                backgroundColor: isToday ? 'primary.main' : undefined,
              }}
            >
              {formatDayNumber(day, language)}
            </Box>
          </>
        );
        return (
          <Box
            key={day.getTime()}
            sx={{
              flex: 1,
              minWidth: 0,
              borderInlineStart: '1px solid',
              borderColor: 'divider',
              textAlign: 'center',
            }}
          >
            {onShowDay ? (
              <ButtonBase
                aria-label={t('grid.showDay', { date: formatFullDate(day, language) })}
                onClick={() => onShowDay(day)}
                sx={{
                  display: 'block',
                  width: '100%',
                  paddingBlock: 0.5,
                  '&:hover': { backgroundColor: 'action.hover' },
                  ...focusRing,
                }}
              >
                <span aria-hidden>{content}</span>
              </ButtonBase>
            ) : (
              <Box sx={{ paddingBlock: 0.5 }} aria-hidden>
                {content}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
