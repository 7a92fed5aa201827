import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpenChallenge } from '../../../../contract/challenges';
import type { TeamType } from '../../../../contract/common';
import { handleOf, orderedTeams, type TeamsState } from '../../../lib/teams';
import {
  challengeListQueryOptions,
  challengeSettingsQueryOptions,
  challengeTargetsQueryOptions,
} from '../api';
import { coachOrder } from '../challenge-model';
import { CHALLENGES_NS } from '../messages';
import { ChallengeCard } from './ChallengeSummary';

/**
 * /challenges?team=: a coach's view of every challenge of a team (open first, disputes first,
 * then the nearest deadline), or a player's own; finished ones on a second tab.
 */
export function ChallengesListPage({
  role,
  teams,
  team,
  onTeam,
}: {
  role: 'coach' | 'player';
  teams: TeamsState;
  /** The team asked for in the address; the first of the user's teams otherwise. */
  team: TeamType | undefined;
  onTeam: (team: TeamType) => void;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const mine = teams.status === 'success' ? orderedTeams(teams.teams) : [];
  const shown = team !== undefined && (teams.status !== 'success' || mine.includes(team)) ? team : mine[0];
  return (
    <Box sx={{ maxWidth: 760, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {t(role === 'coach' ? 'list.coachIntro' : 'list.playerIntro')}
        </Typography>
      </div>
      {mine.length > 1 && shown !== undefined && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={shown}
          aria-label={t('list.team')}
          onChange={(_event, value: TeamType | null) => value !== null && onTeam(value)}
          sx={{ flexWrap: 'wrap' }}
        >
          {mine.map((x) => (
            <ToggleButton key={x} value={x} data-team={handleOf(x)}>
              {t(`translation:teams.${x}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {teams.status === 'error' && team === undefined ? (
        <Alert severity="error">{t('list.loadFailed')}</Alert>
      ) : shown === undefined ? (
        teams.status === 'pending' ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Typography color="text.secondary">{t('list.noTeams')}</Typography>
        )
      ) : (
        <TeamChallenges key={shown} team={shown} role={role} />
      )}
    </Box>
  );
}

function TeamChallenges({ team, role }: { team: TeamType; role: 'coach' | 'player' }) {
  const { t } = useTranslation(CHALLENGES_NS);
  const list = useQuery(challengeListQueryOptions(team));
  const isPlayer = role === 'player';
  const targets = useQuery({ ...challengeTargetsQueryOptions(team), enabled: isPlayer });
  const coachSettings = useQuery({ ...challengeSettingsQueryOptions(team), enabled: !isPlayer });
  const settings = isPlayer ? targets.data?.settings : coachSettings.data;
  const [tab, setTab] = useState<'open' | 'closed'>('open');
  const tabsId = useId();
  const ordered = useMemo(() => coachOrder(list.data ?? []), [list.data]);
  const shown = ordered.filter((c) => isOpenChallenge(c.status) === (tab === 'open'));

  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('translation:app.retry')}
          </Button>
        }
      >
        {t('list.loadFailed')}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs
        value={tab}
        onChange={(_event, value: 'open' | 'closed') => setTab(value)}
        variant="fullWidth"
        sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
      >
        <Tab value="open" label={t('list.open')} id={`${tabsId}-open`} aria-controls={`${tabsId}-panel`} />
        <Tab
          value="closed"
          label={t('list.closed')}
          id={`${tabsId}-closed`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {list.data === undefined ? (
          <Box aria-busy="true" sx={{ padding: 2 }}>
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
            <span className="visually-hidden">{t('translation:app.loading')}</span>
          </Box>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ padding: 2 }} data-testid="challenges-empty">
            {t(tab === 'open' ? 'list.emptyOpen' : 'list.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((c) => (
              <ChallengeCard key={c.id} challenge={c} settings={settings} />
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
