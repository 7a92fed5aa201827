import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesScope } from '../../../../contract/calendar';
import { CALENDAR_NS } from '../i18n/messages';

/** An edit or delete of a series' event: this one, or every one not held yet. */
export function SeriesScopeChoice({
  value,
  onChange,
  label,
}: {
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  label: string;
}) {
  const { t } = useTranslation(CALENDAR_NS);
  const labelId = useId();
  return (
    <Box sx={{ marginBlockStart: 1 }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value === 'all' ? 'all' : 'one')}
      >
        <FormControlLabel value="one" control={<Radio />} label={t('series.one')} />
        <FormControlLabel value="all" control={<Radio />} label={t('series.all')} />
      </RadioGroup>
    </Box>
  );
}
