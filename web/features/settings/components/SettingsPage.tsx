import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOwner } from '../api';
import { SETTINGS_NS } from '../i18n/messages';
import { AvatarForm } from './AvatarForm';
import { LadderMaxForm } from './LadderMaxForm';
import { PersonalSettingsForm } from './PersonalSettingsForm';
import { TeamFormatForm } from './TeamFormatForm';
import { TeamsForm } from './TeamsForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ padding: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600, marginBlockEnd: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /settings: the signed-in person's own details (coach or player), and for coaches their teams
 * (a team of their school added later), the maximum number of challenge positions on the ladder and
 * each team's default match format.
 * `coachedTeams`: a coach's team codes, undefined while they load, null if they could not be loaded.
 */
export function SettingsPage({
  owner,
  coachedTeams,
  more,
}: {
  owner: SettingsOwner;
  coachedTeams?: readonly number[] | null;
  /** Sections other features add at the end, composed in by the route (issue 21's challenge rules). */
  more?: ReactNode;
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
        <PersonalSettingsForm owner={owner} />
      </Section>
      {owner.role === 'coach' && (
        <Section title={t('teams.title')}>
          <TeamsForm coached={coachedTeams} />
        </Section>
      )}
      {owner.role === 'coach' && (
        <Section title={t('ladder.title')}>
          <LadderMaxForm coachId={owner.id} />
        </Section>
      )}
      {owner.role === 'coach' && (
        <Section title={t('format.title')}>
          <TeamFormatForm coached={coachedTeams} />
        </Section>
      )}
      {more}
    </Stack>
  );
}
