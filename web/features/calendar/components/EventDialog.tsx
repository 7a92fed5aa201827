import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_DESCRIPTION_MAX, EVENT_NAME_MAX } from '../../../../contract/calendar';
import { useAddEvent, useDeleteEvent, useEditEvent } from '../api';
import { formatWhen } from '../event-format';
import { eventFormSchema, type EventFormError, type EventFormValues } from '../event-form';
import { toLocalInput, viewerTimeZone, type EventDraft } from '../event-time';
import { CALENDAR_NS } from '../i18n/messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { ApiError } from '../../../lib/api-client';

/** The dialog's text for a failed call: an event deleted meanwhile, or anything else. */
function callErrorKey(error: unknown, action: 'save' | 'delete'): string {
  if (error instanceof ApiError && error.status === 404) return 'dialog.errors.gone';
  return `dialog.errors.${action}Failed`;
}

/** SPEC.md section 3: the event as the UI holds it (id, title, desc, start, end). */
export interface CalendarEventData {
  id?: number;
  title: string;
  desc: string;
  start: Date;
  end: Date;
}

/** SPEC.md section 3: the calendar dialog's type (new or edit), open flag and data. */
export interface CalendarDialogState {
  type: 'new' | 'edit';
  open: boolean;
  data: CalendarEventData;
}

interface EventDialogProps {
  state: CalendarDialogState;
  /** Players see their coaches' events without changing them. */
  readOnly: boolean;
  onClose: () => void;
}

/**
 * Adds, edits and deletes an event (coaches), or shows one (players). The page gives each
 * opening its own key, so the form starts from that opening's data.
 */
export function EventDialog({ state, readOnly, onClose }: EventDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={state.open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {readOnly ? (
        <EventDetails data={state.data} titleId={titleId} onClose={onClose} />
      ) : (
        <EventForm state={state} titleId={titleId} onClose={onClose} />
      )}
    </Dialog>
  );
}

function EventDetails({
  data,
  titleId,
  onClose,
}: {
  data: CalendarEventData;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  return (
    <>
      <DialogTitle id={titleId}>
        <span dir="auto">{data.title}</span>
      </DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.when')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{formatWhen(data.start, data.end, i18n.language)}</Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.description')}
        </Typography>
        {data.desc ? (
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {data.desc}
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('dialog.noDescription')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}

function EventForm({
  state,
  titleId,
  onClose,
}: {
  state: CalendarDialogState;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(CALENDAR_NS);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const add = useAddEvent();
  const edit = useEditEvent();
  const remove = useDeleteEvent();
  const zone = viewerTimeZone();
  const { id } = state.data;
  const isEdit = state.type === 'edit' && id !== undefined;

  const { register, handleSubmit, formState } = useForm<EventFormValues, unknown, EventDraft>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: {
      title: state.data.title,
      desc: state.data.desc,
      start: toLocalInput(state.data.start),
      end: toLocalInput(state.data.end),
    },
  });
  const { errors } = formState;
  const busy = add.isPending || edit.isPending || remove.isPending;
  const saveError = add.error ?? edit.error;

  const errorText = (field: keyof EventFormValues) => {
    const key = errors[field]?.message as EventFormError | undefined;
    return key
      ? t(`dialog.errors.${key}`, { max: field === 'desc' ? EVENT_DESCRIPTION_MAX : EVENT_NAME_MAX })
      : undefined;
  };
  const fieldState = (field: keyof EventFormValues, help?: string) => {
    const error = errorText(field);
    return { error: error !== undefined, helperText: error ?? help };
  };

  // SPEC.md section 8: a failed call is logged (by the mutation); the dialog also says so and
  // stays open with what was typed, so nothing is lost (docs/decisions.md).
  const save = (draft: EventDraft) => {
    if (isEdit) edit.mutate({ ...draft, id }, { onSuccess: onClose });
    else add.mutate(draft, { onSuccess: onClose });
  };

  const timeSlotProps = { inputLabel: { shrink: true }, htmlInput: { step: 60 } };

  return (
    <>
      <DialogTitle id={titleId}>{t(isEdit ? 'dialog.editTitle' : 'dialog.newTitle')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        sx={{ display: 'contents' }}
      >
        <DialogContent sx={{ paddingBlockStart: '8px !important' }}>
          <Stack spacing={2.5}>
            {saveError && (
              <Alert severity="error" role="alert">
                {t(callErrorKey(saveError, 'save'))}
              </Alert>
            )}
            <TextField
              {...register('title')}
              label={t('dialog.name')}
              required
              autoFocus
              slotProps={{ htmlInput: { dir: 'auto', maxLength: EVENT_NAME_MAX } }}
              {...fieldState('title')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('start')}
                type="datetime-local"
                label={t('dialog.start')}
                required
                fullWidth
                slotProps={timeSlotProps}
                {...fieldState('start', t('dialog.timeZoneHelp', { zone }))}
              />
              <TextField
                {...register('end')}
                type="datetime-local"
                label={t('dialog.end')}
                required
                fullWidth
                slotProps={timeSlotProps}
                {...fieldState('end', t('dialog.timeZoneHelp', { zone }))}
              />
            </Stack>
            <TextField
              {...register('desc')}
              label={t('dialog.description')}
              multiline
              minRows={3}
              maxRows={10}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: EVENT_DESCRIPTION_MAX } }}
              {...fieldState('desc')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
          {isEdit && (
            <Button
              color="error"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('dialog.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {add.isPending || edit.isPending ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </DialogActions>
      </Box>
      {isEdit && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('deleteConfirm.title')}
          cancelLabel={t('deleteConfirm.cancel')}
          confirmLabel={t('deleteConfirm.confirm')}
          pending={remove.isPending}
          error={remove.error ? t(callErrorKey(remove.error, 'delete')) : undefined}
          onCancel={() => {
            setConfirmDelete(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => {
                setConfirmDelete(false);
                onClose();
              },
            })
          }
        >
          {t('deleteConfirm.text', { name: state.data.title })}
        </ConfirmDialog>
      )}
    </>
  );
}
