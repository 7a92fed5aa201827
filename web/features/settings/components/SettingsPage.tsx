import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { SettingsOwner } from '../api';
import { SETTINGS_NS } from '../i18n/messages';
import { AvatarForm } from './AvatarForm';
import { PersonalSettingsForm } from './PersonalSettingsForm';
import { SettingsSection as Section } from './SettingsSection';
import { TeamsForm } from './TeamsForm';

/**
 * /settings: the signed-in person's own details (coach or player), and for coaches the teams they
 * coach (a team of their school added later). A coach's team rules are on /team-settings
 * (TeamSettingsPage), linked from here.
 * `coachedTeams`: a coach's team codes, undefined while they load, null if they could not be loaded.
 */
export function SettingsPage({
  owner,
  coachedTeams,
  savedTo,
}: {
  owner: SettingsOwner;
  coachedTeams?: readonly number[] | null;
  /** The user model's `from`: where a save of the user's data goes ('api' or a provider's id). */
  savedTo?: string;
}) {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, marginInline: 'auto' }}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {t('intro')}
        </Typography>
      </div>
      <Section title={t('avatar.title')}>
        <AvatarForm owner={owner} />
      </Section>
      <Section title={t('personal.title')}>
        <PersonalSettingsForm owner={owner} savedTo={savedTo} />
      </Section>
      {owner.role === 'coach' && (
        <Section title={t('teams.title')}>
          <TeamsForm coached={coachedTeams} />
          <Typography color="text.secondary" sx={{ marginBlockStart: 2 }}>
            {t('team.moved')}{' '}
            <Link component={RouterLink} to={paths.teamSettings}>
              {t('team.title')}
            </Link>
          </Typography>
        </Section>
      )}
    </Stack>
  );
}
