import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import {
  ANTI_STACKING_PRESET_IDS,
  ANTI_STACKING_PRESETS,
  antiStackingPresetOf,
  looserThan,
  type AntiStackingPresetId,
} from '../../../../contract/duals';
import { useMessage } from '../../../components/messages/MessageProvider';
import { PerTeamSettings, teamSettingPending } from '../../../components/settings/PerTeamSettings';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { DUALS_NS } from '../i18n/messages';
import { teamRuleQueryOptions, useSaveTeamRule } from '../api';

/**
 * Each coached team's anti-stacking rule for dual lineups (issue 20), a preset saved as soon as it is
 * picked; as TeamFormatForm does for the default match format. `coached` as in TeamsForm. The school's rule
 * (issue 32) is named, and the presets looser than it are not offered (the server refuses them too).
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
  const schoolRule = rule.data.schoolRule ?? null;
  const offered = ANTI_STACKING_PRESET_IDS.filter(
    (id) => schoolRule === null || !looserThan(ANTI_STACKING_PRESETS[id], schoolRule),
  );
  return (
    <Box sx={{ maxWidth: 480, display: 'grid', gap: 1 }}>
      {schoolRule !== null && (
        <Alert severity="info" data-testid="school-rule">
          {t('rule.school.locked', {
            rule: t(`translation:lineupRules.${antiStackingPresetOf(schoolRule)}`),
          })}
        </Alert>
      )}
      <TextField
        select
        fullWidth
        label={t('rule.label', { team: teamName })}
        value={preset}
        disabled={save.isPending}
        helperText={t(`translation:lineupRules.about.${preset}`)}
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
        {offered.map((id) => (
          <MenuItem key={id} value={id}>
            {t(`translation:lineupRules.${id}`)}
          </MenuItem>
        ))}
        {preset === 'custom' && <MenuItem value="custom">{t('translation:lineupRules.custom')}</MenuItem>}
      </TextField>
    </Box>
  );
}
