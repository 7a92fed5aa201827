import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { coachSetupBody } from '../../../../contract/auth';
import { paths } from '../../../config/paths';
import { loginCoach, setUpCoach } from '../api';
import { setupErrorKey } from '../error-messages';
import { useCompleteLogin } from '../hooks/use-complete-login';
import type { PendingSignUp } from '../sign-up-state';
import { fieldErrorKey } from './field-errors';
import { NameEmailFields } from './NameEmailFields';

/** The four team check boxes in team-code order (SPEC.md section 3). */
const TEAM_FIELDS = [
  { name: 'jvBoys', team: 1 },
  { name: 'vBoys', team: 2 },
  { name: 'jvGirls', team: 3 },
  { name: 'vGirls', team: 4 },
] as const;

/** The contract's set-up body, with the check boxes' plain booleans. */
const coachSetupForm = coachSetupBody.extend({
  jvBoys: z.boolean(),
  vBoys: z.boolean(),
  jvGirls: z.boolean(),
  vGirls: z.boolean(),
});
type CoachSetupValues = z.infer<typeof coachSetupForm>;

/** What the set-up form gives its school field. */
export interface SchoolFieldProps {
  /** The chosen school's value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  errorText?: string;
  disabled: boolean;
  /** The verified sign-in, for adding a school that is not listed. */
  loginRegisterID: string;
}

/**
 * The school field, filled by the page (web/app/routes/coach-setup.tsx: the schools feature's
 * search and "My school is not listed"; features do not import each other).
 */
export type SchoolField = (props: SchoolFieldProps) => ReactElement;

/** /coaches/set-up: school, teams, name, e-mail and the verified phone. */
export function CoachSetupForm({
  pending,
  schoolField,
}: {
  pending: PendingSignUp;
  schoolField: SchoolField;
}) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();

  const { control, register, handleSubmit, formState, setError } = useForm<CoachSetupValues>({
    resolver: zodResolver(coachSetupForm),
    defaultValues: {
      school: '',
      jvBoys: false,
      vBoys: false,
      jvGirls: false,
      vGirls: false,
      fname: '',
      lname: '',
      email: '',
      phone: pending.phone,
    },
  });
  const { errors } = formState;

  const submit = useMutation({
    mutationFn: async (values: CoachSetupValues) => {
      const { coachID, schoolID } = await setUpCoach(pending.loginRegisterID, {
        ...values,
        phone: pending.phone,
      });
      const token = await loginCoach(pending, { cid: coachID, sid: schoolID });
      await completeLogin(token, pending.returnTo, 'coach');
    },
    onError: (error) => {
      const { key, values = {} } = setupErrorKey(error);
      const named = Object.fromEntries(Object.entries(values).map(([name, k]) => [name, t(k)]));
      setError('root', { message: t(key, named) });
    },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit((values) => submit.mutate(values))(event)}
    >
      <Controller
        name="school"
        control={control}
        render={({ field }) =>
          schoolField({
            value: field.value,
            onChange: field.onChange,
            onBlur: field.onBlur,
            invalid: Boolean(errors.school),
            errorText: errors.school ? t(fieldErrorKey('school')) : undefined,
            disabled: submit.isPending,
            loginRegisterID: pending.loginRegisterID,
          })
        }
      />

      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">{t('setup.teams')}</FormLabel>
        <FormGroup>
          {TEAM_FIELDS.map(({ name, team }) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                    />
                  }
                  label={t(`teams.${team}`)}
                />
              )}
            />
          ))}
        </FormGroup>
        <FormHelperText>{t('setup.teamsHelp')}</FormHelperText>
      </FormControl>

      <NameEmailFields register={(name) => register(name)} invalid={(name) => Boolean(errors[name])} />
      <TextField
        {...register('phone')}
        label={t('setup.phone')}
        helperText={t('setup.phoneHelp')}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        sx={{ '& .MuiOutlinedInput-root': { backgroundColor: 'action.hover' } }}
      />

      {errors.root && (
        <Alert severity="error">
          {errors.root.message}{' '}
          <Link component={RouterLink} to={paths.coachLogin} color="inherit">
            {t('setup.backToLogin')}
          </Link>
        </Alert>
      )}

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submit.isPending}
        startIcon={submit.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submit.isPending ? t('setup.submitting') : t('setup.submit')}
      </Button>
    </Stack>
  );
}
