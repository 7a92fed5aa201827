import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  DUAL_FORMAT_PRESET_IDS,
  MAX_LINES_PER_KIND,
  dualLines,
  type DualFormat,
} from '../../../../contract/duals';
import { MatchFormatField } from '../../../components/score/MatchFormatField';
import type { FormatChoice } from '../dual-model';
import { DUALS_NS } from '../i18n/messages';
import { lineLabel } from '../violation-text';

export interface DualLinesChoice {
  preset: FormatChoice;
  custom: { singles: number; doubles: number };
  /** Every line's score format (null: any); undefined while the team's default is used. */
  scoreFormat: string | null | undefined;
  perLine: boolean;
  lineFormats: Record<string, string>;
}

/**
 * The new dual's lines: a preset or custom counts, the score format of every line (the team's default
 * first), or of single lines, and how many lines of each kind that makes.
 */
export function DualLinesFields({
  choice,
  onChange,
  format,
  allFormat,
  teamFormatPending,
}: {
  choice: DualLinesChoice;
  onChange: (choice: DualLinesChoice) => void;
  /** The format the choice makes (dual-model formatOf). */
  format: DualFormat;
  /** The score format of every line as shown (the team's default until one is chosen). */
  allFormat: string | null;
  teamFormatPending: boolean;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const number = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  const { preset, custom, scoreFormat, perLine, lineFormats } = choice;
  const set = (change: Partial<DualLinesChoice>) => onChange({ ...choice, ...change });

  const count = (kind: 'singles' | 'doubles') => (
    <TextField
      type="number"
      label={t(`create.${kind}`)}
      value={custom[kind]}
      onChange={(event) =>
        set({
          custom: {
            ...custom,
            [kind]: Math.max(0, Math.min(MAX_LINES_PER_KIND, Number(event.target.value) || 0)),
          },
        })
      }
      slotProps={{ htmlInput: { min: 0, max: MAX_LINES_PER_KIND } }}
    />
  );

  return (
    <>
      <TextField
        select
        label={t('create.format')}
        value={preset}
        onChange={(event) => set({ preset: event.target.value as FormatChoice })}
        helperText={t('create.formatHelp')}
      >
        {DUAL_FORMAT_PRESET_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {t(`formats.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          {count('singles')}
          {count('doubles')}
        </Box>
      )}
      <MatchFormatField
        value={allFormat}
        onChange={(code) => set({ scoreFormat: code })}
        disabled={scoreFormat === undefined && teamFormatPending}
        helperText={t('create.scoreFormatHelp')}
      />
      <FormControlLabel
        control={<Checkbox checked={perLine} onChange={(event) => set({ perLine: event.target.checked })} />}
        label={t('create.perLine')}
      />
      {perLine &&
        dualLines({ ...format, lineScoreFormats: undefined }).map(({ line }) => (
          <Box key={line} component="fieldset" sx={{ border: 0, margin: 0, padding: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {t('create.lineFormat', { line: lineLabel(t, line, i18n.language) })}
            </Typography>
            <MatchFormatField
              value={lineFormats[line] ?? allFormat}
              onChange={(code) => {
                const next = { ...lineFormats };
                if (code === null || code === allFormat) delete next[line];
                else next[line] = code;
                set({ lineFormats: next });
              }}
              allowNone={false}
            />
          </Box>
        ))}
      <Typography variant="body2" color="text.secondary">
        {t('create.linesSummary', {
          singles: number.format(format.singles),
          doubles: number.format(format.doubles),
        })}
      </Typography>
    </>
  );
}
