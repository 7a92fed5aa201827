import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { Dual, DualScoring } from '../../../../contract/duals';
import { useDualExtras } from '../dual-extras';
import { DUALS_NS } from '../i18n/messages';
import { lineLabel } from '../violation-text';
import { useDualFormatters } from './DualSummaryCard';
import { ResultsSection } from './ResultsSection';

/** The lines a player plays in a lineup, with their partner's name (null in singles). */
export function playerLines(dual: Pick<Dual, 'lineup' | 'roster'>, playerId: number | undefined) {
  const nameOf = (id: number) => dual.roster.find((p) => p.id === id)?.name ?? '';
  return dual.lineup.flatMap(({ line, players }) => {
    const slot = playerId === undefined ? -1 : players.indexOf(playerId);
    if (slot < 0) return [];
    const partner = players.length === 2 ? players[1 - slot] : null;
    return [{ line, partner: partner ? nameOf(partner) : null }];
  });
}

/**
 * A published dual as a player reads it (issue 29): who, when and where, their line and partner, their
 * Going / Maybe / Not going, then both lineups and the results. No coach's words (rules, invitations, checks).
 */
export function PlayerDualView({
  dual,
  scoring,
  team,
  playerId,
  back,
}: {
  dual: Dual;
  scoring: DualScoring;
  team: TeamType;
  playerId: number | undefined;
  back: ReactNode;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const { when } = useDualFormatters();
  const extras = useDualExtras();
  const mine = playerLines(dual, playerId);
  return (
    <Box sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box>{back}</Box>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {t(`translation:teams.${team}`)}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {t(`list.title.${dual.site}`, { opponent: dual.opponent.name })}
        </Typography>
        <Typography color="text.secondary">
          {when(dual.startsAt)}
          {dual.place && (
            <>
              {' · '}
              <bdi>{dual.place}</bdi>
            </>
          )}
        </Typography>
      </Box>
      <Paper component="section" variant="outlined" aria-labelledby="player-lines" sx={{ padding: 2 }}>
        <Typography id="player-lines" component="h2" variant="h6" sx={{ marginBlockEnd: 1 }}>
          {t('player.yourLines')}
        </Typography>
        {mine.length === 0 ? (
          <Typography>{t('player.notOnLineup')}</Typography>
        ) : (
          mine.map((l) => (
            <Typography key={l.line} data-testid="player-dual-line" sx={{ fontWeight: 500 }}>
              {l.partner
                ? t('mine.lineWith', { line: lineLabel(t, l.line, i18n.language), partner: l.partner })
                : t('mine.line', { line: lineLabel(t, l.line, i18n.language) })}
            </Typography>
          ))
        )}
      </Paper>
      {extras.playerAnswer && (
        <Paper component="section" variant="outlined" aria-label={t('player.answer')} sx={{ padding: 2 }}>
          {extras.playerAnswer(dual.id)}
        </Paper>
      )}
      <ResultsSection scoring={scoring} />
    </Box>
  );
}
