import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_RANK, NO_WINNER, type TournamentMatch } from '../../../../contract/tournaments';
import { tournamentsQueryOptions, useEditTournamentMatch, useEditTournamentPlayer } from '../api';
import { errorMessageKey, isRankingsError, isScoreError } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { resultCheck } from '../match-result';
import { freeRanks } from '../player-order';
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
  /** A player's rank was saved here: the page clears that flag (the coach designated rankings). */
  onRankSaved: () => void;
}

/**
 * Edit a match: the format and score (optional, the same entry as the team matches: text or set by
 * set, checked live against the format), select the winner, 'Save Details'. Mounted per match, so it
 * opens with its saved result. The first player is side 1 of the score.
 *
 * A result moves ranks, so it needs both players ranked (SPEC.md section 5). A player without a
 * rank is named before saving, with a rank to choose right here (among the tournament's free
 * ranks); the ranks are saved first, then the result. Saved without them, the server's refusal
 * sets SPEC.md's negative-rankings-error flag on the page, and the dialog stays open with what was
 * typed and says why.
 */
export function EditMatchDialog({
  tournamentId,
  match,
  onClose,
  onRankingsError,
  onRankSaved,
}: EditMatchDialogProps) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NS);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
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
  const saveRank = useEditTournamentPlayer();
  const tournaments = useQuery(tournamentsQueryOptions());
  const tournament = tournaments.data?.find((entry) => entry.ID === tournamentId);
  const unranked = match.Players.filter((player) => player.PlayerRank === NO_RANK);
  const free = useMemo(() => (tournament ? freeRanks(tournament.players) : []), [tournament]);
  // The ranks chosen here for the unranked players, by tournament player id.
  const [ranks, setRanks] = useState<Record<number, number | ''>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const pending = save.isPending || saveRank.isPending;
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
    if (!pending) setOpen(false);
  };

  const chooseRank = (playerId: number, value: string) => {
    setRanks((now) => ({ ...now, [playerId]: value === '' ? '' : Number(value) }));
    setRefused(null);
  };

  /** Saves the ranks chosen here, one player at a time; false when one could not be saved. */
  const saveChosenRanks = async (): Promise<boolean> => {
    for (const player of unranked) {
      const rank = ranks[player.PlayerID];
      if (rank === undefined || rank === '') continue;
      try {
        await saveRank.mutateAsync({ tpid: player.PlayerID, name: player.PlayerName, rank });
      } catch {
        return false;
      }
      onRankSaved();
    }
    return true;
  };

  const rankOf = (player: TournamentMatch['Players'][number]) => {
    const chosen = ranks[player.PlayerID];
    return player.PlayerRank === NO_RANK && chosen !== undefined && chosen !== ''
      ? chosen
      : player.PlayerRank;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (winner === '') {
      setMissing(true);
      return;
    }
    if (check.kind !== 'ok') return;
    if (!(await saveChosenRanks())) return;
    save.mutate(
      {
        tid: tournamentId,
        matchID: match.MatchID,
        winnerID: Number(winner),
        p1Rank: rankOf(first!),
        p2Rank: rankOf(second!),
        score: check.text,
        ...(format === match.MatchFormat ? {} : { matchFormat: format }),
      },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          if (!isRankingsError(error)) return;
          // SPEC.md's flag is set on the page; the dialog stays, with what was typed, and says why.
          onRankingsError(errorMessageKey(error));
          setRefused(errorMessageKey(error));
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
      onSubmit={(event) => void submit(event)}
      pending={pending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('matches.saveDetails')}
      submitDisabled={check.kind === 'invalid' || check.kind === 'disagrees'}
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
        {unranked.length > 0 && (
          <Alert severity={refused ? 'error' : 'warning'} role={refused ? 'alert' : undefined}>
            <AlertTitle>{t('errors.unranked')}</AlertTitle>
            {t('matches.unrankedHelp')}
            <Stack spacing={2} sx={{ marginBlockStart: 2 }}>
              {unranked.map((player) => (
                <TextField
                  key={player.PlayerID}
                  select
                  size="small"
                  label={
                    <IsolatedText
                      ns={TOURNAMENTS_NS}
                      i18nKey="matches.rankOf"
                      values={{ name: player.PlayerName }}
                    />
                  }
                  value={String(ranks[player.PlayerID] ?? '')}
                  onChange={(event) => chooseRank(player.PlayerID, event.target.value)}
                  disabled={pending || !tournament}
                  sx={{ minWidth: 200, backgroundColor: 'background.paper' }}
                >
                  <MenuItem value="">{t('table.na')}</MenuItem>
                  {free
                    .filter((rank) =>
                      unranked.every(
                        (other) => other.PlayerID === player.PlayerID || ranks[other.PlayerID] !== rank,
                      ),
                    )
                    .map((rank) => (
                      <MenuItem key={rank} value={String(rank)}>
                        {number.format(rank)}
                      </MenuItem>
                    ))}
                </TextField>
              ))}
            </Stack>
          </Alert>
        )}
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
      {saveRank.isError && (
        <Alert severity="error" sx={{ marginBlockStart: 2 }}>
          {t(errorMessageKey(saveRank.error))}
        </Alert>
      )}
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
