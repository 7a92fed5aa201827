import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_NAME_MAX,
  EVENT_PLACE_MAX,
  type SeriesScope,
} from '../../../../contract/calendar';
import { AskPlayersField } from '../../../components/choices/AskPlayersField';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { ApiError } from '../../../lib/api-client';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useAddEvent, useDeleteEvent, useEditEvent } from '../api';
import { useCalendarExtras } from '../calendar-extras';
import type { CalendarDialogState } from '../dialog-state';
import { eventFormSchema, type EventFormError, type EventFormValues } from '../event-form';
import { toLocalInput, viewerTimeZone, type EventDraft } from '../event-time';
import { CALENDAR_NS } from '../i18n/messages';
import { SeriesScopeChoice } from './SeriesScopeChoice';

/** The dialog's text for a failed call: an event deleted meanwhile, or anything else. */
function callErrorKey(error: unknown, action: 'save' | 'delete'): string {
  if (error instanceof ApiError && error.status === 404) return 'dialog.errors.gone';
  return `dialog.errors.${action}Failed`;
}

/** A coach's own event (or a new one): the form, its save, and delete with its confirmation. */
export function EventForm({
  state,
  teams,
  titleId,
  onClose,
}: {
  state: CalendarDialogState;
  teams: readonly number[];
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(CALENDAR_NS);
  const extras = useCalendarExtras();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const add = useAddEvent();
  const edit = useEditEvent();
  const remove = useDeleteEvent();
  const zone = viewerTimeZone();
  const { id } = state.data;
  const isEdit = state.type === 'edit' && id !== undefined;
  const inSeries = isEdit && state.data.series != null;
  const [scope, setScope] = useState<SeriesScope>('one');

  const { register, handleSubmit, formState, control } = useForm<EventFormValues, unknown, EventDraft>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: {
      title: state.data.title,
      desc: state.data.desc,
      start: toLocalInput(state.data.start),
      end: toLocalInput(state.data.end),
      place: state.data.place,
      team: state.data.team === null ? '' : String(state.data.team),
      repeat: false,
      until: dayjs(state.data.start).add(8, 'week').format('YYYY-MM-DD'),
      // A new team event asks its players unless the coach says not to; an edit asks again only when told.
      ask: !isEdit,
    },
  });
  const [teamValue, repeat] = useWatch({ control, name: ['team', 'repeat'] });
  const { errors } = formState;
  const teamField = register('team');
  const once = useSubmitOnce();
  const busy = add.isPending || edit.isPending || remove.isPending || once.busy;
  const saveError = add.error ?? edit.error;

  const errorText = (field: keyof EventFormValues) => {
    const key = errors[field]?.message as EventFormError | undefined;
    if (key === 'untilInvalid') return t('dialog.errors.untilInvalid');
    return key
      ? t(`dialog.errors.${key}`, {
          max:
            field === 'desc' ? EVENT_DESCRIPTION_MAX : field === 'place' ? EVENT_PLACE_MAX : EVENT_NAME_MAX,
        })
      : undefined;
  };
  const fieldState = (field: keyof EventFormValues, help?: string) => {
    const error = errorText(field);
    return { error: error !== undefined, helperText: error ?? help };
  };

  // SPEC.md section 8: a failed call is logged (by the mutation); the dialog also says so and
  // stays open with what was typed, so nothing is lost (docs/decisions.md).
  const save = (draft: EventDraft) => {
    if (!once.hold()) return;
    if (isEdit) {
      // Unticked on an edit: as the team's settings say (a moved event asks again when they say so).
      const { ask, ...rest } = draft;
      edit.mutate(
        { ...rest, ...(ask ? { ask } : {}), id, scope },
        { onSuccess: onClose, onError: once.release },
      );
    } else add.mutate(draft, { onSuccess: onClose, onError: once.release });
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
              {...register('place')}
              label={t('dialog.place')}
              autoComplete="off"
              slotProps={{ htmlInput: { dir: 'auto', maxLength: EVENT_PLACE_MAX } }}
              {...fieldState('place')}
            />
            <TextField
              name={teamField.name}
              onChange={(event) => void teamField.onChange(event)}
              onBlur={(event) => void teamField.onBlur(event)}
              inputRef={teamField.ref}
              select
              label={t('dialog.team')}
              defaultValue={state.data.team === null ? '' : String(state.data.team)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...fieldState('team', t('dialog.teamHelp'))}
            >
              <option value="">{t('dialog.allTeams')}</option>
              {teams.map((team) => (
                <option key={team} value={String(team)}>
                  {t(`translation:teams.${team}`)}
                </option>
              ))}
            </TextField>
            {!isEdit && (
              <Stack spacing={1}>
                <FormControlLabel control={<Checkbox {...register('repeat')} />} label={t('repeat.weekly')} />
                {repeat && (
                  <TextField
                    {...register('until')}
                    type="date"
                    label={t('repeat.until')}
                    required
                    slotProps={{ inputLabel: { shrink: true } }}
                    {...fieldState('until', t('repeat.untilHelp'))}
                  />
                )}
              </Stack>
            )}
            {teamValue !== '' && (
              <AskPlayersField again={isEdit} checkbox={{ ...register('ask'), defaultChecked: !isEdit }} />
            )}
            {inSeries && (
              <SeriesScopeChoice value={scope} onChange={setScope} label={t('series.editScope')} />
            )}
            <TextField
              {...register('desc')}
              label={t('dialog.description')}
              multiline
              minRows={3}
              maxRows={10}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: EVENT_DESCRIPTION_MAX } }}
              {...fieldState('desc')}
            />
            {isEdit && state.data.team !== null && extras.whoIsComing?.('event', id)}
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
            remove.mutate(
              { id, scope },
              {
                onSuccess: () => {
                  setConfirmDelete(false);
                  onClose();
                },
              },
            )
          }
        >
          {t('deleteConfirm.text', { name: state.data.title })}
          {inSeries && (
            <SeriesScopeChoice value={scope} onChange={setScope} label={t('series.deleteScope')} />
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
