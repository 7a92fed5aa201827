import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import type { RosterPlayer } from '../../../../contract/ladder';
import { paths } from '../../../config/paths';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { orderedTeams, type TeamsState } from '../../../lib/teams';
import { LADDER_NS } from '../messages';
import { LadderChanges } from './LadderChanges';
import { LadderContent } from './LadderContent';
import { LadderSkeleton, RosterError } from './LadderStates';
import { TeamSidebar } from './TeamSidebar';

interface LadderPageProps {
  role: 'coach' | 'player';
  team: TeamType;
  /** The user's teams (navbar call): the side list and the move dialog's team choices. */
  teams: TeamsState;
  /** The signed-in player's id (to mark their row); none for coaches. */
  ownPlayerId?: number;
  /** What another feature adds to each row (issue 21: open challenges, the Challenge action). */
  rowExtra?: (player: RosterPlayer) => ReactNode;
  /** What another feature shows above the ladder once it is there (issue 21: open challenges). */
  aside?: ReactNode;
  /** What another feature shows in the ladder's column below its changes (issue 22: season attendance). */
  below?: ReactNode;
}

/**
 * /ladder/{team} (SPEC.md section 2 "Ladder page"). Coaches move players (row click or Enter),
 * delete them, see and renew the Team PIN and undo the latest change; players only read.
 */
export function LadderPage({ role, team, teams, ownPlayerId, rowExtra, aside, below }: LadderPageProps) {
  const { t } = useTranslation(LADDER_NS);
  const isCoach = role === 'coach';
  const roster = useQuery(rosterQueryOptions(team));
  // The arrived ladder (table, search, PIN panel) is drawn at a lower priority, in slices that let
  // input through, instead of in one long task that blocked the page.
  const rosterData = useDeferredValue(roster.data);
  const teamName = t(`translation:teams.${team}`);
  // Until the user's teams load the side list waits; if they cannot load, it shows this team only.
  // Kept while nothing changes, so that the ladder is not drawn again when other calls arrive.
  const { status } = teams;
  const navbarTeams = teams.status === 'success' ? teams.teams : null;
  const myTeams = useMemo(
    () => (navbarTeams ? orderedTeams(navbarTeams) : status === 'error' ? [team] : null),
    [navbarTeams, status, team],
  );
  const moveTeams = useMemo(() => myTeams ?? [team], [myTeams, team]);

  return (
    <Box>
      <Box sx={{ marginBlockEnd: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
          <Typography color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
            {teamName}
          </Typography>
          {/* The team's rules (challenge reach, formats, lineup and challenge rules), issue 29. */}
          {isCoach && (
            <Link component={RouterLink} to={paths.teamSettings} variant="body2">
              {t('teamSettings')}
            </Link>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TeamSidebar teams={myTeams} current={team} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          {roster.isError ? (
            <RosterError error={roster.error} retry={() => void roster.refetch()} />
          ) : rosterData === undefined ? (
            <LadderSkeleton label={t('table.loading')} isCoach={isCoach} />
          ) : (
            <LadderContent
              rowExtra={rowExtra}
              aside={aside}
              roster={rosterData}
              team={team}
              teamName={teamName}
              isCoach={isCoach}
              moveTeams={moveTeams}
              ownPlayerId={ownPlayerId}
            />
          )}
          {/* Below the ladder once it is there: appearing earlier, it would be pushed down (layout shift). */}
          {!roster.isError && rosterData !== undefined && (
            <LadderChanges team={team} rosterId={rosterData.teamRosterID} canUndo={isCoach} />
          )}
          {/* In the ladder's column, so its edges line up with the ladder's (issue 29, item 24). */}
          {below}
        </Box>
      </Box>
    </Box>
  );
}
