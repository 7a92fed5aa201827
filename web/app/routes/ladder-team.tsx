import Box from '@mui/material/Box';
import { useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import type { TeamType } from '../../../contract/common';
import type { RosterPlayer } from '../../../contract/ladder';
import { useLadderChallenges } from '../../features/challenges/components/LadderChallenges';
import { TeamAttendance } from '../../features/availability/components/TeamAttendance';
import { DualExtrasContext } from '../../features/duals/dual-extras';
import { availabilityQuery } from '../../features/availability/api';
import { myDualsQueryOptions } from '../../features/duals/api';
import { LadderPage } from '../../features/ladder/components/LadderPage';
import { LadderSkeleton } from '../../features/ladder/components/LadderStates';
import { LADDER_NS } from '../../features/ladder/messages';
import { GuardiansLink } from '../../features/guardians/components/GuardiansLink';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { dualExtras } from '../dual-answer';
import { teamFromHandle, type TeamsState } from '../../lib/teams';
import { useTeams } from '../use-teams';

/** A player's upcoming duals load with their own chunk, so the ladder's first load stays as it was. */
const loadMyDuals = () => import('../../features/duals/components/MyDuals');
const MyDuals = lazy(() => loadMyDuals().then((module) => ({ default: module.MyDuals })));

/**
 * Whether a player's home has all it shows above the ladder: the upcoming duals' chunk, the duals and
 * the player's answer to each. Until then the page shows the ladder's skeleton, because duals arriving
 * above a drawn ladder pushed it down (a layout shift of 0.38 in Lighthouse, issue 30). The ladder's own
 * calls start at once all the same: it is mounted, hidden, beside the skeleton.
 */
function usePlayerHomeReady(): boolean {
  const duals = useQuery(myDualsQueryOptions());
  const answers = useQueries({
    queries: (duals.data ?? []).map((dual) => availabilityQuery('dual', dual.id)),
  });
  const [chunk, setChunk] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setChunk(true);
    void loadMyDuals().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return chunk && !duals.isPending && answers.every((answer) => !answer.isPending);
}

/** SPEC.md section 2: /ladder/{team} takes jv-boys, var-boys, jv-girls or var-girls; anything else goes to /ladder. */
export function loader({ params }: LoaderFunctionArgs) {
  return teamFromHandle(params.team) === undefined ? redirect(paths.ladder) : null;
}

/** /ladder/{team}: the team's ladder, with the user's teams (navbar call) in the side list. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const team = teamFromHandle(useParams().team);
  const teams = useTeams(role);
  if (team === undefined) return null;

  const ladder = <TeamLadder key={team} role={role} team={team} teams={teams} ownPlayerId={claims.pid} />;
  return role === 'player' ? <PlayerHome>{ladder}</PlayerHome> : ladder;
}

/**
 * A player's home page: their upcoming dual matches and lines (issue 20) above the ladder, shown once
 * all of it is there. The ladder comes in as `children`, made by the route, so the readiness calls
 * arriving here do not draw the ladder again.
 */
function PlayerHome({ children }: { children: ReactNode }) {
  const ready = usePlayerHomeReady();
  const { t } = useTranslation(LADDER_NS);
  return (
    <>
      {!ready && <LadderSkeleton label={t('table.loading')} isCoach={false} />}
      <Box sx={ready ? undefined : { display: 'none' }}>
        <Suspense fallback={null}>
          <DualExtrasContext value={dualExtras}>
            <MyDuals />
          </DualExtrasContext>
        </Suspense>
        {children}
      </Box>
    </>
  );
}

interface TeamLadderProps {
  role: 'coach' | 'player';
  team: TeamType;
  teams: TeamsState;
  ownPlayerId?: number;
}

/**
 * The ladder with issue 21's challenges (each row's open challenges and Challenge action, the open ones
 * above) and issue 22's season attendance in the ladder's column below.
 */
function TeamLadder({ role, team, teams, ownPlayerId }: TeamLadderProps) {
  const challenges = useLadderChallenges(team, role);
  // Issue 34: a coach reaches each player's guardians from their row, a player their own.
  const rowExtra = (player: RosterPlayer) => (
    <>
      {challenges.rowExtra?.(player)}
      {(role === 'coach' || player.PlayerID === ownPlayerId) && (
        <GuardiansLink
          playerId={player.PlayerID}
          playerName={`${player.FirstName} ${player.LastName}`.trim()}
        />
      )}
    </>
  );
  return (
    <LadderPage
      role={role}
      team={team}
      teams={teams}
      ownPlayerId={ownPlayerId}
      rowExtra={rowExtra}
      aside={challenges.panel}
      below={<TeamAttendance team={team} />}
    />
  );
}
