import CampaignIcon from '@mui/icons-material/Campaign';
import GroupsIcon from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { SkillLevel } from '../../../../contract/common';
import { ChoiceCard, ChoiceCards } from '../../../components/choices/ChoiceCards';
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

  const header = (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockStart: 0.5, marginBlockEnd: 3 }}>
        {t('choose.prompt')}
      </Typography>
    </>
  );

  if (audiences.isPending) {
    return (
      <Box aria-busy="true">
        {header}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          }}
        >
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={96} />
          ))}
        </Box>
        <span className="visually-hidden">{t('choose.loading')}</span>
      </Box>
    );
  }
  if (audiences.isError) {
    return (
      <Box>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void audiences.refetch()}>
              {t('translation:app.retry')}
            </Button>
          }
        >
          {t('choose.error')}
        </Alert>
      </Box>
    );
  }

  const outcome = chooseOutcome(audiences.data.map((a) => a.skillLevel));
  switch (outcome.kind) {
    case 'redirect':
      return <Navigate to={pathOf(outcome.skillLevel)} replace />;
    case 'none':
      return (
        <Box sx={{ maxWidth: 640 }}>
          {header}
          <Alert severity="info">
            <AlertTitle>{t('choose.none')}</AlertTitle>
            {t('choose.noneHelp')}
          </Alert>
        </Box>
      );
    case 'cards': {
      const recipients = new Map(audiences.data.map((a) => [a.skillLevel, a.recipients]));
      return (
        <Box>
          {header}
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
        </Box>
      );
    }
  }
}
