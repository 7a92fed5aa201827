import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  personalSettingsBody,
  type PersonalSettings,
  type PersonalSettingsUpdate,
} from '../../../../contract/settings';
import { useMessage } from '../../../components/messages/MessageProvider';
import {
  personalSettingsQueryOptions,
  useSavePersonalSettings,
  useSendPhoneCode,
  type SettingsOwner,
} from '../api';
import { SETTINGS_NS } from '../i18n/messages';
import {
  fieldErrorKey,
  saveErrorOf,
  sendCodeErrorOf,
  type PersonalField,
  type SettingsError,
} from '../settings-errors';

const NAME_MAX = 60;
const EMAIL_MAX = 254;

/** The form's fields: the four settings and the code texted to a new phone number. */
type FormValues = PersonalSettings & { phoneCode?: string };

const startingValues = (saved: PersonalSettings): FormValues => ({ ...saved, phoneCode: '' });

/**
 * First name, last name, phone number and e-mail of the signed-in coach or player. `savedTo` is where the
 * user's data is kept (the user model's `from`: 'api', or the sign-in provider's id), for the snackbar.
 */
export function PersonalSettingsForm({ owner, savedTo = 'api' }: { owner: SettingsOwner; savedTo?: string }) {
  const { t } = useTranslation(SETTINGS_NS);
  const settings = useQuery(personalSettingsQueryOptions(owner));

  if (settings.isPending) {
    return (
      <Stack spacing={2.5} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
        <span className="visually-hidden">{t('personal.loading')}</span>
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            {t('personal.retry')}
          </Button>
        }
      >
        {t('personal.loadFailed')}
      </Alert>
    );
  }
  return <LoadedForm owner={owner} saved={settings.data} savedTo={savedTo} />;
}

function LoadedForm({
  owner,
  saved,
  savedTo,
}: {
  owner: SettingsOwner;
  saved: PersonalSettings;
  savedTo: string;
}) {
  const { t } = useTranslation(SETTINGS_NS);
  const showMessage = useMessage();
  const save = useSavePersonalSettings(owner);
  const sendCode = useSendPhoneCode();
  const {
    register,
    handleSubmit,
    formState,
    reset,
    setError,
    clearErrors,
    getValues,
    setFocus,
    trigger,
    control,
  } = useForm<FormValues, unknown, PersonalSettingsUpdate>({
    resolver: zodResolver(personalSettingsBody),
    defaultValues: startingValues(saved),
  });
  const { errors, isDirty } = formState;
  // The number the last code was texted to: the code field belongs to that number only.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const phone = useWatch({ control, name: 'phoneNumber' }).trim();
  // The sign-in phone: a new one must be confirmed with a code texted to it (SPEC.md section 7).
  const phoneChanged = phone !== saved.phoneNumber;
  const codeSent = phoneChanged && codeSentTo === phone;

  // What the server saved (trimmed, say) becomes the form's new starting point.
  useEffect(() => reset(startingValues(saved)), [saved, reset]);

  useEffect(() => {
    if (codeSentTo !== null) setFocus('phoneCode');
  }, [codeSentTo, setFocus]);

  const showError = ({ key, field }: SettingsError) => {
    const message = t(`errors.${key}`, { max: NAME_MAX });
    // A code error while the code field is hidden (no code sent yet) belongs to the phone field.
    const at = field === 'phoneCode' && !codeSent ? 'phoneNumber' : field;
    if (at) setError(at, { type: 'server', message }, { shouldFocus: true });
    showMessage({ message, variant: 'error' });
  };

  const onSendCode = async () => {
    if (!(await trigger('phoneNumber'))) return;
    sendCode.mutate(phone, {
      onSuccess: () => {
        clearErrors(['phoneNumber', 'phoneCode']);
        setCodeSentTo(phone);
        showMessage({ message: t('personal.codeSent', { phone }), variant: 'success' });
      },
      onError: (error) => showError(sendCodeErrorOf(error)),
    });
  };

  const onSubmit = (values: PersonalSettingsUpdate) => {
    if (phoneChanged && (!codeSent || values.phoneCode === undefined)) {
      showError({ key: codeSent ? 'code' : 'codeRequired', field: 'phoneCode' });
      return;
    }
    save.mutate(
      { ...values, phoneCode: phoneChanged ? values.phoneCode : undefined },
      {
        // SPEC.md section 7: the snackbar says it was saved, or else gives the error message.
        onSuccess: () => {
          // The code was used up: a later change of number needs a new one.
          setCodeSentTo(null);
          showMessage({
            message: savedTo === 'api' ? t('personal.saved') : t('personal.savedTo', { provider: savedTo }),
            variant: 'success',
          });
        },
        onError: (error) => showError(saveErrorOf(error)),
      },
    );
  };

  const field = (name: PersonalField, label: string, help?: string) => {
    const error = errors[name];
    const message = error
      ? error.type === 'server'
        ? error.message
        : t(`errors.${fieldErrorKey(name, error.type, getValues(name) ?? '')}`, {
            max: name === 'email' ? EMAIL_MAX : NAME_MAX,
          })
      : help;
    return {
      ...register(name),
      label,
      error: error !== undefined,
      helperText: message,
      required: true,
      fullWidth: true,
    };
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2.5,
        }}
      >
        <TextField
          {...field('fname', t('personal.fname'))}
          autoComplete="given-name"
          slotProps={{ htmlInput: { dir: 'auto', maxLength: NAME_MAX } }}
        />
        <TextField
          {...field('lname', t('personal.lname'))}
          autoComplete="family-name"
          slotProps={{ htmlInput: { dir: 'auto', maxLength: NAME_MAX } }}
        />
        <TextField
          {...field('phoneNumber', t('personal.phone'), t('personal.phoneHelp'))}
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 10 } }}
        />
        <TextField
          {...field('email', t('personal.email'))}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: EMAIL_MAX } }}
        />
        {phoneChanged && (
          <Stack spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="body2" color="text.secondary">
              {t('personal.codeNeeded')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
              {codeSent && (
                <TextField
                  {...field('phoneCode', t('personal.code'), t('personal.codeHelp', { phone }))}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 6 } }}
                  sx={{ maxWidth: { sm: 360 } }}
                />
              )}
              <Button
                variant="outlined"
                onClick={() => void onSendCode()}
                disabled={sendCode.isPending || save.isPending}
                sx={{ alignSelf: { xs: 'flex-start' }, marginBlockStart: { sm: codeSent ? 1 : 0 } }}
              >
                {sendCode.isPending
                  ? t('personal.sendingCode')
                  : codeSent
                    ? t('personal.sendCodeAgain')
                    : t('personal.sendCode')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, marginBlockStart: 3 }}>
        {isDirty && (
          <Button
            onClick={() => {
              reset(startingValues(saved));
              setCodeSentTo(null);
            }}
            disabled={save.isPending}
          >
            {t('personal.discard')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('personal.saving') : t('personal.save')}
        </Button>
      </Stack>
    </Box>
  );
}
