import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NO_RANK,
  PLAYER_NAME_MAX,
  type Tournament,
  type TournamentPlayer,
} from '../../../../contract/tournaments';
import { useEditTournamentPlayer } from '../api';
import { errorMessageKey } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { IsolatedText } from '../../../components/text/IsolatedText';
import { FormDialog } from '../../../components/dialogs/FormDialog';

interface EditPlayerDialogProps {
  tournament: Tournament;
  player: TournamentPlayer;
  onClose: () => void;
  onSaved: () => void;
}

interface FieldErrors {
  rank?: string;
  name?: string;
}

/**
 * 'Edit player ranking on the ladder': a rank from 1 to the number of players and the name.
 * Choosing a rank another player holds swaps the two (the server does it; the hint says so).
 * Mounted per player, so it opens with that player's values.
 */
export function EditPlayerDialog({ tournament, player, onClose, onSaved }: EditPlayerDialogProps) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NS);
  const [open, setOpen] = useState(true);
  const [rank, setRank] = useState(player.rank);
  const [name, setName] = useState(player.players);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useEditTournamentPlayer();

  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const ranks = Array.from({ length: tournament.players.length }, (_, i) => i + 1);
  const holder =
    rank !== NO_RANK && rank !== player.rank
      ? tournament.players.find((p) => p.rank === rank && p.PlayersID !== player.PlayersID)
      : undefined;

  const close = () => {
    if (!save.isPending) setOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (rank === NO_RANK) found.rank = 'errors.rankRequired';
    if (name.trim() === '') found.name = 'errors.playerNameRequired';
    setErrors(found);
    if (found.rank || found.name) return;
    save.mutate(
      { tpid: player.PlayersID, name: name.trim(), rank },
      {
        onSuccess: () => {
          onSaved();
          setOpen(false);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('editPlayer.title')}
      onClose={close}
      onExited={onClose}
      onSubmit={submit}
      pending={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('editPlayer.submit')}
      maxWidth="xs"
    >
      <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
        <TextField
          select
          label={t('editPlayer.rank')}
          value={rank}
          onChange={(event) => {
            setRank(Number(event.target.value));
            setErrors((current) => ({ ...current, rank: undefined }));
          }}
          required
          autoFocus
          error={errors.rank !== undefined}
          helperText={
            errors.rank ? (
              t(errors.rank)
            ) : holder ? (
              <IsolatedText
                ns={TOURNAMENTS_NS}
                i18nKey="editPlayer.swapHint"
                values={{ name: holder.players }}
              />
            ) : undefined
          }
        >
          <MenuItem value={NO_RANK}>{t('table.na')}</MenuItem>
          {ranks.map((value) => (
            <MenuItem key={value} value={value}>
              {number.format(value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('editPlayer.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          required
          error={errors.name !== undefined}
          helperText={errors.name ? t(errors.name) : undefined}
          slotProps={{ htmlInput: { dir: 'auto', maxLength: PLAYER_NAME_MAX } }}
        />
        {save.isError && <Alert severity="error">{t(errorMessageKey(save.error))}</Alert>}
      </Stack>
    </FormDialog>
  );
}
