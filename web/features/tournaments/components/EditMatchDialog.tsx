import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_WINNER, type TournamentMatch } from '../../../../contract/tournaments';
import { useEditTournamentMatch } from '../api';
import { errorMessageKey, isRankingsError } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { FormDialog } from '../../../components/dialogs/FormDialog';

interface EditMatchDialogProps {
  tournamentId: number;
  match: TournamentMatch;
  onClose: () => void;
  /** The save answered 400 (SPEC.md section 8): the page sets the negative-rankings-error flag. */
  onRankingsError: (messageKey: string) => void;
}

/** Edit a match: select the winner, 'Save Details'. Mounted per match, so it opens with its saved winner. */
export function EditMatchDialog({ tournamentId, match, onClose, onRankingsError }: EditMatchDialogProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const labelId = useId();
  const errorId = useId();
  const [first, second] = match.Players;
  const saved = match.IsWonEnum === NO_WINNER ? '' : String(match.Players[match.IsWonEnum - 1]!.PlayerID);
  const [open, setOpen] = useState(true);
  const [winner, setWinner] = useState(saved);
  const [missing, setMissing] = useState(false);
  const save = useEditTournamentMatch();

  const close = () => {
    if (!save.isPending) setOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (winner === '') {
      setMissing(true);
      return;
    }
    save.mutate(
      {
        tid: tournamentId,
        matchID: match.MatchID,
        winnerID: Number(winner),
        p1Rank: first!.PlayerRank,
        p2Rank: second!.PlayerRank,
      },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          if (!isRankingsError(error)) return;
          onRankingsError(errorMessageKey(error));
          setOpen(false);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('matches.editTitle')}
      onClose={close}
      onExited={onClose}
      onSubmit={submit}
      pending={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('matches.saveDetails')}
      maxWidth="xs"
    >
      <FormControl error={missing} required>
        <FormLabel id={labelId}>{t('matches.selectWinner')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={missing ? errorId : undefined}
          name="winner"
          value={winner}
          onChange={(event) => {
            setWinner(event.target.value);
            setMissing(false);
          }}
        >
          {match.Players.map((player, index) => (
            <FormControlLabel
              key={player.PlayerID}
              value={String(player.PlayerID)}
              control={<Radio autoFocus={saved === '' ? index === 0 : saved === String(player.PlayerID)} />}
              label={
                <>
                  <bdi>{player.PlayerName}</bdi> ({t(index === 0 ? 'matches.teamA' : 'matches.teamB')})
                </>
              }
            />
          ))}
        </RadioGroup>
        {missing && (
          <FormHelperText id={errorId} role="alert" sx={{ marginInline: 0 }}>
            {t('errors.winnerRequired')}
          </FormHelperText>
        )}
      </FormControl>
      {save.isError && !isRankingsError(save.error) && (
        <Alert severity="error" sx={{ marginBlockStart: 2 }}>
          {t(errorMessageKey(save.error))}
        </Alert>
      )}
    </FormDialog>
  );
}
