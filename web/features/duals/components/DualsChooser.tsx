import Diversity3Icon from '@mui/icons-material/Diversity3';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ChoiceCard, ChoiceCards } from '../../../components/choices/ChoiceCards';
import { TeamChooser } from '../../../components/choices/TeamChooser';
import { paths } from '../../../config/paths';
import type { Role } from '../../../lib/session';
import { handleOf, orderedTeams, type TeamsState } from '../../../lib/teams';
import { DUALS_NS } from '../i18n/messages';
import { InvitationsPanel } from './InvitationsPanel';

/** /duals: a card per team of the user (coach: every team coached), and a coach's open invitations. */
export function DualsChooser({ role, teams }: { role: Role; teams: TeamsState }) {
  const { t } = useTranslation(DUALS_NS);
  const ordered = teams.status === 'success' ? orderedTeams(teams.teams) : [];
  // A player is on one team: nothing to choose (issue 29); a coach also answers invitations here.
  if (role === 'player' && ordered.length === 1)
    return <Navigate to={paths.dualsOf(handleOf(ordered[0]!))} replace />;
  return (
    <TeamChooser
      title={t('translation:nav.duals')}
      prompt={t('choose.prompt')}
      state={teams}
      loadingLabel={t('choose.loading')}
      errorText={t('choose.error')}
      cardMinWidth={280}
    >
      {role === 'coach' && <InvitationsPanel teams={ordered} />}
      {ordered.length === 0 ? (
        <Alert severity="info">{t(role === 'coach' ? 'choose.coachNoTeam' : 'choose.playerNoTeam')}</Alert>
      ) : (
        <ChoiceCards minWidth={280}>
          {ordered.map((team) => (
            <ChoiceCard
              key={team}
              to={paths.dualsOf(handleOf(team))}
              icon={<Diversity3Icon color="primary" fontSize="large" aria-hidden />}
              headingLevel="h2"
              title={t(`translation:teams.${team}`)}
              description={t('choose.about')}
            />
          ))}
        </ChoiceCards>
      )}
    </TeamChooser>
  );
}
