import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { ChallengeSettingsForm } from '../../features/challenges/components/ChallengeSettingsForm';
import { CHALLENGES_NS } from '../../features/challenges/messages';
import { LineupRuleForm } from '../../features/duals/components/LineupRuleForm';
import { DUALS_NS } from '../../features/duals/i18n/messages';
import { SettingsPage } from '../../features/settings/components/SettingsPage';
import { roleOf } from '../../lib/session';

/**
 * /settings: the signed-in person's own settings; the id is the token's cid or pid. A coach's
 * teams come from the navbar call (the shell has it cached already).
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery(navbarQueryOptions(role));
  const id = role === 'player' ? claims.pid : claims.cid;
  const { t } = useTranslation(DUALS_NS);
  const { t: tc } = useTranslation(CHALLENGES_NS);
  if (id === undefined) throw new Error('The login token names no coach or player');
  const coachedTeams = navbar.isError ? null : navbar.data?.teams;
  // Other features' coach settings, each a section of the page: the team's anti-stacking rule
  // (dual matches, issue 20) and its challenge rules (player challenges, issue 21).
  const extraSections =
    role === 'coach'
      ? [
          { id: 'lineup-rule', title: t('rule.title'), content: <LineupRuleForm coached={coachedTeams} /> },
          {
            id: 'challenge-rules',
            title: tc('settings.title'),
            content: <ChallengeSettingsForm coached={coachedTeams} />,
          },
        ]
      : [];
  return <SettingsPage owner={{ role, id }} coachedTeams={coachedTeams} extraSections={extraSections} />;
}
