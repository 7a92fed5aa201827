import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { teamRecordQueryOptions } from '../api';
import { LEAGUES_NS } from '../i18n/messages';

/**
 * A team's league record on its season page (issue 35; slotted in by web/app/routes/seasons-team.tsx): each
 * league of the season with the team's place and record, as the league's standings compute them.
 */
export function LeagueRecord({ rosterId, from, to }: { rosterId: number; from: string; to: string }) {
  const { t } = useTranslation(LEAGUES_NS);
  const query = useQuery(teamRecordQueryOptions(rosterId, from, to));
  const sep = t('translation:shell.listSeparator');
  return (
    <Stack component="section" aria-labelledby="league-record" spacing={1}>
      <Typography component="h2" variant="h6" id="league-record">
        {t('seasonRecord.title')}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={56} aria-label={t('seasonRecord.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{t('seasonRecord.error')}</Alert>
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">{t('seasonRecord.empty')}</Typography>
      ) : (
        <List dense aria-labelledby="league-record" data-testid="league-record">
          {query.data.map((r) => (
            <ListItem key={r.leagueId} divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.leagueOf(r.leagueId)}>
                    <bdi>{r.name}</bdi>
                  </Link>
                }
                secondary={[
                  t(r.tied ? 'seasonRecord.placeTied' : 'seasonRecord.place', {
                    place: r.place,
                    teams: r.teams,
                  }),
                  t(r.ties > 0 ? 'seasonRecord.recordTies' : 'seasonRecord.record', {
                    wins: r.wins,
                    losses: r.losses,
                    ties: r.ties,
                  }),
                  t('seasonRecord.lines', { won: r.linesWon, lost: r.linesLost }),
                ].join(sep)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
