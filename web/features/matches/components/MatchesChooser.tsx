import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MATCH_TYPE, type MatchType } from '../../../../contract/matches';
import { ChoiceCard, ChoiceCards } from '../../../components/choices/ChoiceCards';
import { TeamChooser } from '../../../components/choices/TeamChooser';
import { paths } from '../../../config/paths';
import type { Role } from '../../../lib/session';
import { MATCHES_NS } from '../i18n/messages';
import { handleOf, orderedTeams, type TeamsState } from '../../../lib/teams';
import { MATCH_TYPES, typeHandle } from '../match-model';

const TYPE_ICONS = {
  [MATCH_TYPE.challenge]: TrendingUpIcon,
  [MATCH_TYPE.official]: EmojiEventsIcon,
  [MATCH_TYPE.practice]: SportsTennisIcon,
} satisfies Record<MatchType, unknown>;

interface MatchesChooserProps {
  role: Role;
  teams: TeamsState;
}

/**
 * /matches/choose: for each of the user's teams (coach: every team coached; player: their team),
 * a card per match type (challenge, official, practice) leading to /matches/{type}/{team}.
 */
export function MatchesChooser({ role, teams }: MatchesChooserProps) {
  const { t } = useTranslation(MATCHES_NS);
  const ordered = teams.status === 'success' ? orderedTeams(teams.teams) : [];
  return (
    <TeamChooser
      title={t('choose.title')}
      prompt={t('choose.prompt')}
      state={teams}
      loadingLabel={t('choose.loading')}
      errorText={t('choose.error')}
      cardMinWidth={300}
      narrow={teams.status === 'success' && ordered.length === 0}
    >
      {ordered.length === 0 ? (
        <Alert
          severity="info"
          action={
            role === 'coach' ? (
              <Button color="inherit" size="small" component={RouterLink} to={paths.ladderChoose}>
                {t('choose.toLadder')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{t(role === 'coach' ? 'choose.coachNoTeam' : 'choose.playerNoTeam')}</AlertTitle>
          {t(role === 'coach' ? 'choose.coachNoTeamHelp' : 'choose.playerNoTeamHelp')}
        </Alert>
      ) : (
        ordered.map((team) => {
          const headingId = `matches-team-${team}`;
          return (
            <Box component="section" key={team} aria-labelledby={headingId} sx={{ marginBlockEnd: 4 }}>
              <Typography id={headingId} component="h2" variant="h6" sx={{ marginBlockEnd: 1.5 }}>
                {t(`translation:teams.${team}`)}
              </Typography>
              <ChoiceCards minWidth={300}>
                {MATCH_TYPES.map((type) => {
                  const Icon = TYPE_ICONS[type];
                  const handle = typeHandle(type);
                  return (
                    <ChoiceCard
                      key={type}
                      to={paths.matchesOf(handle, handleOf(team))}
                      label={t('choose.open', {
                        type: t(`translation:nav.${handle}`),
                        team: t(`translation:teams.${team}`),
                      })}
                      icon={<Icon color="primary" fontSize="large" aria-hidden />}
                      headingLevel="h3"
                      title={t(`translation:nav.${handle}`)}
                      description={t(`types.about.${handle}`)}
                    />
                  );
                })}
              </ChoiceCards>
            </Box>
          );
        })
      )}
    </TeamChooser>
  );
}
