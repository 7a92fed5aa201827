import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolFound } from '../../../../contract/schools';
import { SCHOOLS_NS } from '../i18n/messages';
import { AddSchoolForm } from './AddSchoolForm';
import { SchoolChooser } from './SchoolChooser';

/** What a set-up form gives its school field (web/features/auth's CoachSetupForm slot). */
export interface SchoolStepProps {
  /** The chosen school's value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  errorText?: string;
  disabled: boolean;
  /** A coach at set-up (a verified sign-in) may add a school that is not listed; without it, only search. */
  loginRegisterID?: string;
}

/**
 * The school of a coach's set-up (issue 32): the search field, and "My school is not listed"
 * leading to the add form; after adding (or recognising an existing school there) set-up goes on
 * with that school chosen.
 */
export function SchoolStep({
  value,
  onChange,
  onBlur,
  invalid,
  errorText,
  disabled,
  loginRegisterID,
}: SchoolStepProps) {
  const { t } = useTranslation(SCHOOLS_NS);
  const [chosen, setChosen] = useState<SchoolFound | null>(null);
  const [adding, setAdding] = useState(false);
  const [typed, setTyped] = useState('');
  const [added, setAdded] = useState<SchoolFound | null>(null);
  const selected = chosen !== null && chosen.value === value ? chosen : null;

  if (adding && loginRegisterID !== undefined) {
    return (
      <AddSchoolForm
        loginRegisterID={loginRegisterID}
        initialName={typed}
        onCancel={() => setAdding(false)}
        onChosen={(school, isNew) => {
          setChosen(school);
          setAdded(isNew ? school : null);
          setAdding(false);
          onChange(school.value);
        }}
      />
    );
  }

  return (
    <Box>
      <SchoolChooser
        value={selected}
        onChange={(school) => {
          setChosen(school);
          setAdded(null);
          onChange(school?.value ?? '');
        }}
        onBlur={onBlur}
        onTypedChange={setTyped}
        onNotListed={loginRegisterID !== undefined ? () => setAdding(true) : undefined}
        invalid={invalid}
        errorText={errorText}
        disabled={disabled}
      />
      {added !== null && selected?.value === added.value && (
        <Alert severity="success" sx={{ marginBlockStart: 1 }}>
          {t('add.added', { school: added.label })}
        </Alert>
      )}
      {loginRegisterID !== undefined && (
        <Button
          size="small"
          onClick={() => setAdding(true)}
          disabled={disabled}
          sx={{ marginBlockStart: 0.5 }}
        >
          {t('chooser.notListed')}
        </Button>
      )}
    </Box>
  );
}
