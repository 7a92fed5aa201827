import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SKILL_HANDLES, type TeamType } from '../../../../contract/common';
import { paths } from '../../../config/paths';
import { myDualsQueryOptions } from '../api';
import { useDualExtras } from '../dual-extras';
import { DUALS_NS } from '../i18n/messages';
import { lineLabel } from '../violation-text';
import { useDualFormatters } from './DualSummaryCard';

/**
 * A player's upcoming duals on their home page, each with the line they play (and their partner) and their
 * Going / Maybe / Not going (issue 29). Nothing
 * shows while they load, fail or when there are none: the page below is the ladder.
 */
export function MyDuals() {
  const { t, i18n } = useTranslation(DUALS_NS);
  const { when } = useDualFormatters();
  const query = useQuery(myDualsQueryOptions());
  const extras = useDualExtras();
  if (!query.isSuccess || query.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="my-duals" sx={{ marginBlockEnd: 3, display: 'grid', gap: 1.5 }}>
      <Typography id="my-duals" component="h2" variant="h6">
        {t('mine.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {query.data.map((dual) => (
          <Paper component="li" key={dual.id} variant="outlined" sx={{ padding: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {when(dual.startsAt)}
            </Typography>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Link
                component={RouterLink}
                to={paths.dualOf(SKILL_HANDLES[dual.teamType as TeamType], dual.id)}
                color="primary"
                underline="hover"
              >
                {t(`list.prefix.${dual.site}`)} <bdi>{dual.opponent.name}</bdi>
              </Link>
            </Typography>
            {dual.lines.map((l) => (
              <Typography key={l.line} data-testid="my-dual-line">
                {l.partner
                  ? t('mine.lineWith', { line: lineLabel(t, l.line, i18n.language), partner: l.partner })
                  : t('mine.line', { line: lineLabel(t, l.line, i18n.language) })}
              </Typography>
            ))}
            {extras.playerAnswer && <Box sx={{ marginBlockStart: 1.5 }}>{extras.playerAnswer(dual.id)}</Box>}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
