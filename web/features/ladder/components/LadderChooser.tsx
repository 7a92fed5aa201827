import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ChoiceCard, ChoiceCards } from '../../../components/choices/ChoiceCards';
import { paths } from '../../../config/paths';
import { handleOf, type TeamsState } from '../../../lib/teams';
import { chooserOutcome } from '../ladder-model';
import { LADDER_NS } from '../messages';
import { JoinTeamForm, type SchoolsState } from './JoinTeamForm';

interface LadderChooserProps {
  role: 'coach' | 'player';
  teams: TeamsState;
  schools: SchoolsState;
}

/**
 * /ladder-choose (SPEC.md section 2): a coach with no team joins one; with one team they go
 * straight to its ladder, with more they choose from a card per team (jv-boys, var-boys,
 * jv-girls, var-girls); a player goes to their team's ladder.
 */
export function LadderChooser({ role, teams, schools }: LadderChooserProps) {
  const { t } = useTranslation(LADDER_NS);

  if (teams.status === 'pending') {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 320 }} />
        <Skeleton variant="rounded" height={120} sx={{ marginBlockStart: 2, maxWidth: 560 }} />
        <span className="visually-hidden">{t('choose.loading')}</span>
      </Box>
    );
  }

  if (teams.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={teams.retry}>
            {t('translation:app.retry')}
          </Button>
        }
      >
        {t('choose.error')}
      </Alert>
    );
  }

  const outcome = chooserOutcome(role, teams.teams);
  switch (outcome.kind) {
    case 'redirect':
      return <Navigate to={paths.ladderOf(handleOf(outcome.team))} replace />;
    case 'join':
      return <JoinTeamForm schools={schools} />;
    case 'no-team':
      return (
        <Box sx={{ maxWidth: 640 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600, marginBlockEnd: 2 }}>
            {t('title')}
          </Typography>
          <Alert severity="info">
            <AlertTitle>{t('choose.playerNoTeam')}</AlertTitle>
            {t('choose.playerNoTeamHelp')}
          </Alert>
        </Box>
      );
    case 'cards':
      return (
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
            {t('choose.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ marginBlockStart: 0.5, marginBlockEnd: 3 }}>
            {t('choose.prompt')}
          </Typography>
          <ChoiceCards minWidth={240}>
            {outcome.teams.map((team) => (
              <ChoiceCard
                key={team}
                to={paths.ladderOf(handleOf(team))}
                icon={<LeaderboardIcon color="primary" fontSize="large" aria-hidden />}
                headingLevel="h2"
                title={t(`translation:teams.${team}`)}
                description={t('choose.open')}
              />
            ))}
          </ChoiceCards>
        </Box>
      );
  }
}
