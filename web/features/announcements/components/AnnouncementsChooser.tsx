import CampaignIcon from '@mui/icons-material/Campaign';
import GroupsIcon from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { SkillLevel } from '../../../../contract/common';
import { ChoiceCard, ChoiceCards } from '../../../components/choices/ChoiceCards';
import { TeamChooser } from '../../../components/choices/TeamChooser';
import { audiencesQueryOptions } from '../api';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { chooseOutcome, viewPath, type Role } from '../mail-model';

const pathOf = (skillLevel: SkillLevel) => viewPath({ kind: 'audience', skillLevel, folder: 'inbox' });

/**
 * /announcements-choose (SPEC.md section 2): the prompt and a card per audience the user can
 * open, in SPEC.md's order; a user with only one goes straight to it.
 */
export function AnnouncementsChooser({ role }: { role: Role }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const format = useNumberFormat();
  const audiences = useQuery(audiencesQueryOptions());
  const outcome = audiences.isSuccess ? chooseOutcome(audiences.data.map((a) => a.skillLevel)) : null;
  if (outcome?.kind === 'redirect') return <Navigate to={pathOf(outcome.skillLevel)} replace />;
  const recipients = new Map(audiences.data?.map((a) => [a.skillLevel, a.recipients]));

  return (
    <TeamChooser
      title={t('title')}
      prompt={t('choose.prompt')}
      state={
        audiences.isError
          ? { status: 'error', retry: () => void audiences.refetch() }
          : { status: audiences.isPending ? 'pending' : 'success' }
      }
      loadingLabel={t('choose.loading')}
      errorText={t('choose.error')}
      cardMinWidth={260}
      narrow={outcome?.kind === 'none'}
    >
      {outcome?.kind === 'none' && (
        <Alert severity="info">
          <AlertTitle>{t('choose.none')}</AlertTitle>
          {t('choose.noneHelp')}
        </Alert>
      )}
      {outcome?.kind === 'cards' && (
        <ChoiceCards minWidth={260}>
          {outcome.skillLevels.map((level) => {
            const team = level <= 4;
            const count = recipients.get(level);
            return (
              <ChoiceCard
                key={level}
                to={pathOf(level)}
                icon={
                  team ? (
                    <GroupsIcon color="primary" fontSize="large" aria-hidden />
                  ) : (
                    <CampaignIcon color="primary" fontSize="large" aria-hidden />
                  )
                }
                headingLevel="h2"
                title={t(`translation:teams.${level}`)}
                description={
                  (team ? t('choose.teamKind') : t('choose.listKind')) +
                  (role === 'coach' && count !== null && count !== undefined
                    ? ` · ${t('choose.recipients', { count: format.number(count) })}`
                    : '')
                }
              />
            );
          })}
        </ChoiceCards>
      )}
    </TeamChooser>
  );
}
