import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import { useMessage } from '../../../components/messages/MessageProvider';
import { MatchFormatField } from '../../../components/score/MatchFormatField';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { teamFormatQueryOptions, useSaveTeamFormat } from '../../../lib/team-format-query';
import { SETTINGS_NS } from '../i18n/messages';

/**
 * The default match format of each team the coach coaches (issue 19): new matches of the team get
 * it unless the coach picks another; saved as soon as it is picked. `coached` as in TeamsForm.
 */
export function TeamFormatForm({ coached }: { coached: readonly number[] | null | undefined }) {
  const { t } = useTranslation(SETTINGS_NS);
  if (coached === undefined) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} />
        <span className="visually-hidden">{t('format.loading')}</span>
      </Box>
    );
  }
  if (coached === null) return <Alert severity="error">{t('teams.loadFailed')}</Alert>;
  if (coached.length === 0) return <Typography color="text.secondary">{t('format.noTeams')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">{t('format.intro')}</Typography>
      {coached.map((team) => (
        <TeamFormat key={team} team={team as TeamType} />
      ))}
    </Box>
  );
}

function TeamFormat({ team }: { team: TeamType }) {
  const { t } = useTranslation(SETTINGS_NS);
  const showMessage = useMessage();
  const roster = useQuery(rosterQueryOptions(team));
  const rosterId = roster.data?.teamRosterID;
  const format = useQuery({ ...teamFormatQueryOptions(rosterId ?? 0), enabled: rosterId !== undefined });
  const save = useSaveTeamFormat();
  const teamName = t(`translation:teams.${team}`);

  if (roster.isError || format.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void (roster.isError ? roster.refetch() : format.refetch())}
          >
            {t('ladder.retry')}
          </Button>
        }
      >
        {t('format.loadFailed', { team: teamName })}
      </Alert>
    );
  }
  if (rosterId === undefined || format.isPending) {
    return <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} />;
  }
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
        {teamName}
      </Typography>
      <MatchFormatField
        value={format.data}
        disabled={save.isPending}
        helperText={t('format.help')}
        onChange={(code) =>
          save.mutate(
            { rosterId, format: code },
            {
              onSuccess: () =>
                showMessage({ message: t('format.saved', { team: teamName }), variant: 'success' }),
              onError: () => showMessage({ message: t('errors.saveFailed'), variant: 'error' }),
            },
          )
        }
      />
    </Box>
  );
}
