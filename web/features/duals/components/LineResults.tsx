import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DualLineResultSchema, LineView } from '../line-view';
import { DUALS_NS } from '../i18n/messages';
import { lineLabel } from '../violation-text';

/** The team result: lines won and lost, and who takes the dual once decided. */
export function TeamTotal({
  result,
  ours,
  theirs,
}: {
  result: { decided: boolean; winnerSide: 1 | 2 | null; linesWon: number; linesLost: number };
  ours: string;
  theirs: string;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const n = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  const winner = result.winnerSide === 1 ? ours : result.winnerSide === 2 ? theirs : null;
  return (
    <Paper variant="outlined" sx={{ padding: 2, display: 'grid', gap: 0.5 }} data-testid="team-total">
      <Typography variant="overline" color="text.secondary">
        {t('results.total')}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        <bdi>{ours}</bdi>{' '}
        <span dir="ltr">{`${n.format(result.linesWon)} - ${n.format(result.linesLost)}`}</span>{' '}
        <bdi>{theirs}</bdi>
      </Typography>
      <Typography
        color={result.decided ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: result.decided ? 600 : 400 }}
      >
        {result.decided
          ? winner === null
            ? t('results.tie')
            : t('results.winnerIs', { team: winner })
          : t('results.notDecided')}
      </Typography>
    </Paper>
  );
}

function resultWords(
  t: (key: string, values?: Record<string, unknown>) => string,
  r: DualLineResultSchema | undefined,
) {
  if (!r || r.outcome === null) return t('results.none');
  if (r.outcome === 'unplayed') return t('results.outcome.unplayed');
  return r.winnerSide === 1
    ? t('results.wonLine')
    : r.winnerSide === 2
      ? t('results.lostLine')
      : t('results.none');
}

/**
 * The lines, one card each: both sides' players, the score (read left to right in every language), who won
 * the line and, between linked schools, whether the other coach confirmed it. `actions` adds a line's buttons.
 */
export function LineResults({
  lines,
  actions,
}: {
  lines: readonly LineView[];
  actions?: (line: LineView) => ReactNode;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  return (
    <Box component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((l) => {
        const r = l.result;
        const label = lineLabel(t, l.line, i18n.language);
        return (
          <Paper
            component="li"
            key={l.line}
            variant="outlined"
            sx={{ padding: 1.5, display: 'grid', gap: 0.75 }}
            data-testid={`result-${l.line}`}
            aria-label={label}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, minWidth: 48 }}>
                {label}
              </Typography>
              <Typography sx={{ flex: 1, minWidth: 0 }}>
                <bdi>{l.ours.join(' / ') || t('results.nobody')}</bdi>{' '}
                <Typography component="span" color="text.secondary">
                  {t('results.vs')}
                </Typography>{' '}
                <bdi>{l.theirs.join(' / ') || t('results.tbd')}</bdi>
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {r?.score && (
                <Typography
                  component="span"
                  dir="ltr"
                  sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                  data-testid="line-score"
                >
                  {r.score}
                </Typography>
              )}
              <Typography
                component="span"
                variant="body2"
                color={r?.winnerSide ? 'text.primary' : 'text.secondary'}
                data-testid="line-outcome"
              >
                {resultWords(t, r)}
              </Typography>
              {r && r.confirmation !== 'none' && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={
                    r.confirmation === 'confirmed'
                      ? 'success'
                      : r.confirmation === 'disputed'
                        ? 'error'
                        : 'default'
                  }
                  label={t(`results.confirmation.${r.confirmation}`)}
                />
              )}
            </Box>
            {actions?.(l)}
          </Paper>
        );
      })}
    </Box>
  );
}
