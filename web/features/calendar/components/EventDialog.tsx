import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Fragment, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import dayjs from 'dayjs';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_NAME_MAX,
  EVENT_PLACE_MAX,
  type SeriesScope,
} from '../../../../contract/calendar';
import { SKILL_HANDLES } from '../../../../contract/common';
import { MATCH_TYPE_HANDLES } from '../../../../contract/matches';
import { useAddEvent, useDeleteEvent, useEditEvent } from '../api';
import { formatWhen } from '../event-format';
import { eventFormSchema, type EventFormError, type EventFormValues } from '../event-form';
import { toLocalInput, viewerTimeZone, type EventDraft, type UiDual, type UiMatch } from '../event-time';
import { CALENDAR_NS } from '../i18n/messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useSubmitOnce } from '../../../lib/submit-once';
import { ApiError } from '../../../lib/api-client';
import { useCalendarExtras } from '../calendar-extras';
import { AskPlayersField } from '../../../components/choices/AskPlayersField';

/** The dialog's text for a failed call: an event deleted meanwhile, or anything else. */
function callErrorKey(error: unknown, action: 'save' | 'delete'): string {
  if (error instanceof ApiError && error.status === 404) return 'dialog.errors.gone';
  return `dialog.errors.${action}Failed`;
}

/** SPEC.md section 3: the event as the UI holds it (id, title, desc, start, end), with place and team. */
export interface CalendarEventData {
  id?: number;
  title: string;
  desc: string;
  start: Date;
  end: Date;
  place: string;
  team: number | null;
  /** The viewer made it (new ones too); others' events are shown read-only. */
  mine?: boolean;
  /** A team's match: shown read-only with a link to its page. */
  match?: UiMatch;
  /** A dual match: shown read-only with a link to its page. */
  dual?: UiDual;
  /** The weekly series the event belongs to, or null. */
  series?: number | null;
}

/** SPEC.md section 3: the calendar dialog's type (new or edit), open flag and data. */
export interface CalendarDialogState {
  type: 'new' | 'edit';
  open: boolean;
  data: CalendarEventData;
}

interface EventDialogProps {
  state: CalendarDialogState;
  /** Players see their coaches' events without changing them; so do co-coaches and everyone a match. */
  readOnly: boolean;
  /** The coach's team types, offered as the event's team. */
  teams: readonly number[];
  onClose: () => void;
}

/**
 * Adds, edits and deletes an event (coaches), or shows one (players). The page gives each
 * opening its own key, so the form starts from that opening's data.
 */
export function EventDialog({ state, readOnly, teams, onClose }: EventDialogProps) {
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
      {state.data.match ? (
        <MatchDetails data={state.data} match={state.data.match} titleId={titleId} onClose={onClose} />
      ) : state.data.dual ? (
        <DualDetails data={state.data} dual={state.data.dual} titleId={titleId} onClose={onClose} />
      ) : readOnly ? (
        <EventDetails data={state.data} titleId={titleId} onClose={onClose} />
      ) : (
        <EventForm state={state} teams={teams} titleId={titleId} onClose={onClose} />
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
  const extras = useCalendarExtras();
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
        {data.place && (
          <>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('dialog.place')}
            </Typography>
            <Typography dir="auto" sx={{ marginBlockEnd: 2, overflowWrap: 'anywhere' }}>
              {data.place}
            </Typography>
          </>
        )}
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.team')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>
          {data.team === null ? t('dialog.allTeams') : t(`translation:teams.${data.team}`)}
        </Typography>
        {data.id !== undefined && data.team !== null && extras.whoIsComing && (
          <Stack sx={{ marginBlockEnd: 2 }}>{extras.whoIsComing('event', data.id)}</Stack>
        )}
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

/** A team's match: what, who, when and a link to the matches page where it is edited. */
function MatchDetails({
  data,
  match,
  titleId,
  onClose,
}: {
  data: CalendarEventData;
  match: UiMatch;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const extras = useCalendarExtras();
  const type = MATCH_TYPE_HANDLES[match.matchType as keyof typeof MATCH_TYPE_HANDLES];
  const team = SKILL_HANDLES[match.team as keyof typeof SKILL_HANDLES];
  const side = (names: string[]) =>
    names.map((name, i) => (
      <Fragment key={i}>
        {i > 0 && ' / '}
        <bdi>{name}</bdi>
      </Fragment>
    ));
  return (
    <>
      <DialogTitle id={titleId}>{t(`match.types.${match.matchType}`)}</DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('match.players')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2, overflowWrap: 'anywhere' }}>
          {side(match.sides[0])} {t('match.versus')} {side(match.sides[1])}
        </Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.when')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{formatWhen(data.start, data.end, i18n.language)}</Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.team')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{t(`translation:teams.${match.team}`)}</Typography>
        {match.score && (
          <>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('match.score')}
            </Typography>
            <Typography dir="ltr" sx={{ marginBlockEnd: 2, textAlign: 'start' }}>
              {match.score}
            </Typography>
          </>
        )}
        {extras.whoIsComing && (
          <Stack sx={{ marginBlockEnd: 2 }}>{extras.whoIsComing('match', match.id)}</Stack>
        )}
        <Typography color="text.secondary">{t('match.readOnly')}</Typography>
      </DialogContent>
      <DialogActions>
        {type && team && (
          <Button component={RouterLink} to={`/matches/${type}/${team}`} sx={{ marginInlineEnd: 'auto' }}>
            {t('match.open')}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** A dual match: the opponent, when, where, the player's lines, and a link to its page where it is changed. */
function DualDetails({
  data,
  dual,
  titleId,
  onClose,
}: {
  data: CalendarEventData;
  dual: UiDual;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const extras = useCalendarExtras();
  const team = SKILL_HANDLES[dual.team as keyof typeof SKILL_HANDLES];
  return (
    <>
      <DialogTitle id={titleId}>
        {t('dual.title')} <bdi>{dual.opponentName}</bdi>
      </DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.when')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{formatWhen(data.start, data.end, i18n.language)}</Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.place')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2, overflowWrap: 'anywhere' }}>
          {t(`dual.sites.${dual.site}`)}
          {data.place && (
            <>
              {' · '}
              <bdi>{data.place}</bdi>
            </>
          )}
        </Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.team')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{t(`translation:teams.${dual.team}`)}</Typography>
        {dual.lines.length > 0 && (
          <>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('dual.yourLines')}
            </Typography>
            <Typography dir="ltr" sx={{ marginBlockEnd: 2, textAlign: 'start' }}>
              {dual.lines.join(', ')}
            </Typography>
          </>
        )}
        {!dual.published && (
          <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
            {t('dual.notPublished')}
          </Typography>
        )}
        {extras.whoIsComing && (
          <Stack sx={{ marginBlockEnd: 2 }}>{extras.whoIsComing('dual', dual.id)}</Stack>
        )}
      </DialogContent>
      <DialogActions>
        {team && (
          <Button component={RouterLink} to={`/duals/${team}/${dual.id}`} sx={{ marginInlineEnd: 'auto' }}>
            {t('dual.open')}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}

function EventForm({
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

/** An edit or delete of a series' event: this one, or every one not held yet. */
function SeriesScopeChoice({
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
