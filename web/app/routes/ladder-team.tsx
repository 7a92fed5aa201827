import { lazy, Suspense } from 'react';
import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import type { TeamType } from '../../../contract/common';
import { useLadderChallenges } from '../../features/challenges/components/LadderChallenges';
import { TeamAttendance } from '../../features/availability/components/TeamAttendance';
import { DualExtrasContext } from '../../features/duals/dual-extras';
import { LadderPage } from '../../features/ladder/components/LadderPage';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { dualExtras } from '../dual-answer';
import { teamFromHandle, type TeamsState } from '../../lib/teams';
import { useTeams } from '../use-teams';

/** A player's upcoming duals load with their own chunk, so the ladder's first load stays as it was. */
const MyDuals = lazy(() =>
  import('../../features/duals/components/MyDuals').then((module) => ({ default: module.MyDuals })),
);

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

  return (
    <>
      {/* A player's home page: their upcoming dual matches and lines (issue 20) above the ladder. */}
      {role === 'player' && (
        <Suspense fallback={null}>
          <DualExtrasContext value={dualExtras}>
            <MyDuals />
          </DualExtrasContext>
        </Suspense>
      )}
      <TeamLadder key={team} role={role} team={team} teams={teams} ownPlayerId={claims.pid} />
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
  return (
    <LadderPage
      role={role}
      team={team}
      teams={teams}
      ownPlayerId={ownPlayerId}
      rowExtra={challenges.rowExtra}
      aside={challenges.panel}
      below={<TeamAttendance team={team} />}
    />
  );
}
