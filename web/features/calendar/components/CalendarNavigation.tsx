import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import { CALENDAR_VIEWS, isCalendarView, shiftAnchor, type CalendarView } from '../calendar-range';
import { CALENDAR_NS } from '../i18n/messages';

const mirrorInRtl = (theme: Theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined });

interface CalendarNavigationProps {
  view: CalendarView;
  /** The day the range shown is built around. */
  anchor: Date;
  /** The range shown, in words (read out when it changes). */
  heading: string;
  onToday: () => void;
  onGo: (view: CalendarView, anchor: Date) => void;
  /** The view toggle: the page remembers the choice and shows it. */
  onPickView: (view: CalendarView) => void;
}

/** The calendar's Today, previous and next buttons, the range shown and the view toggle. */
export function CalendarNavigation({
  view,
  anchor,
  heading,
  onToday,
  onGo,
  onPickView,
}: CalendarNavigationProps) {
  const { t } = useTranslation(CALENDAR_NS);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockEnd: 1.5 }}>
      <Button variant="outlined" onClick={onToday}>
        {t('nav.today')}
      </Button>
      <Tooltip title={t(`nav.previous.${view}`)}>
        <IconButton
          aria-label={t(`nav.previous.${view}`)}
          onClick={() => onGo(view, shiftAnchor(view, anchor, -1))}
        >
          <ChevronLeftIcon sx={mirrorInRtl} />
        </IconButton>
      </Tooltip>
      <Tooltip title={t(`nav.next.${view}`)}>
        <IconButton
          aria-label={t(`nav.next.${view}`)}
          onClick={() => onGo(view, shiftAnchor(view, anchor, 1))}
        >
          <ChevronRightIcon sx={mirrorInRtl} />
        </IconButton>
      </Tooltip>
      <Typography
        component="h2"
        variant="h6"
        aria-live="polite"
        data-testid="calendar-range"
        sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 }, order: { xs: 3, sm: 0 }, fontWeight: 600 }}
      >
        {heading}
      </Typography>
      <ToggleButtonGroup
        value={view}
        exclusive
        size="small"
        aria-label={t('views.label')}
        onChange={(_event, next: unknown) => {
          if (!isCalendarView(next)) return;
          onPickView(next);
        }}
      >
        {CALENDAR_VIEWS.map((v) => (
          <ToggleButton key={v} value={v} sx={{ paddingInline: 1.5, color: 'text.secondary' }}>
            {t(`views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
