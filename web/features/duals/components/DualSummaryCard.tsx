import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DualSummary } from '../../../../contract/duals';
import { DUALS_NS } from '../i18n/messages';

/** Dates and counts in the reader's language. */
export function useDualFormatters() {
  const { i18n } = useTranslation(DUALS_NS);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  return {
    when: (iso: string) => dateTime.format(new Date(iso)),
    number: (n: number) => number.format(n),
  };
}

/** Where a dual stands, as a short word and a colour. */
export function useDualStatus() {
  const { t } = useTranslation(DUALS_NS);
  const { number } = useDualFormatters();
  return (dual: DualSummary): { label: string; color: 'default' | 'success' | 'error' } => {
    const { result } = dual;
    const score = `${number(result.linesWon)}-${number(result.linesLost)}`;
    if (result.decided) {
      if (result.winnerSide === 1) return { label: t('status.won', { score }), color: 'success' };
      if (result.winnerSide === 2) return { label: t('status.lost', { score }), color: 'error' };
      return { label: t('status.tied', { score }), color: 'default' };
    }
    if (result.linesWon + result.linesLost > 0)
      return { label: t('status.live', { score }), color: 'default' };
    return dual.published
      ? { label: t('status.published'), color: 'default' }
      : { label: t('status.draft'), color: 'default' };
  };
}

/**
 * A dual's status: a decided dual filled in its colour, anything else outlined in the text colour (white on
 * MUI's orange or light blue is too faint to read).
 */
export function StatusChip({
  status,
  sx,
}: {
  status: ReturnType<ReturnType<typeof useDualStatus>>;
  sx?: ChipProps['sx'];
}) {
  return (
    <Chip
      size="small"
      label={status.label}
      color={status.color}
      variant={status.color === 'default' ? 'outlined' : 'filled'}
      sx={sx}
    />
  );
}

/** One dual in a list: date and time, the opponent with home/away, the place, where it stands. */
export function DualSummaryCard({ dual, to }: { dual: DualSummary; to: string }) {
  const { t } = useTranslation(DUALS_NS);
  const { when } = useDualFormatters();
  const status = useDualStatus()(dual);
  const title = t(`list.title.${dual.site}`, { opponent: dual.opponent.name });
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardActionArea component={RouterLink} to={to} sx={{ padding: 2, display: 'flex', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {when(dual.startsAt)}
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(`list.prefix.${dual.site}`)} <bdi>{dual.opponent.name}</bdi>
          </Typography>
          {dual.place && (
            <Typography variant="body2" color="text.secondary" noWrap>
              <bdi>{dual.place}</bdi>
            </Typography>
          )}
          <StatusChip status={status} sx={{ marginBlockStart: 1 }} />
        </Box>
        <ChevronRightIcon
          aria-hidden
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
        />
      </CardActionArea>
    </Card>
  );
}
