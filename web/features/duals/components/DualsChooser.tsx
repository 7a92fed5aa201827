import Diversity3Icon from '@mui/icons-material/Diversity3';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ChoiceCard, ChoiceCards } from '../../../components/choices/ChoiceCards';
import { paths } from '../../../config/paths';
import type { Role } from '../../../lib/session';
import { handleOf, orderedTeams, type TeamsState } from '../../../lib/teams';
import { DUALS_NS } from '../i18n/messages';
import { InvitationsPanel } from './InvitationsPanel';

/** /duals: a card per team of the user (coach: every team coached), and a coach's open invitations. */
export function DualsChooser({ role, teams }: { role: Role; teams: TeamsState }) {
  const { t } = useTranslation(DUALS_NS);
  const heading = (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {t('translation:nav.duals')}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockStart: 0.5, marginBlockEnd: 3 }}>
        {t('choose.prompt')}
      </Typography>
    </>
  );
  if (teams.status === 'pending') {
    return (
      <Box aria-busy="true">
        {heading}
        <Skeleton variant="rounded" height={112} sx={{ maxWidth: 360 }} />
        <span className="visually-hidden">{t('choose.loading')}</span>
      </Box>
    );
  }
  if (teams.status === 'error') {
    return (
      <Box>
        {heading}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={teams.retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('choose.error')}
        </Alert>
      </Box>
    );
  }
  const ordered = orderedTeams(teams.teams);
  // A player is on one team: nothing to choose (issue 29); a coach also answers invitations here.
  if (role === 'player' && ordered.length === 1)
    return <Navigate to={paths.dualsOf(handleOf(ordered[0]!))} replace />;
  return (
    <Box>
      {heading}
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
    </Box>
  );
}
