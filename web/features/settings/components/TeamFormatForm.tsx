import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import { useMessage } from '../../../components/messages/MessageProvider';
import { MatchFormatField } from '../../../components/score/MatchFormatField';
import { PerTeamSettings, teamSettingPending } from '../../../components/settings/PerTeamSettings';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { teamFormatQueryOptions, useSaveTeamFormat } from '../../../lib/team-format-query';
import { SETTINGS_NS } from '../i18n/messages';

/**
 * The default match format of each team the coach coaches (issue 19): new matches of the team get
 * it unless the coach picks another; saved as soon as it is picked. `coached` as in TeamsForm.
 */
export function TeamFormatForm({ coached }: { coached: readonly number[] | null | undefined }) {
  const { t } = useTranslation(SETTINGS_NS);
  const texts = {
    loading: t('format.loading'),
    loadFailed: t('teams.loadFailed'),
    noTeams: t('format.noTeams'),
    intro: t('format.intro'),
  };
  return (
    <PerTeamSettings coached={coached} texts={texts}>
      {(team) => <TeamFormat team={team} />}
    </PerTeamSettings>
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

  const pending = teamSettingPending({
    failed: roster.isError || format.isError,
    loading: rosterId === undefined || format.isPending,
    onRetry: () => void (roster.isError ? roster.refetch() : format.refetch()),
    failedText: t('format.loadFailed', { team: teamName }),
    retryText: t('ladder.retry'),
  });
  if (pending || rosterId === undefined || format.data === undefined) return pending;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
        {teamName}
      </Typography>
      <MatchFormatField
        value={format.data.res}
        disabled={save.isPending || format.data.schoolFormat != null}
        helperText={t(format.data.schoolFormat != null ? 'format.school' : 'format.help')}
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
