import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  isNoAdFormat,
  MATCH_FORMAT_PRESETS,
  presetOf,
  withNoAd,
} from '../../../contract/scores/match-format';
import { SCORE_NS } from './messages';

const NONE = 'none';

interface MatchFormatFieldProps {
  /** A TODS code, or null for no format (any format that fits the score). */
  value: string | null;
  onChange: (code: string | null) => void;
  /** Offer "Not set": older matches and teams without a default have none. */
  allowNone?: boolean;
  disabled?: boolean;
  /** Under the picker; the format's purpose by default. */
  helperText?: string;
}

/** The match format: one of the presets (contract/match-format.ts), with no-ad games as a flag. */
export function MatchFormatField({
  value,
  onChange,
  allowNone = true,
  disabled,
  helperText,
}: MatchFormatFieldProps) {
  const { t } = useTranslation(SCORE_NS);
  const preset = value === null ? null : presetOf(value);
  const noAd = value !== null && isNoAdFormat(value);
  const selected = value === null ? NONE : (preset?.code ?? value);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextField
        select
        label={t('format')}
        value={selected}
        disabled={disabled}
        helperText={helperText ?? t('formatHelp')}
        onChange={(event) => {
          const code = event.target.value;
          onChange(code === NONE ? null : withNoAd(code, noAd));
        }}
      >
        {allowNone && <MenuItem value={NONE}>{t('formatNone')}</MenuItem>}
        {MATCH_FORMAT_PRESETS.map((p) => (
          <MenuItem key={p.code} value={p.code}>
            {t(p.labelKey)}
          </MenuItem>
        ))}
        {value !== null && preset === null && (
          <MenuItem value={value}>
            <bdi dir="ltr">{t('formatOther', { code: value })}</bdi>
          </MenuItem>
        )}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={noAd}
            disabled={disabled || value === null}
            onChange={(event) => value !== null && onChange(withNoAd(value, event.target.checked))}
          />
        }
        label={t('noAd')}
      />
    </Box>
  );
}
