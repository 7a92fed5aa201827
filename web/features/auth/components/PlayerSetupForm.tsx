import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { playerSetupBody } from '../../../../contract/auth';
import { paths } from '../../../config/paths';
import { loginPlayer, setUpPlayer } from '../api';
import { setupErrorKey } from '../error-messages';
import { useCompleteLogin } from '../hooks/use-complete-login';
import type { PendingSignUp } from '../sign-up-state';
import { fieldErrorKey } from './field-errors';
import { NameEmailFields } from './NameEmailFields';

interface PlayerSetupValues {
  fname: string;
  lname: string;
  email: string;
  pin: string;
  phone: string;
}

const PIN_LENGTH = 6;

/** /players/set-up: name, e-mail, the Team PIN and the verified phone. */
export function PlayerSetupForm({ pending }: { pending: PendingSignUp }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();

  const { control, register, handleSubmit, formState, setError, clearErrors } = useForm<PlayerSetupValues>({
    resolver: zodResolver(playerSetupBody),
    defaultValues: { fname: '', lname: '', email: '', pin: '', phone: pending.phone },
  });
  const { errors } = formState;

  const submit = useMutation({
    mutationFn: async (values: PlayerSetupValues) => {
      await setUpPlayer(pending.loginRegisterID, { ...values, phone: pending.phone });
      await completeLogin(await loginPlayer(pending), pending.returnTo, 'player');
    },
    onError: (error) => {
      const { field, key } = setupErrorKey(error);
      setError(field === 'pin' ? 'pin' : 'root', { type: 'server', message: t(key) });
    },
  });

  const pinMessage = errors.pin
    ? errors.pin.type === 'server'
      ? errors.pin.message
      : t(fieldErrorKey('pin'))
    : t('setup.pinHelp');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void handleSubmit((values) => submit.mutate(values))(event)}
    >
      <NameEmailFields register={(name) => register(name)} invalid={(name) => Boolean(errors[name])} />
      <Controller
        name="pin"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(event) => {
              clearErrors('pin');
              field.onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH));
            }}
            label={t('setup.pin')}
            required
            autoComplete="off"
            error={errors.pin !== undefined}
            helperText={pinMessage}
            slotProps={{
              htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: PIN_LENGTH, dir: 'ltr' },
            }}
          />
        )}
      />
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
          <Link component={RouterLink} to={paths.playerLogin} color="inherit">
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
