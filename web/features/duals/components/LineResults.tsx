import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { DUALS_NS } from '../i18n/messages';
import { currentSet, liveScoreText, type DualScoringLine, type DualTally } from '../../../../contract/duals';
import { lineLabel } from '../violation-text';

/**
 * One line as the result views show it: the scoring view's line (its players as names, side 1 first, as
 * every score is written, and its result). The dual page and the print card read the scoring view's lines;
 * the public page its own reply's.
 */
export type LineView = Pick<
  DualScoringLine,
  | 'line'
  | 'scoreFormat'
  | 'side1Players'
  | 'side2Players'
  | 'score'
  | 'outcome'
  | 'winnerSide'
  | 'confirmation'
  | 'awaitingYou'
  | 'disputeReason'
> &
  Partial<Pick<DualScoringLine, 'liveSets'>>;

/** A side's players on a line as names, empty places and a hidden lineup left out. */
export function playerNames(players: readonly (string | null)[] | null): string[] {
  return (players ?? []).filter((p): p is string => p !== null && p !== '');
}

export interface TeamTotalProps {
  /** Side 1 (the dual's team) and side 2 (the opponent), as names. */
  names: { 1: string; 2: string };
  lines: { 1: number; 2: number };
  final: boolean;
  winnerSide: 1 | 2 | null;
  /** Lines whose result waits for the other coach's confirmation (they do not count yet). */
  pending?: number;
  /** The total toward the lines needed and who clinched (contract/duals/dual-live.ts dualTally). */
  tally?: DualTally;
}

/** The team result: lines won by each side and, once final, who takes the dual. */
export function TeamTotal({ names, lines, final, winnerSide, pending = 0, tally }: TeamTotalProps) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const n = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  return (
    <Paper variant="outlined" sx={{ padding: 2, display: 'grid', gap: 0.5 }} data-testid="team-total">
      <Typography variant="overline" color="text.secondary">
        {t('results.total')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          alignItems: 'baseline',
          columnGap: 2,
          margin: 0,
        }}
      >
        {([1, 2] as const).map((side) => (
          <Box key={side} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              sx={{ fontWeight: winnerSide === side && final ? 700 : 500, minWidth: 0 }}
            >
              <bdi>{names[side]}</bdi>
            </Typography>
            <Typography
              component="dd"
              variant="h4"
              sx={{ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              data-testid={`team-lines-${side}`}
            >
              {n.format(lines[side])}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ fontWeight: final ? 600 : 400 }} color={final ? 'text.primary' : 'text.secondary'}>
        {final
          ? winnerSide === null
            ? t('results.tie')
            : t('results.winnerIs', { team: isolate(names[winnerSide]) })
          : t('results.notDecided')}
      </Typography>
      {tally && !final && (
        <Typography variant="body2" color="text.secondary" data-testid="lines-needed">
          {t('results.linesNeeded', { n: n.format(tally.linesNeeded) })}
        </Typography>
      )}
      {tally && !final && tally.clinchedBy !== null && (
        <Chip
          color="success"
          sx={{
            justifySelf: 'start',
            height: 'auto',
            '& .MuiChip-label': { whiteSpace: 'normal', paddingBlock: 0.5 },
          }}
          data-testid="team-clinched"
          label={t('results.clinched', { team: isolate(names[tally.clinchedBy]) })}
        />
      )}
      {pending > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('results.pending', { count: n.format(pending) })}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The lines, one card each: both sides' players (side 1 first, as the score is written), the score (left to
 * right in every language), who won it and, between linked schools, whether the other coach confirmed it.
 * `yourSide` words the result as won or lost; without it (the public page) the winners are named.
 */
export function LineResults({
  lines,
  yourSide,
  teams,
  actions,
}: {
  lines: readonly LineView[];
  yourSide?: 1 | 2;
  /** The two teams' names, for a line whose players are not shown (the other side's hidden lineup). */
  teams?: { 1: string; 2: string };
  actions?: (line: LineView) => ReactNode;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const outcomeWords = (l: LineView) => {
    if (l.outcome === null) return t('results.none');
    if (l.outcome === 'unplayed') return t('results.outcome.unplayed');
    if (l.winnerSide === null) return t('results.none');
    if (yourSide !== undefined)
      return l.winnerSide === yourSide ? t('results.wonLine') : t('results.lostLine');
    const winners =
      playerNames(l.winnerSide === 1 ? l.side1Players : l.side2Players).join(' / ') || teams?.[l.winnerSide];
    return t('results.wonBy', { names: isolate(winners || t('results.nobody')) });
  };
  return (
    <Box component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((l) => {
        const label = lineLabel(t, l.line, i18n.language);
        const side1 = playerNames(l.side1Players);
        const side2 = playerNames(l.side2Players);
        return (
          <Paper
            component="li"
            key={l.line}
            variant="outlined"
            sx={{ padding: 1.5, display: 'grid', gap: 0.75 }}
            data-testid={`result-${l.line}`}
            aria-label={label}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography
                component="h3"
                variant="subtitle2"
                sx={{ fontWeight: 700, minWidth: 52, flexShrink: 0 }}
              >
                {label}
              </Typography>
              {(side1.length > 0 || side2.length > 0) && (
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <bdi>{side1.join(' / ') || t('results.tbd')}</bdi>{' '}
                  <Typography component="span" color="text.secondary">
                    {t('results.vs')}
                  </Typography>{' '}
                  <bdi>{side2.join(' / ') || t('results.tbd')}</bdi>
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {l.score && (
                <Typography
                  component="span"
                  dir="ltr"
                  sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                  data-testid="line-score"
                >
                  {l.score}
                </Typography>
              )}
              {l.outcome === null && l.liveSets ? (
                <LiveLineScore line={label} sets={l.liveSets} />
              ) : (
                <Typography
                  component="span"
                  variant="body2"
                  color={l.winnerSide ? 'text.primary' : 'text.secondary'}
                  data-testid="line-outcome"
                >
                  {outcomeWords(l)}
                </Typography>
              )}
              {l.confirmation !== 'none' && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={
                    l.confirmation === 'confirmed'
                      ? 'success'
                      : l.confirmation === 'disputed'
                        ? 'error'
                        : 'default'
                  }
                  label={t(`results.confirmation.${l.confirmation}`)}
                />
              )}
            </Box>
            {l.confirmation === 'disputed' && l.disputeReason && (
              <Typography variant="body2">
                {t('results.disputedBecause')} <bdi>{l.disputeReason}</bdi>
              </Typography>
            )}
            {actions?.(l)}
          </Paper>
        );
      })}
    </Box>
  );
}

/** A line being played: a "live" mark, its games so far (left to right in every language) and the set now. */
function LiveLineScore({ line, sets }: { line: string; sets: NonNullable<LineView['liveSets']> }) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const now = currentSet(sets);
  const n = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      role="status"
      aria-label={t('results.liveScore', { line })}
      data-testid="line-live"
    >
      <Chip size="small" color="error" label={t('results.live')} />
      <Typography
        component="span"
        dir="ltr"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        data-testid="line-live-score"
      >
        {liveScoreText(sets)}
      </Typography>
      {now && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('results.setNow', { n: n.format(now.number) })}
        </Typography>
      )}
    </Box>
  );
}
