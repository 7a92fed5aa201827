import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import {
  ANTI_STACKING_PRESET_IDS,
  ANTI_STACKING_PRESETS,
  type AntiStackingPresetId,
} from '../../../../contract/duals';
import { useMessage } from '../../../components/messages/MessageProvider';
import { PerTeamSettings, teamSettingPending } from '../../../components/settings/PerTeamSettings';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { DUALS_NS } from '../i18n/messages';
import { teamRuleQueryOptions, useSaveTeamRule } from '../api';

/**
 * Each coached team's anti-stacking rule for dual lineups (issue 20), a preset saved as soon as it is
 * picked; as TeamFormatForm does for the default match format. `coached` as in TeamsForm.
 */
export function LineupRuleForm({ coached }: { coached: readonly number[] | null | undefined }) {
  const { t } = useTranslation(DUALS_NS);
  const texts = {
    loading: t('choose.loading'),
    loadFailed: t('rule.loadFailed'),
    noTeams: t('rule.noTeams'),
    intro: t('rule.intro'),
  };
  return (
    <PerTeamSettings coached={coached} texts={texts}>
      {(team) => <TeamRule team={team} />}
    </PerTeamSettings>
  );
}

function TeamRule({ team }: { team: TeamType }) {
  const { t } = useTranslation(DUALS_NS);
  const showMessage = useMessage();
  const roster = useQuery(rosterQueryOptions(team));
  const rosterId = roster.data?.teamRosterID;
  const rule = useQuery({ ...teamRuleQueryOptions(rosterId ?? 0), enabled: rosterId !== undefined });
  const save = useSaveTeamRule();
  const teamName = t(`translation:teams.${team}`);

  const pending = teamSettingPending({
    failed: roster.isError || rule.isError,
    loading: rosterId === undefined || rule.isPending,
    onRetry: () => void (roster.isError ? roster.refetch() : rule.refetch()),
    failedText: t('rule.teamFailed', { team: teamName }),
    retryText: t('retry'),
  });
  if (pending || rosterId === undefined || rule.data === undefined) return pending;
  const preset = rule.data.preset;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <TextField
        select
        fullWidth
        label={t('rule.label', { team: teamName })}
        value={preset}
        disabled={save.isPending}
        helperText={t(`rules.about.${preset}`)}
        onChange={(event) => {
          const id = event.target.value as AntiStackingPresetId;
          save.mutate(
            { rosterId, rule: ANTI_STACKING_PRESETS[id] },
            {
              onSuccess: () =>
                showMessage({ message: t('rule.saved', { team: teamName }), variant: 'success' }),
              onError: () => showMessage({ message: t('rule.saveFailed'), variant: 'error' }),
            },
          );
        }}
      >
        {ANTI_STACKING_PRESET_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {t(`rules.${id}`)}
          </MenuItem>
        ))}
        {preset === 'custom' && <MenuItem value="custom">{t('rules.custom')}</MenuItem>}
      </TextField>
    </Box>
  );
}
