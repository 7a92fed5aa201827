import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { DualScoring } from '../../../../contract/duals';
import { DUALS_NS } from '../i18n/messages';
import { useDualFormatters } from './DualSummaryCard';
import { LeagueRuleNotes } from './LeagueRuleNotes';
import { OpponentNoShowPanel } from './NoShowPanel';
import { OpponentLineupSection } from './OpponentLineupSection';
import { ResultsSection, sideNames } from './ResultsSection';

/**
 * The dual as the linked opponent's side sees it (the other school's coach or player): who and when, then the
 * results, where its coach confirms or disputes what the dual's coach entered, or enters a line itself; on a
 * league dual its coach marks a no-show of their published lineup (NoShowPanel.tsx), as the dual's coach does.
 */
export function OtherSideView({
  scoring,
  team,
  back,
}: {
  scoring: DualScoring;
  team: TeamType;
  back: ReactNode;
}) {
  const { t } = useTranslation(DUALS_NS);
  const { when } = useDualFormatters();
  const names = sideNames(scoring);
  return (
    <Box sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box>{back}</Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          {t('results.vsTitle', { side1: names[1], side2: names[2] })}
        </Typography>
        <Typography color="text.secondary">
          {when(scoring.startsAt)}
          {scoring.place && (
            <>
              {' · '}
              <bdi>{scoring.place}</bdi>
            </>
          )}
        </Typography>
      </Box>
      <LeagueRuleNotes scoring={scoring} />
      {scoring.mayScore && scoring.yourSide === 2 && scoring.leagueId != null && (
        <OpponentNoShowPanel scoring={scoring} team={team} />
      )}
      <ResultsSection scoring={scoring} />
      {scoring.mayScore && scoring.yourSide === 2 && (
        <OpponentLineupSection
          // A no-show's new lineup (or another device's save) starts the builder afresh from the view.
          key={scoring.lines.map((l) => (l.side2Players ?? []).join('+')).join('|')}
          scoring={scoring}
          team={team}
        />
      )}
    </Box>
  );
}
