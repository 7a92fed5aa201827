import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawMatchup, DrawView } from '../../../../contract/tournaments/draws';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { ScoreEntry } from '../../../components/score/ScoreEntry';
import { errorValues, hasErrorCode, useErrorMessage } from '../../../lib/error-message';
import { useDrawResult } from '../draw-api';
import { TOURNAMENTS_NS } from '../i18n/messages';

interface DrawResultDialogProps {
  draw: DrawView;
  matchup: DrawMatchup;
  onClose: () => void;
}

/**
 * A draw match's result (issue 36): the winner and the score ('w/o', 'ret.', 'def.' included) under the
 * draw's format. When the server says later matches depend on the old result, the dialog says how many it
 * will clear and the coach confirms before it is sent again.
 */
export function DrawResultDialog({ draw, matchup, onClose }: DrawResultDialogProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const message = useErrorMessage();
  const save = useDrawResult(draw.tournamentId);
  const name = (i: 0 | 1) => draw.entries.find((e) => e.id === matchup.sides[i]!.entryId)?.name ?? '';
  const [winner, setWinner] = useState<'' | '1' | '2'>(
    matchup.winner ? (String(matchup.winner) as '1' | '2') : '',
  );
  const [score, setScore] = useState(matchup.score);
  const [open, setOpen] = useState(true);
  const labelId = useId();
  const clears = hasErrorCode(save.error, 'draw_result_clears_later');
  const count = Number(errorValues(save.error).count ?? 0);

  const submit = () => {
    if (winner === '') return;
    save.mutate(
      { matchupId: matchup.id, winnerSide: Number(winner) as 1 | 2, score: score.trim(), confirm: clears },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('draw.resultTitle', { first: name(0), second: name(1) })}
      onClose={() => setOpen(false)}
      onExited={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      submitLabel={clears ? t('draw.confirmChange') : t('draw.saveResult')}
      cancelLabel={t('actions.cancel')}
      pending={save.isPending}
      submitDisabled={winner === ''}
      error={
        save.error && !clears ? (
          <Alert severity="error" role="alert">
            {message(save.error)}
          </Alert>
        ) : undefined
      }
      maxWidth="sm"
    >
      <Stack spacing={2}>
        <ScoreEntry
          value={score}
          onChange={(text) => {
            setScore(text);
            if (clears) save.reset();
          }}
          format={draw.matchFormat}
          sides={{ 1: name(0), 2: name(1) }}
          autoFocus
        />
        <FormControl required>
          <FormLabel id={labelId}>{t('draw.winnerLabel')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name="winner"
            value={winner}
            onChange={(_e, v) => {
              setWinner(v as '1' | '2');
              if (clears) save.reset();
            }}
          >
            <FormControlLabel value="1" control={<Radio />} label={<bdi>{name(0)}</bdi>} />
            <FormControlLabel value="2" control={<Radio />} label={<bdi>{name(1)}</bdi>} />
          </RadioGroup>
        </FormControl>
        {clears && (
          <Alert severity="warning" role="alert" data-testid="clears-later">
            {t('draw.clearsLater', { count })}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
