import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge } from '../../../../contract/challenges';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { ScoreEntry, readTypedScore } from '../../../components/score/ScoreEntry';
import { personName } from '../challenge-model';
import { CHALLENGES_NS } from '../messages';

export interface ResultDraft {
  winnerId: number;
  score: string;
}

/**
 * The result of a challenge: issue 19's score entry (side 1 the challenger) and the winner. A
 * player reports it (score required); the coach settles it (score optional).
 */
export function ResultDialog({
  challenge,
  open,
  mode,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  challenge: Challenge;
  open: boolean;
  mode: 'report' | 'settle';
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (draft: ResultDraft) => void;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const sides = { 1: personName(challenge.challenger), 2: personName(challenge.defender) };
  const ids = { 1: challenge.challenger.id, 2: challenge.defender.id } as const;
  const [score, setScore] = useState(challenge.report?.score ?? '');
  const [winner, setWinner] = useState<1 | 2 | null>(null);
  const [attempted, setAttempted] = useState(false);
  const typed = readTypedScore(score, null);
  const scoreWinner = typed?.ok ? typed.winnerSide : null;
  const disagrees = winner !== null && scoreWinner !== null && scoreWinner !== winner;
  const scoreMissing = mode === 'report' && score.trim() === '';
  const scoreBad = typed !== null && !typed.ok;

  const changeScore = (text: string) => {
    setScore(text);
    const next = readTypedScore(text, null);
    if (next?.ok && next.winnerSide !== null && winner === null) setWinner(next.winnerSide);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (winner === null || scoreMissing || scoreBad || disagrees) return;
    onSubmit({ winnerId: ids[winner], score: typed?.ok ? typed.text : '' });
  };

  let winnerHelp: string | null = null;
  if (disagrees && scoreWinner !== null)
    winnerHelp = t('report.winnerDisagrees', { name: sides[scoreWinner] });
  else if (attempted && winner === null) winnerHelp = t('report.winnerRequired');

  return (
    <FormDialog
      open={open}
      title={t(mode === 'report' ? 'report.title' : 'report.settleTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t(mode === 'report' ? 'report.submit' : 'report.settleSubmit')}
      cancelLabel={t('issue.cancel')}
      pending={pending}
      maxWidth="sm"
      fullScreen={fullScreen}
      error={
        error && (
          <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
            {error}
          </Alert>
        )
      }
    >
      <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {t(mode === 'report' ? 'report.note' : 'report.settleNote')}
      </Typography>
      <Stack spacing={2.5}>
        <ScoreEntry value={score} onChange={changeScore} format={null} sides={sides} autoFocus />
        {attempted && scoreMissing && (
          <Alert severity="error" role="alert">
            {t('report.scoreRequired')}
          </Alert>
        )}
        <FormControl component="fieldset" error={winnerHelp !== null}>
          <FormLabel component="legend">{t('report.winner')}</FormLabel>
          <RadioGroup
            value={winner === null ? '' : String(winner)}
            onChange={(_event, value) => setWinner(Number(value) as 1 | 2)}
          >
            {([1, 2] as const).map((side) => (
              <FormControlLabel
                key={side}
                value={String(side)}
                control={<Radio />}
                label={
                  <span>
                    <bdi>{sides[side]}</bdi>{' '}
                    <Typography component="span" color="text.secondary">
                      ({t(side === 1 ? 'page.challenger' : 'page.defender')})
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
          {winnerHelp && <FormHelperText role="alert">{winnerHelp}</FormHelperText>}
        </FormControl>
      </Stack>
    </FormDialog>
  );
}
