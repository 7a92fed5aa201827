import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueries } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TeamType } from '../../../../contract/common';
import {
  newPersonSchema,
  type CommunicationContact,
  type OutreachLevel,
} from '../../../../contract/outreach';
import { teamPlayersQueryOptions, useAddContact, useEditContact, type TeamPlayer } from '../api';
import {
  fieldErrorKey,
  phoneDigits,
  saveErrorOf,
  type ContactError,
  type ContactField,
} from '../contact-form';
import { OUTREACH_NS } from '../i18n/messages';
import { isolate } from '../../../lib/isolate';
import { useSubmitOnce } from '../../../lib/submit-once';

export type ContactDialogMode =
  | { type: 'add'; level: OutreachLevel }
  | { type: 'edit'; level: OutreachLevel; contact: CommunicationContact };

interface ContactDialogProps {
  mode: ContactDialogMode;
  open: boolean;
  /** The coach's teams (for the existing-player choice); undefined while they load. */
  teams: TeamType[] | undefined;
  /** Who is on the list already (their players are offered but disabled). */
  contacts: CommunicationContact[];
  onClose: () => void;
  /** A snackbar text after a successful save. */
  onDone: (message: string) => void;
}

type Kind = 'person' | 'player';

/**
 * Adds a contact (a new person, or a player of the coach's teams) or edits a new person's
 * details. The page gives each opening its own key, so the form starts from that opening's data.
 */
export function ContactDialog({ mode, open, teams, contacts, onClose, onDone }: ContactDialogProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [kind, setKind] = useState<Kind>('person');
  const [busy, setBusy] = useState(false);
  const list = t(`translation:teams.${mode.level}`);

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {mode.type === 'add' ? t('dialog.addTitle', { list }) : t('dialog.editTitle')}
      </DialogTitle>
      {mode.type === 'add' && (
        <Box sx={{ paddingInline: 3 }}>
          <FormControl>
            <FormLabel id={`${titleId}-kind`}>{t('dialog.kind')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as Kind)}
            >
              <FormControlLabel
                value="person"
                control={<Radio />}
                label={t('dialog.kindNew')}
                disabled={busy}
              />
              <FormControlLabel
                value="player"
                control={<Radio />}
                label={t('dialog.kindPlayer')}
                disabled={busy}
              />
            </RadioGroup>
          </FormControl>
        </Box>
      )}
      {mode.type === 'add' && kind === 'player' ? (
        <PlayerForm
          level={mode.level}
          teams={teams}
          contacts={contacts}
          onBusy={setBusy}
          onClose={onClose}
          onDone={onDone}
        />
      ) : (
        <PersonForm mode={mode} onBusy={setBusy} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
}

type PersonInput = z.input<typeof newPersonSchema>;
type PersonOutput = z.output<typeof newPersonSchema>;

interface FormProps {
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onDone: (message: string) => void;
}

function PersonForm({ mode, onBusy, onClose, onDone }: FormProps & { mode: ContactDialogMode }) {
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

function PlayerForm({
  level,
  teams,
  contacts,
  onBusy,
  onClose,
  onDone,
}: FormProps & { level: OutreachLevel; teams: TeamType[] | undefined; contacts: CommunicationContact[] }) {
  const { t } = useTranslation(OUTREACH_NS);
  const add = useAddContact();
  const once = useSubmitOnce();
  const [chosen, setChosen] = useState<TeamPlayer | null>(null);
  const [error, setError] = useState<ContactError | null>(null);
  const rosters = useQueries({ queries: (teams ?? []).map((team) => teamPlayersQueryOptions(team)) });
  const loading = teams === undefined || rosters.some((r) => r.isPending);
  const failed = rosters.some((r) => r.isError);
  const players = useMemo(() => {
    const seen = new Set<number>();
    const out: TeamPlayer[] = [];
    for (const roster of rosters) {
      for (const player of roster.data ?? []) {
        if (!seen.has(player.playerId)) {
          seen.add(player.playerId);
          out.push(player);
        }
      }
    }
    return out;
  }, [rosters]);
  const listed = useMemo(
    () => new Set(contacts.map((c) => c.playerId).filter((id) => id !== null)),
    [contacts],
  );
  const list = t(`translation:teams.${level}`);

  const save = () => {
    if (!chosen) {
      setError({ key: 'player', field: 'pid' });
      return;
    }
    if (!once.hold()) return;
    setError(null);
    onBusy(true);
    add.mutate(
      { kind: 'player', level, pid: chosen.playerId },
      {
        onSuccess: () =>
          onDone(t('added', { name: isolate(`${chosen.firstName} ${chosen.lastName}`), list })),
        onError: (failure) => {
          once.release();
          setError(saveErrorOf(failure, 'player'));
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  const fieldError = error?.field === 'pid' ? t(`errors.${error.key}`) : undefined;
  const help = loading
    ? t('dialog.playersLoading')
    : teams && teams.length === 0
      ? t('dialog.noTeams')
      : players.length === 0 && !failed
        ? t('dialog.noPlayers')
        : t('dialog.playerHelp');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{ display: 'contents' }}
    >
      <DialogContent sx={{ paddingBlockStart: '8px !important' }}>
        <Stack spacing={2.5}>
          {error && !error.field && <Alert severity="error">{t(`errors.${error.key}`)}</Alert>}
          {failed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => rosters.forEach((r) => void r.refetch())}>
                  {t('translation:app.retry')}
                </Button>
              }
            >
              {t('dialog.playersError')}
            </Alert>
          )}
          <Autocomplete
            options={players}
            value={chosen}
            onChange={(_event, value) => {
              setChosen(value);
              setError(null);
            }}
            loading={loading}
            loadingText={t('dialog.playersLoading')}
            noOptionsText={t('dialog.noPlayers')}
            getOptionLabel={(player) => `${player.firstName} ${player.lastName}`}
            getOptionDisabled={(player) => listed.has(player.playerId)}
            isOptionEqualToValue={(a, b) => a.playerId === b.playerId}
            renderOption={({ key, ...props }, player) => (
              <li key={key} {...props}>
                <Box>
                  <span dir="auto">{`${player.firstName} ${player.lastName}`}</span>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
                  >
                    {t(`translation:teams.${player.team}`)}
                    {listed.has(player.playerId) && ` · ${t('dialog.alreadyListed')}`}
                  </Box>
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('dialog.player')}
                required
                autoFocus
                error={fieldError !== undefined}
                helperText={fieldError ?? help}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button onClick={onClose} disabled={add.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={add.isPending || once.busy}>
          {add.isPending ? t('dialog.saving') : t('dialog.add')}
        </Button>
      </DialogActions>
    </Box>
  );
}
