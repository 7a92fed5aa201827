import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DualScoring } from '../../../../contract/duals';
import { DUALS_NS } from '../i18n/messages';
import { sideNames } from './ResultsSection';

/**
 * A league dual's rule pack (issue 35) and each side's recorded reason for publishing a lineup that breaks it,
 * which both coaches see; nothing for another dual.
 */
export function LeagueRuleNotes({ scoring }: { scoring: DualScoring }) {
  const { t } = useTranslation(DUALS_NS);
  if (!scoring.rulePack) return null;
  const names = sideNames(scoring);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography color="text.secondary">
        <bdi>{t('print.rulePack', { pack: scoring.rulePack })}</bdi>
      </Typography>
      {(scoring.ruleReasons ?? []).map((r) => (
        <Alert key={r.side} severity="warning">
          <Typography sx={{ fontWeight: 600 }}>
            {t('league.reasonOf', { team: names[r.side] })} <bdi>{r.reason}</bdi>
          </Typography>
          <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5 }}>
            {r.violations.map((v) => (
              <li key={v}>
                <bdi>{v}</bdi>
              </li>
            ))}
          </Box>
        </Alert>
      ))}
    </Box>
  );
}
