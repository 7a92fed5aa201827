import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolFound } from '../../../../contract/schools';
import { MIN_QUERY, useSchoolSearch } from '../api';
import { SCHOOLS_NS } from '../i18n/messages';
import { SchoolPlace } from './SchoolPlace';

export interface SchoolChooserProps {
  /** The school chosen, or null. */
  value: SchoolFound | null;
  onChange: (school: SchoolFound | null) => void;
  onBlur?: () => void;
  /** What is typed, for "My school is not listed" to start the add form with it. */
  onTypedChange?: (typed: string) => void;
  invalid?: boolean;
  /** A message under the field in place of the help (the form's error). */
  errorText?: string;
  disabled?: boolean;
  /**
   * Set-up: "My school is not listed" is also the list's last option (reached by arrows or a tap
   * while the list covers the button under the field), after the schools found or "No results..".
   */
  onNotListed?: () => void;
}

/** The list's "My school is not listed" entry (never a school: its value is no school's). */
const NOT_LISTED: SchoolFound = {
  value: '',
  label: '',
  city: null,
  region: null,
  level: 'other',
  verified: true,
};

/**
 * The school search field (issue 32): the server's typo-tolerant search (GET /api/schools?q=) asked
 * once typing pauses, its answers in a keyboard-navigable list (MUI Autocomplete: arrows, Enter,
 * Escape), each with its place and "unverified" for a school no second coach vouched for yet.
 */
export function SchoolChooser({
  value,
  onChange,
  onBlur,
  onTypedChange,
  invalid = false,
  errorText,
  disabled = false,
  onNotListed,
}: SchoolChooserProps) {
  const { t } = useTranslation(SCHOOLS_NS);
  const [typed, setTyped] = useState(value?.label ?? '');
  const { enabled, search } = useSchoolSearch(typed);
  const found = enabled ? (search.data ?? []) : [];
  const tooShort = typed.trim().length < MIN_QUERY;
  const answered = enabled && search.data !== undefined;
  const options = onNotListed && answered ? [...found, NOT_LISTED] : found;

  return (
    <Box>
      <Autocomplete
        options={value && !options.some((o) => o.value === value.value) ? [value, ...options] : options}
        value={value}
        onChange={(_event, school) => {
          if (school === NOT_LISTED) onNotListed?.();
          else onChange(school);
        }}
        inputValue={typed}
        onInputChange={(_event, text, reason) => {
          setTyped(text);
          // What the coach typed, not the field reset on leaving it (kept for the add form).
          if (reason === 'input' || reason === 'clear') onTypedChange?.(text);
        }}
        // The server has filtered and ordered them already.
        filterOptions={(found) => found}
        getOptionLabel={(school) => school.label}
        isOptionEqualToValue={(a, b) => a.value === b.value}
        loading={enabled && search.isFetching}
        loadingText={t('chooser.loading')}
        noOptionsText={tooShort ? t('chooser.help') : t('chooser.noResults')}
        disabled={disabled}
        autoHighlight
        onBlur={onBlur}
        renderOption={({ key, ...props }, school) =>
          school === NOT_LISTED ? (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              {found.length === 0 && (
                <Typography color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {t('chooser.noResults')}
                </Typography>
              )}
              <Typography color="primary" component="span" sx={{ fontWeight: 500 }}>
                {t('chooser.notListed')}
              </Typography>
            </Box>
          ) : (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <bdi>{school.label}</bdi>
                {!school.verified && <Chip size="small" variant="outlined" label={t('chooser.unverified')} />}
              </Box>
              <SchoolPlace school={school} />
            </Box>
          )
        }
        renderInput={(params) => (
          <TextField
            {...params}
            required
            label={t('chooser.label')}
            error={invalid}
            helperText={errorText ?? t('chooser.help')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, dir: 'auto', autoComplete: 'off' },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {enabled && search.isFetching ? (
                      <CircularProgress size={18} aria-hidden sx={{ marginInlineEnd: 1 }} />
                    ) : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {enabled && search.isError && (
        <Alert severity="error" sx={{ marginBlockStart: 1 }}>
          {t('chooser.error')}
        </Alert>
      )}
    </Box>
  );
}
