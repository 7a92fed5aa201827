import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { draftErrorCode, tournamentMatchDraft } from '../../../../contract/tournaments';
import { tournamentsQueryOptions, useCreateTournamentMatch } from '../api';
import { draftMessageKey, errorMessageKey } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { FormDialog } from '../../../components/dialogs/FormDialog';

interface CreateMatchDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** '' while nothing is chosen (a select's empty value). */
type Choice = number | '';

/**
 * 'Create tournament match': a tournament, then Team A and Team B from that tournament's players.
 * All three are required and the two must differ (the contract's tournamentMatchDraft).
 */
export function CreateMatchDialog({ open, onClose, onCreated }: CreateMatchDialogProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const textId = useId();
  const tournaments = useQuery({ ...tournamentsQueryOptions(), enabled: open });
  const [tid, setTid] = useState<Choice>('');
  const [teamA, setTeamA] = useState<Choice>('');
  const [teamB, setTeamB] = useState<Choice>('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTournamentMatch();
  const once = useSubmitOnce();

  const list = tournaments.data ?? [];
  const players = list.find((tournament) => tournament.ID === tid)?.players ?? [];

  const reset = () => {
    setTid('');
    setTeamA('');
    setTeamB('');
    setError(null);
    create.reset();
    once.release();
  };

  const close = () => {
    if (!create.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const optional = (choice: Choice) => (choice === '' ? undefined : choice);
    const draft = tournamentMatchDraft.safeParse({
      tid: optional(tid),
      tournament_player1: optional(teamA),
      tournament_player2: optional(teamB),
    });
    if (!draft.success) {
      setError(draftMessageKey(draftErrorCode(draft.error.issues[0]!)));
      return;
    }
    if (!once.hold()) return;
    setError(null);
    create.mutate(draft.data, { onSuccess: onCreated, onError: once.release });
  };

  const pick = (setter: (choice: Choice) => void) => (value: string) => {
    setter(value === '' ? '' : Number(value));
    setError(null);
  };

  const playerOptions = players.map((player) => (
    <MenuItem key={player.PlayersID} value={player.PlayersID}>
      <bdi>{player.players}</bdi>
    </MenuItem>
  ));
  const noTournament = tid === '';
  const playerHelp = noTournament ? t('matches.chooseTournamentFirst') : undefined;
  // The hint under a disabled select must stay readable (the disabled grey fails contrast).
  const helperSlot = { formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } };

  return (
    <FormDialog
      open={open}
      title={t('matches.createTitle')}
      describedBy={textId}
      onClose={close}
      onExited={reset}
      onSubmit={submit}
      pending={create.isPending}
      submitDisabled={once.busy}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('matches.submit')}
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogContentText id={textId}>{t('matches.createText')}</DialogContentText>
      <Stack spacing={2.5} sx={{ paddingBlockStart: 2 }}>
        {tournaments.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void tournaments.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {t('errors.tournamentsLoad')}
          </Alert>
        )}
        <TextField
          select
          required
          autoFocus
          label={t('matches.tournament')}
          value={tid}
          onChange={(event) => {
            pick(setTid)(event.target.value);
            setTeamA('');
            setTeamB('');
          }}
          disabled={tournaments.isPending}
          helperText={tournaments.isSuccess && list.length === 0 ? t('matches.noTournaments') : undefined}
        >
          {list.map((tournament) => (
            <MenuItem key={tournament.ID} value={tournament.ID}>
              <bdi>{tournament.name}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={t('matches.teamA')}
          value={teamA}
          onChange={(event) => pick(setTeamA)(event.target.value)}
          disabled={noTournament}
          helperText={playerHelp}
          slotProps={helperSlot}
        >
          {playerOptions}
        </TextField>
        <TextField
          select
          required
          label={t('matches.teamB')}
          value={teamB}
          onChange={(event) => pick(setTeamB)(event.target.value)}
          disabled={noTournament}
          helperText={playerHelp}
          slotProps={helperSlot}
        >
          {playerOptions}
        </TextField>
        {error && (
          <Alert severity="error" role="alert">
            {t(error)}
          </Alert>
        )}
        {create.isError && <Alert severity="error">{t(errorMessageKey(create.error))}</Alert>}
      </Stack>
    </FormDialog>
  );
}
