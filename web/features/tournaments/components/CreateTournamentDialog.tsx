import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import PersonIcon from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  draftErrorCode,
  PLAYER_NAME_MAX,
  TOURNAMENT_NAME_MAX,
  tournamentDraft,
} from '../../../../contract/tournaments';
import { useCreateTournament } from '../api';
import { draftMessageKey, errorMessageKey } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { MatchFormatField } from '../../../components/score/MatchFormatField';

interface CreateTournamentDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

interface FieldErrors {
  name?: string;
  players?: string;
}

/**
 * 'Create a tournament': a name and the players, typed one at a time ('Enter in player(s)', added
 * with the add button or Enter; empty entries are not added) and each removable. A name still in
 * the player field when 'Create Tournament' is pressed is added too, so it is not lost.
 */
export function CreateTournamentDialog({ open, onClose, onCreated }: CreateTournamentDialogProps) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const playersHeadingId = useId();
  const playerInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [entry, setEntry] = useState('');
  const [players, setPlayers] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [format, setFormat] = useState<string | null>(null);
  const create = useCreateTournament();
  const once = useSubmitOnce();

  const reset = () => {
    setName('');
    setEntry('');
    setPlayers([]);
    setErrors({});
    setFormat(null);
    create.reset();
    once.release();
  };

  const close = () => {
    if (create.isPending) return;
    onClose();
  };

  const addEntry = () => {
    const player = entry.trim();
    if (player === '') return;
    setPlayers((list) => [...list, player]);
    setEntry('');
    setErrors((current) => ({ ...current, players: undefined }));
  };

  const removePlayer = (index: number) => {
    setPlayers((list) => list.filter((_, i) => i !== index));
    playerInput.current?.focus();
  };

  const onEntryKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the player; it must not submit the dialog's form.
      event.preventDefault();
      addEntry();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = tournamentDraft.safeParse({ name, players: [...players, entry] });
    if (!draft.success) {
      const found: FieldErrors = {};
      for (const issue of draft.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'players';
        found[field] ??= draftMessageKey(draftErrorCode(issue));
      }
      setErrors(found);
      return;
    }
    if (!once.hold()) return;
    setErrors({});
    setPlayers(draft.data.players);
    setEntry('');
    create.mutate({ ...draft.data, matchFormat: format }, { onSuccess: onCreated, onError: once.release });
  };

  const count = new Intl.NumberFormat(i18n.language).format(players.length);

  return (
    <FormDialog
      open={open}
      title={t('create.title')}
      onClose={close}
      onExited={reset}
      onSubmit={submit}
      pending={create.isPending}
      submitDisabled={once.busy}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('create.submit')}
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
        <TextField
          label={t('create.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
          }}
          required
          autoFocus
          error={errors.name !== undefined}
          helperText={errors.name ? t(errors.name) : undefined}
          slotProps={{ htmlInput: { dir: 'auto', maxLength: TOURNAMENT_NAME_MAX } }}
        />
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              inputRef={playerInput}
              label={t('create.player')}
              value={entry}
              onChange={(event) => setEntry(event.target.value)}
              onKeyDown={onEntryKeyDown}
              fullWidth
              error={errors.players !== undefined}
              helperText={errors.players ? t(errors.players) : t('create.playerHelp')}
              slotProps={{
                htmlInput: { dir: 'auto', maxLength: PLAYER_NAME_MAX },
                formHelperText: errors.players ? { role: 'alert' } : undefined,
              }}
            />
            <IconButton
              onClick={addEntry}
              aria-label={t('create.add')}
              color="primary"
              sx={{ marginBlockStart: 1 }}
            >
              <AddIcon />
            </IconButton>
          </Stack>
        </Box>
        <Box>
          <Typography id={playersHeadingId} variant="subtitle2" component="h3">
            {t('create.players', { count })}
          </Typography>
          {players.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
              {t('create.noPlayers')}
            </Typography>
          ) : (
            <List dense aria-labelledby={playersHeadingId} sx={{ maxHeight: 280, overflowY: 'auto' }}>
              {players.map((player, index) => (
                <ListItem
                  key={`${index}-${player}`}
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('create.remove', { name: player })}
                      onClick={() => removePlayer(index)}
                    >
                      <CloseIcon />
                    </IconButton>
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PersonIcon fontSize="small" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={<bdi>{player}</bdi>} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
        <MatchFormatField value={format} onChange={setFormat} helperText={t('create.formatHelp')} />
        {create.isError && <Alert severity="error">{t(errorMessageKey(create.error))}</Alert>}
      </Stack>
    </FormDialog>
  );
}
