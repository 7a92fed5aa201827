import { useTranslation } from 'react-i18next';
import { Navigate, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { ChallengeSettingsForm } from '../../features/challenges/components/ChallengeSettingsForm';
import { CHALLENGES_NS } from '../../features/challenges/messages';
import { LineupRuleForm } from '../../features/duals/components/LineupRuleForm';
import { DUALS_NS } from '../../features/duals/i18n/messages';
import { TeamSettingsPage } from '../../features/settings/components/TeamSettingsPage';
import { TEAM_SECTION } from '../../features/settings/team-sections';
import { loadedTeams } from '../../lib/teams';
import { useTeams } from '../use-teams';

/**
 * /team-settings: a coach's team rules (issue 29). Other features' rules are sections the route
 * adds: each team's anti-stacking rule (dual matches, issue 20) and challenge rules (player
 * challenges, issue 21). A player has no team rules to set: their own settings open instead.
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const teams = useTeams('coach', { enabled: claims.cid !== undefined });
  const { t } = useTranslation(DUALS_NS);
  const { t: tc } = useTranslation(CHALLENGES_NS);
  if (claims.pid !== undefined || claims.cid === undefined) return <Navigate to={paths.settings} replace />;
  const coachedTeams = loadedTeams(teams);
  return (
    <TeamSettingsPage
      coachId={claims.cid}
      coachedTeams={coachedTeams}
      extraSections={[
        {
          id: TEAM_SECTION.lineupRule,
          title: t('rule.title'),
          content: <LineupRuleForm coached={coachedTeams} />,
        },
        {
          id: TEAM_SECTION.challengeRules,
          title: tc('settings.title'),
          content: <ChallengeSettingsForm coached={coachedTeams} />,
        },
      ]}
    />
  );
}
