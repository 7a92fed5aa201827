import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { challengeSettingsSchema, type ChallengeSettings } from '../../../../contract/challenges';
import type { TeamType } from '../../../../contract/common';
import { useMessage } from '../../../components/messages/MessageProvider';
import { PerTeamSettings, teamSettingPending } from '../../../components/settings/PerTeamSettings';
import { challengeSettingsQueryOptions, useSaveChallengeSettings } from '../api';
import { useChallengeError } from '../hooks';
import { CHALLENGES_NS } from '../messages';

/** The number fields, with their bounds from the contract. */
const NUMBERS = [
  ['answerDays', 1, 30],
  ['playDays', 1, 60],
  ['confirmDays', 1, 14],
  ['maxOpenAsChallenger', 1, 5],
  ['maxOpenAsDefender', 1, 5],
] as const satisfies readonly (readonly [keyof ChallengeSettings, number, number])[];

/**
 * The settings page's section of issue 21: each coached team's challenge rules. `coached` as the
 * settings page's other team forms take it (undefined: loading, null: failed).
 */
export function ChallengeSettingsForm({ coached }: { coached: readonly number[] | null | undefined }) {
  const { t } = useTranslation(CHALLENGES_NS);
  const texts = {
    loading: t('settings.loading'),
    loadFailed: t('list.loadFailed'),
    noTeams: t('settings.noTeams'),
    intro: t('settings.intro'),
  };
  return (
    <PerTeamSettings coached={coached} texts={texts}>
      {(team) => <TeamRules team={team} />}
    </PerTeamSettings>
  );
}

function TeamRules({ team }: { team: TeamType }) {
  const { t } = useTranslation(CHALLENGES_NS);
  const query = useQuery(challengeSettingsQueryOptions(team));
  const teamName = t(`translation:teams.${team}`);
  const pending = teamSettingPending({
    failed: query.isError,
    loading: query.data === undefined,
    onRetry: () => void query.refetch(),
    failedText: t('settings.loadFailed', { team: teamName }),
    retryText: t('settings.retry'),
    height: 200,
  });
  if (pending || query.data === undefined) return pending;
  return <RulesForm key={JSON.stringify(query.data)} team={team} teamName={teamName} saved={query.data} />;
}

function RulesForm({
  team,
  teamName,
  saved,
}: {
  team: TeamType;
  teamName: string;
  saved: ChallengeSettings;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const showMessage = useMessage();
  const errorText = useChallengeError();
  const save = useSaveChallengeSettings(team);
  const [draft, setDraft] = useState<Record<string, string | boolean>>(() => ({ ...saved }) as never);
  const parsed = challengeSettingsSchema.safeParse(
    Object.fromEntries(
      Object.entries(draft).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
    ),
  );
  const bad = (key: string) => !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    const { unplayedCounts: _unplayed, ...changes } = parsed.data;
    save.mutate(changes, {
      onSuccess: () => showMessage({ message: t('settings.saved', { team: teamName }), variant: 'success' }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={teamName} sx={{ maxWidth: 480 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1.5 }}>
        {teamName}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {NUMBERS.map(([key, min, max]) => (
          <TextField
            key={key}
            type="number"
            label={t(`settings.${key}`)}
            value={String(draft[key])}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            error={bad(key)}
            helperText={t('settings.range', { min, max })}
            slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, marginBlockStart: 2 }}>
        {(['declineCounts', 'unansweredCounts'] as const).map((key) => (
          <TextField
            key={key}
            select
            label={t(`settings.${key}`)}
            value={draft[key]}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          >
            <MenuItem value="forfeit">{t('settings.forfeit')}</MenuItem>
            <MenuItem value="nothing">{t('settings.nothing')}</MenuItem>
          </TextField>
        ))}
        <Typography variant="body2" color="text.secondary">
          {t('settings.unplayed')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={draft.coachRecordsResults === true}
              onChange={(event) => setDraft({ ...draft, coachRecordsResults: event.target.checked })}
            />
          }
          label={t('settings.coachRecordsResults')}
        />
      </Box>
      {save.isError && (
        <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
          {errorText(save.error)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        loading={save.isPending}
        disabled={!parsed.success}
        sx={{ marginBlockStart: 2 }}
      >
        {t('settings.save')}
      </Button>
    </Box>
  );
}
