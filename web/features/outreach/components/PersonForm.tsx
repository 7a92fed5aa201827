import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { newPersonSchema } from '../../../../contract/outreach';
import { isolate } from '../../../lib/isolate';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useAddContact, useEditContact } from '../api';
import {
  fieldErrorKey,
  phoneDigits,
  saveErrorOf,
  type ContactDialogMode,
  type ContactError,
  type ContactField,
  type ContactFormProps,
} from '../contact-form';
import { OUTREACH_NS } from '../i18n/messages';

type PersonInput = z.input<typeof newPersonSchema>;
type PersonOutput = z.output<typeof newPersonSchema>;

/** A new person's name, e-mail and phone: added to the list, or (edit) changed. */
export function PersonForm({
  mode,
  onBusy,
  onClose,
  onDone,
}: ContactFormProps & { mode: ContactDialogMode }) {
  const { t } = useTranslation(OUTREACH_NS);
  const add = useAddContact();
  const edit = useEditContact();
  const [failure, setFailure] = useState<ContactError | null>(null);
  const contact = mode.type === 'edit' ? mode.contact : undefined;
  const { register, handleSubmit, formState, setError, control, getValues } = useForm<
    PersonInput,
    unknown,
    PersonOutput
  >({
    resolver: zodResolver(newPersonSchema),
    defaultValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email ?? '',
      pn: contact?.pn ?? '',
    },
  });
  const once = useSubmitOnce();
  const pending = add.isPending || edit.isPending || once.busy;
  const list = t(`translation:teams.${mode.level}`);

  const errorText = (field: ContactField) => {
    const error = formState.errors[field];
    if (!error) return undefined;
    if (error.type === 'server') return t(`errors.${error.message as ContactError['key']}`);
    return t(`errors.${fieldErrorKey(field, error.type, String(getValues(field) ?? ''))}`);
  };
  const fieldState = (field: ContactField, help?: string) => {
    const error = errorText(field);
    return { error: error !== undefined, helperText: error ?? help };
  };

  const save = (values: PersonOutput) => {
    if (!once.hold()) return;
    setFailure(null);
    onBusy(true);
    const onError = (error: unknown) => {
      once.release();
      const failed = saveErrorOf(error, 'person');
      if (failed.field && failed.field !== 'pid')
        setError(failed.field, { type: 'server', message: failed.key }, { shouldFocus: true });
      else setFailure(failed);
    };
    const onSettled = () => onBusy(false);
    const name = isolate(`${values.firstName} ${values.lastName}`);
    if (contact) {
      edit.mutate(
        { id: contact.id, level: mode.level, values },
        { onSuccess: () => onDone(t('saved')), onError, onSettled },
      );
    } else {
      add.mutate(
        { kind: 'person', level: mode.level, ...values },
        { onSuccess: () => onDone(t('added', { name, list })), onError, onSettled },
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      sx={{ display: 'contents' }}
    >
      <DialogContent sx={{ paddingBlockStart: '8px !important' }}>
        <Stack spacing={2.5}>
          {failure && <Alert severity="error">{t(`errors.${failure.key}`)}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...register('firstName')}
              label={t('dialog.firstName')}
              required
              fullWidth
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { dir: 'auto', maxLength: 60 } }}
              {...fieldState('firstName')}
            />
            <TextField
              {...register('lastName')}
              label={t('dialog.lastName')}
              required
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { dir: 'auto', maxLength: 60 } }}
              {...fieldState('lastName')}
            />
          </Stack>
          <TextField
            {...register('email')}
            type="email"
            label={t('dialog.email')}
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
            {...fieldState('email')}
          />
          <Controller
            control={control}
            name="pn"
            render={({ field }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(phoneDigits(event.target.value))}
                label={t('dialog.phone')}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
                {...fieldState('pn', t('dialog.phoneHelp'))}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? t('dialog.saving') : contact ? t('dialog.save') : t('dialog.add')}
        </Button>
      </DialogActions>
    </Box>
  );
}
