import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_WINNER, type TournamentMatch } from '../../../../contract/tournaments';
import { useEditTournamentMatch } from '../api';
import { errorMessageKey, isRankingsError, isScoreError } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { resultCheck } from '../match-result';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { MatchFormatField } from '../../../components/score/MatchFormatField';
import { ScoreEntry } from '../../../components/score/ScoreEntry';
import { IsolatedText } from '../../../components/text/IsolatedText';

interface EditMatchDialogProps {
  tournamentId: number;
  match: TournamentMatch;
  onClose: () => void;
  /** The save answered 400 (SPEC.md section 8): the page sets the negative-rankings-error flag. */
  onRankingsError: (messageKey: string) => void;
}

/**
 * Edit a match: the format and score (optional, the same entry as the team matches: text or set by
 * set, checked live against the format), select the winner, 'Save Details'. Mounted per match, so it
 * opens with its saved result. The first player is side 1 of the score.
 */
export function EditMatchDialog({ tournamentId, match, onClose, onRankingsError }: EditMatchDialogProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const labelId = useId();
  const errorId = useId();
  const [first, second] = match.Players;
  const saved = match.IsWonEnum === NO_WINNER ? '' : String(match.Players[match.IsWonEnum - 1]!.PlayerID);
  const [open, setOpen] = useState(true);
  const [winner, setWinner] = useState(saved);
  const [score, setScore] = useState(match.Score);
  const [format, setFormat] = useState<string | null>(match.MatchFormat);
  const [missing, setMissing] = useState(false);
  const save = useEditTournamentMatch();
  const winnerIndex = match.Players.findIndex((p) => String(p.PlayerID) === winner);
  const check = resultCheck(score, format, winnerIndex === -1 ? null : winnerIndex === 0 ? 1 : 2);

  const changeScore = (text: string) => {
    setScore(text);
    const next = resultCheck(text, format, null);
    // A finished score names its winner: choose that player when none is chosen yet.
    if (next.kind === 'ok' && next.winnerSide !== null && winner === '') {
      setWinner(String(match.Players[next.winnerSide - 1]!.PlayerID));
      setMissing(false);
    }
  };

  const close = () => {
    if (!save.isPending) setOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (winner === '') {
      setMissing(true);
      return;
    }
    if (check.kind !== 'ok') return;
    save.mutate(
      {
        tid: tournamentId,
        matchID: match.MatchID,
        winnerID: Number(winner),
        p1Rank: first!.PlayerRank,
        p2Rank: second!.PlayerRank,
        score: check.text,
        ...(format === match.MatchFormat ? {} : { matchFormat: format }),
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
      submitDisabled={check.kind === 'invalid' || check.kind === 'disagrees'}
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
        <MatchFormatField value={format} onChange={setFormat} />
        <ScoreEntry
          value={score}
          onChange={changeScore}
          format={format}
          sides={{ 1: first!.PlayerName, 2: second!.PlayerName }}
          autoFocus
        />
        <FormControl error={missing || check.kind === 'disagrees'} required>
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
                control={<Radio />}
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
          {check.kind === 'disagrees' && (
            <FormHelperText role="alert" sx={{ marginInline: 0 }}>
              <IsolatedText
                ltr={['score']}
                ns={TOURNAMENTS_NS}
                i18nKey="errors.winnerDisagrees"
                values={{ score: check.text, name: match.Players[check.side - 1]!.PlayerName }}
              />
            </FormHelperText>
          )}
        </FormControl>
      </Stack>
      {save.isError && !isRankingsError(save.error) && (
        <Alert severity="error" sx={{ marginBlockStart: 2 }}>
          {isScoreError(save.error) ? (
            <bdi lang="en" dir="ltr">
              {save.error.message}
            </bdi>
          ) : (
            t(errorMessageKey(save.error))
          )}
        </Alert>
      )}
    </FormDialog>
  );
}
