import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import '../../features/leagues/i18n/messages';
import '../../features/seasons/i18n/messages';
import { LeagueRecord } from '../../features/leagues/components/LeagueRecord';
import { SeasonsPage } from '../../features/seasons/components/SeasonsPage';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { teamFromHandle } from '../../lib/teams';

/** /seasons/{team}: any other team handle goes to /seasons. */
export function loader({ params }: LoaderFunctionArgs) {
  return teamFromHandle(params.team) === undefined ? redirect(paths.seasons) : null;
}

/** /seasons/{team} (issue 37): the team's seasons, with the team's league record of the chosen season (issue 35). */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const team = teamFromHandle(useParams().team);
  if (team === undefined) return null;
  return (
    <SeasonsPage
      key={team}
      team={team}
      coach={roleOf(claims) === 'coach'}
      seasonExtra={({ rosterId, season }) => (
        <LeagueRecord rosterId={rosterId} from={season.startsOn} to={season.endsOn} />
      )}
    />
  );
}
