import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANTI_STACKING_PRESETS,
  antiStackingPresetOf,
  SCHOOL_RULE_PRESET_IDS,
  type SchoolRulePresetId,
} from '../../../../contract/duals/lineup-rules';
import type { SchoolRules } from '../../../../contract/schools/rules';
import { MatchFormatField } from '../../../components/score/MatchFormatField';
import { errorMessageKey } from '../../../lib/error-message';
import { useSaveSchoolRules, useSchoolRules } from '../api';
import { ADMIN_NS } from '../i18n/messages';

const NONE = 'none';
type Choice = SchoolRulePresetId | typeof NONE | 'custom';

function choiceOf(rules: SchoolRules): Choice {
  if (rules.lineupRule === null) return NONE;
  const preset = antiStackingPresetOf(rules.lineupRule);
  return (SCHOOL_RULE_PRESET_IDS as readonly string[]).includes(preset)
    ? (preset as SchoolRulePresetId)
    : 'custom';
}

/**
 * The school's rules (issue 32): the lineup rule every team's dual lineups must at least follow and the
 * match format of every team. Saving tightens the teams' rules and their upcoming duals' (the answer
 * says how many), which the page reports.
 */
export function SchoolRulesForm({ school }: { school: { id: number; name: string } }) {
  const { t } = useTranslation(ADMIN_NS);
  const rules = useSchoolRules(school.id);
  const headingId = `rules-${school.id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ marginBlockStart: 3, maxWidth: 520 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        {t('rules.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ marginBlockEnd: 1.5 }}>
        {t('rules.help', { school: school.name })}
      </Typography>
      {rules.isPending ? (
        <Skeleton variant="rounded" height={120} role="status" aria-label={t('loading')} />
      ) : rules.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void rules.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('rules.loadError')}
        </Alert>
      ) : (
        <RulesFields schoolId={school.id} saved={rules.data} />
      )}
    </Box>
  );
}

function RulesFields({ schoolId, saved }: { schoolId: number; saved: SchoolRules }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const save = useSaveSchoolRules(schoolId);
  const [choice, setChoice] = useState<Choice>(() => choiceOf(saved));
  const [format, setFormat] = useState<string | null>(saved.matchFormat);
  const failed = save.isError ? errorMessageKey(save.error) : null;
  const changed = choice !== choiceOf(saved) || format !== saved.matchFormat;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lineupRule =
      choice === NONE ? null : choice === 'custom' ? saved.lineupRule : ANTI_STACKING_PRESETS[choice];
    save.mutate({ lineupRule, matchFormat: format });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('rules.lineupRule')}
        value={choice}
        helperText={choice === NONE ? t('rules.lineupNone') : tApp(`lineupRules.about.${choice}`)}
        onChange={(event) => {
          setChoice(event.target.value as Choice);
          save.reset();
        }}
      >
        <MenuItem value={NONE}>{t('rules.none')}</MenuItem>
        {SCHOOL_RULE_PRESET_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {tApp(`lineupRules.${id}`)}
          </MenuItem>
        ))}
        {choice === 'custom' && <MenuItem value="custom">{tApp('lineupRules.custom')}</MenuItem>}
      </TextField>
      <MatchFormatField
        value={format}
        helperText={t('rules.formatHelp')}
        onChange={(code) => {
          setFormat(code);
          save.reset();
        }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
          {t('rules.save')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {save.isSuccess && (
          <Alert severity="success">
            {t('rules.saved', {
              teams: save.data.tightened?.teams ?? 0,
              duals: save.data.tightened?.duals ?? 0,
            })}
          </Alert>
        )}
        {failed && <Alert severity="error">{tApp(failed.key, failed.values)}</Alert>}
      </Box>
    </Box>
  );
}
