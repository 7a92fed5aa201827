import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ChoiceCard, ChoiceCards } from '../../../components/choices/ChoiceCards';
import { TeamChooser } from '../../../components/choices/TeamChooser';
import { paths } from '../../../config/paths';
import { handleOf, type TeamsState } from '../../../lib/teams';
import { chooserOutcome } from '../ladder-model';
import { LADDER_NS } from '../messages';
import { JoinTeamForm, type JoinSchoolField } from './JoinTeamForm';

interface LadderChooserProps {
  role: 'coach' | 'player';
  teams: TeamsState;
  /** The join form's school field (a coach with no team). */
  schoolField: JoinSchoolField;
}

/**
 * /ladder-choose (SPEC.md section 2): a coach with no team joins one; with one team they go
 * straight to its ladder, with more they choose from a card per team (jv-boys, var-boys,
 * jv-girls, var-girls); a player goes to their team's ladder.
 */
export function LadderChooser({ role, teams, schoolField }: LadderChooserProps) {
  const { t } = useTranslation(LADDER_NS);
  const outcome = teams.status === 'success' ? chooserOutcome(role, teams.teams) : null;
  if (outcome?.kind === 'redirect') return <Navigate to={paths.ladderOf(handleOf(outcome.team))} replace />;
  if (outcome?.kind === 'join') return <JoinTeamForm schoolField={schoolField} />;
  if (outcome?.kind === 'no-team') {
    return (
      <TeamChooser
        title={t('title')}
        state={teams}
        loadingLabel={t('choose.loading')}
        errorText={t('choose.error')}
        cardMinWidth={240}
        narrow
      >
        <Alert severity="info">
          <AlertTitle>{t('choose.playerNoTeam')}</AlertTitle>
          {t('choose.playerNoTeamHelp')}
        </Alert>
      </TeamChooser>
    );
  }
  return (
    <TeamChooser
      title={t('choose.title')}
      prompt={t('choose.prompt')}
      state={teams}
      loadingLabel={t('choose.loading')}
      errorText={t('choose.error')}
      cardMinWidth={240}
    >
      {outcome?.kind === 'cards' && (
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
      )}
    </TeamChooser>
  );
}
