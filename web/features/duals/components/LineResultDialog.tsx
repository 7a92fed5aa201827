import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DualLineResultBody } from '../../../../contract/duals';
import type { LineName } from '../../../../contract/duals';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { readTypedScore, ScoreEntry } from '../../../components/score/ScoreEntry';
import { DUALS_NS } from '../i18n/messages';
import { lineLabel } from '../violation-text';

interface LineResultDialogProps {
  open: boolean;
  line: LineName;
  /** The line's score format (TODS), null for any. */
  format: string | null;
  /** Side 1 (our players) and side 2 (the opponent's) as names. */
  sides: { 1: string; 2: string };
  initial: { score: string | null; unplayed: boolean; winnerSide: 1 | 2 | null };
  pending: boolean;
  error?: string;
  onClose: () => void;
  onSave: (body: DualLineResultBody) => void;
}

type Problem = 'score' | 'winner';

/**
 * A line's result: the score with the shared score entry (issue 19: text, steppers, retired/walkover/
 * default), and the winner; or the line marked not played (no winner).
 */
export function LineResultDialog(props: LineResultDialogProps) {
  const { open, line, format, sides, initial, pending, error, onClose, onSave } = props;
  const { t, i18n } = useTranslation(DUALS_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [score, setScore] = useState(initial.score ?? '');
  const [unplayed, setUnplayed] = useState(initial.unplayed);
  const [winner, setWinner] = useState<1 | 2 | null>(initial.winnerSide);
  const [problem, setProblem] = useState<Problem | null>(null);

  const changeScore = (text: string) => {
    setScore(text);
    setProblem(null);
    const read = readTypedScore(text, format);
    if (read?.ok && read.winnerSide !== null) setWinner(read.winnerSide);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unplayed) return onSave({ outcome: 'unplayed', score: null, winnerSide: null });
    const read = readTypedScore(score, format);
    if (!read?.ok) return setProblem('score');
    if (winner === null) return setProblem('winner');
    onSave({ outcome: read.outcome, score: read.text, winnerSide: winner });
  };

  return (
    <FormDialog
      open={open}
      title={t('results.dialogTitle', { line: lineLabel(t, line, i18n.language) })}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={t('results.save')}
      maxWidth="sm"
      fullScreen={fullScreen}
      error={error ?? (problem === 'score' ? t('results.scoreNeeded') : undefined)}
    >
      <Box sx={{ display: 'grid', gap: 2, paddingBlockStart: 1 }}>
        <FormControlLabel
          control={<Switch checked={unplayed} onChange={(event) => setUnplayed(event.target.checked)} />}
          label={t('results.unplayed')}
        />
        {!unplayed && (
          <>
            <ScoreEntry value={score} onChange={changeScore} format={format} sides={sides} />
            <FormControl component="fieldset" error={problem === 'winner'}>
              <FormLabel component="legend">{t('results.winner')}</FormLabel>
              <RadioGroup
                value={winner === null ? '' : String(winner)}
                onChange={(_event, value) => {
                  setWinner(Number(value) as 1 | 2);
                  setProblem(null);
                }}
              >
                <FormControlLabel value="1" control={<Radio />} label={<bdi>{sides[1]}</bdi>} />
                <FormControlLabel value="2" control={<Radio />} label={<bdi>{sides[2]}</bdi>} />
              </RadioGroup>
              {problem === 'winner' && (
                <FormHelperText role="alert">{t('results.winnerNeeded')}</FormHelperText>
              )}
            </FormControl>
          </>
        )}
      </Box>
    </FormDialog>
  );
}
