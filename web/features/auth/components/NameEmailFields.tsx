import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorKey } from './field-errors';

type NameEmailField = 'fname' | 'lname' | 'email';

interface NameEmailFieldsProps {
  /** The set-up form's `register` for these three fields. */
  register: (name: NameEmailField) => UseFormRegisterReturn<NameEmailField>;
  /** Whether each field's value was refused. */
  invalid: (name: NameEmailField) => boolean;
}

/** The first name, last name and e-mail fields that the coach's and the player's set-up forms share. */
export function NameEmailFields({ register, invalid }: NameEmailFieldsProps) {
  const { t } = useTranslation();
  const fieldError = (name: NameEmailField) =>
    invalid(name) ? { error: true, helperText: t(fieldErrorKey(name)) } : {};
  return (
    <>
      <TextField
        {...register('fname')}
        label={t('setup.firstName')}
        required
        autoComplete="given-name"
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 60 } }}
        {...fieldError('fname')}
      />
      <TextField
        {...register('lname')}
        label={t('setup.lastName')}
        required
        autoComplete="family-name"
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 60 } }}
        {...fieldError('lname')}
      />
      <TextField
        {...register('email')}
        type="email"
        label={t('setup.email')}
        required
        autoComplete="email"
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
        {...fieldError('email')}
      />
    </>
  );
}
