import AddIcon from '@mui/icons-material/Add';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_GAMES_MAX, LIVE_SETS_MAX, type LiveSet } from '../../../../contract/duals';
import type { LineName } from '../../../../contract/duals';
import { isolate } from '../../../lib/isolate';
import { useErrorMessage } from '../../../lib/error-message';
import { useSaveLiveScore } from '../api';
import { DUALS_NS } from '../i18n/messages';

/** The live score after one game to `side` in the set being played (the first game opens the first set). */
export function withGame(sets: readonly LiveSet[], side: 1 | 2): LiveSet[] {
  const next = sets.length === 0 ? [{ side1: 0, side2: 0 }] : sets.map((s) => ({ ...s }));
  const last = next[next.length - 1]!;
  if (side === 1) last.side1 = Math.min(last.side1 + 1, LIVE_GAMES_MAX);
  else last.side2 = Math.min(last.side2 + 1, LIVE_GAMES_MAX);
  return next;
}

/** The live score with a new set opened at 0-0. */
export function withNewSet(sets: readonly LiveSet[]): LiveSet[] {
  return [...sets.map((s) => ({ ...s })), { side1: 0, side2: 0 }];
}

/**
 * A coach scores a line as it is played (issue 33): a game to either side, a new set, undo of this page's
 * last tap. Each tap sends the line's whole live score, saved at once and shown to every viewer; the
 * buttons wait for the save, so taps go one at a time, in order. The result is entered as before.
 */
export function LiveScoreControls({
  dualId,
  line,
  label,
  sets,
  names,
}: {
  dualId: number;
  line: LineName;
  /** The line's name in words ("Singles 1"). */
  label: string;
  sets: readonly LiveSet[];
  /** Each side's players (or team) on this line, side 1 first. */
  names: { 1: string; 2: string };
}) {
  const { t } = useTranslation(DUALS_NS);
  const errorMessage = useErrorMessage();
  const save = useSaveLiveScore(dualId);
  const [history, setHistory] = useState<LiveSet[][]>([]);
  const current = sets[sets.length - 1];
  const send = (next: LiveSet[]) =>
    save.mutate({ line, sets: next }, { onSuccess: () => setHistory((h) => [...h.slice(-19), [...sets]]) });
  const undo = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    save.mutate({ line, sets: previous }, { onSuccess: () => setHistory((h) => h.slice(0, -1)) });
  };
  return (
    <Box
      role="group"
      aria-label={`${t('results.liveTitle')}: ${label}`}
      sx={{ display: 'grid', gap: 1 }}
      data-testid={`live-controls-${line}`}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {([1, 2] as const).map((side) => (
          <Button
            key={side}
            size="small"
            variant="contained"
            color={side === 1 ? 'primary' : 'secondary'}
            startIcon={<AddIcon />}
            disabled={save.isPending}
            aria-label={t('results.gameForLabel', { name: names[side], line: label })}
            onClick={() => send(withGame(sets, side))}
            data-testid={`live-game-${side}`}
            sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}
          >
            {t('results.gameFor', { name: isolate(names[side]) })}
          </Button>
        ))}
        <Button
          size="small"
          variant="outlined"
          disabled={
            save.isPending ||
            !current ||
            (current.side1 === 0 && current.side2 === 0) ||
            sets.length >= LIVE_SETS_MAX
          }
          aria-label={t('results.newSetLabel', { line: label })}
          onClick={() => send(withNewSet(sets))}
        >
          {t('results.newSet')}
        </Button>
        <Button
          size="small"
          startIcon={<UndoIcon />}
          disabled={save.isPending || history.length === 0}
          aria-label={t('results.undoGameLabel', { line: label })}
          onClick={undo}
        >
          {t('results.undoGame')}
        </Button>
      </Box>
      {save.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
    </Box>
  );
}
