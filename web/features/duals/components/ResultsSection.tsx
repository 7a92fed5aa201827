import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DUAL_DISPUTE_REASON_MAX, dualTally } from '../../../../contract/duals';
import type { DualScoring } from '../../../../contract/duals';
import type { LineName } from '../../../../contract/duals';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import Chip from '@mui/material/Chip';
import { errorValues, hasErrorCode, useErrorMessage } from '../../../lib/error-message';
import { useAnswerLine, useSaveLineResult, type QueuedLineResult } from '../api';
import { DUALS_NS } from '../i18n/messages';
import { linesAwaitingOtherCoach } from '../dual-model';
import { lineLabel } from '../violation-text';
import { LineResultDialog } from './LineResultDialog';
import { LiveScoreControls } from './LiveScoreControls';
import { LineResults, playerNames, TeamTotal, type LineView } from './LineResults';

/** The two sides' names as the scoring view gives them (side 1 is the dual's team). */
export function sideNames(scoring: DualScoring): { 1: string; 2: string } {
  const ours = [scoring.schoolName, scoring.teamName].filter(Boolean).join(' ');
  const theirs = scoring.opponentTeamName
    ? `${scoring.opponentName} ${scoring.opponentTeamName}`
    : scoring.opponentName;
  return { 1: ours, 2: theirs };
}

/**
 * The dual's results from the viewer's side (its scoring view): the team total and each line. A coach
 * of either side enters a line's result; against a linked school the other side's coach confirms or disputes
 * it, and only settled lines count.
 */
export function ResultsSection({ scoring }: { scoring: DualScoring }) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const errorMessage = useErrorMessage();
  const save = useSaveLineResult(scoring.id);
  const answer = useAnswerLine(scoring.id);
  const [editing, setEditing] = useState<LineView | null>(null);
  const [disputing, setDisputing] = useState<LineName | null>(null);
  const [reason, setReason] = useState('');

  const names = sideNames(scoring);
  /** A result as a coach reads it: its score, or "Not played". */
  const resultText = (r: { score?: string | null; outcome?: string | null }) =>
    r.outcome === 'unplayed' ? t('results.outcome.unplayed') : (r.score ?? t('results.none'));
  const conflicts = save.refused.filter(({ error }) => hasErrorCode(error, 'dual_line_changed'));
  const saveAgain = (queued: QueuedLineResult) => {
    const now = scoring.lines.find((l) => l.line === queued.line);
    save.dismiss(queued);
    const expected = now
      ? { score: now.score, outcome: now.outcome, winnerSide: now.winnerSide }
      : { score: null, outcome: null, winnerSide: null };
    save.save(queued.line, { ...queued.body, expected }, () => undefined);
  };
  const lines = scoring.lines;
  const label = (line: LineName) => lineLabel(t, line, i18n.language);

  const actions = (l: LineView) => {
    const buttons = [];
    if (save.waiting.some((w) => w.line === l.line)) {
      buttons.push(
        // The outlined warning colour is too light for its text on the paper (axe, WCAG AA): the icon says it.
        <Chip
          key="queued"
          size="small"
          variant="outlined"
          icon={<CloudUploadOutlinedIcon />}
          label={t('results.queued')}
        />,
      );
    }
    if (l.awaitingYou) {
      buttons.push(
        <Button
          key="confirm"
          size="small"
          variant="contained"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ line: l.line })}
        >
          {t('results.confirm', { line: label(l.line) })}
        </Button>,
        <Button key="dispute" size="small" disabled={answer.isPending} onClick={() => setDisputing(l.line)}>
          {t('results.dispute', { line: label(l.line) })}
        </Button>,
      );
    }
    const live =
      scoring.mayScore && l.outcome === null ? (
        <LiveScoreControls
          key="live"
          dualId={scoring.id}
          line={l.line}
          label={label(l.line)}
          sets={l.liveSets ?? []}
          names={{
            1: playerNames(l.side1Players).join(' / ') || names[1],
            2: playerNames(l.side2Players).join(' / ') || names[2],
          }}
        />
      ) : null;
    if (scoring.mayScore) {
      buttons.push(
        <Button key="enter" size="small" variant="outlined" onClick={() => setEditing(l)}>
          {t(l.outcome ? 'results.edit' : 'results.enter', { line: label(l.line) })}
        </Button>,
      );
    }
    return buttons.length > 0 || live ? (
      <>
        {live}
        {buttons.length > 0 && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{buttons}</Box>}
      </>
    ) : null;
  };

  return (
    <Box component="section" aria-labelledby="dual-results" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="dual-results" component="h2" variant="h6">
        {t('results.title')}
      </Typography>
      <TeamTotal
        names={names}
        lines={{ 1: scoring.result.lines.side1, 2: scoring.result.lines.side2 }}
        final={scoring.result.final}
        winnerSide={scoring.result.winnerSide}
        pending={linesAwaitingOtherCoach(scoring)}
        tally={dualTally(scoring.result)}
      />
      {answer.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      {scoring.mayScore && scoring.lines.some((l) => l.outcome === null) && (
        <Typography variant="body2" color="text.secondary">
          {t('results.liveHint')}
        </Typography>
      )}
      {scoring.lines.some((l) => l.side1Players === null || l.side2Players === null) && (
        <Typography variant="body2" color="text.secondary">
          {t('results.lineupsHidden')}
        </Typography>
      )}
      {conflicts.map(({ queued, error }) => (
        <Alert
          key={queued.idempotencyKey}
          severity="warning"
          role="alert"
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" color="inherit" onClick={() => saveAgain(queued)}>
                {t('results.conflictKeepMine')}
              </Button>
              <Button size="small" color="inherit" onClick={() => save.dismiss(queued)}>
                {t('results.conflictKeepTheirs')}
              </Button>
            </Box>
          }
        >
          {t('results.conflict', {
            line: label(queued.line),
            mine: resultText(queued.body),
            theirs: resultText(errorValues(error)),
          })}
        </Alert>
      ))}
      <LineResults lines={lines} yourSide={scoring.yourSide} teams={names} actions={actions} />
      {editing && (
        <LineResultDialog
          key={editing.line}
          open
          line={editing.line}
          format={editing.scoreFormat}
          sides={{
            1: playerNames(editing.side1Players).join(' / ') || names[1],
            2: playerNames(editing.side2Players).join(' / ') || names[2],
          }}
          initial={{
            score: editing.score,
            unplayed: editing.outcome === 'unplayed',
            winnerSide: editing.winnerSide,
          }}
          pending={save.isPending}
          error={
            save.error && !hasErrorCode(save.error, 'dual_line_changed')
              ? errorMessage(save.error)
              : undefined
          }
          onClose={() => {
            setEditing(null);
            save.reset();
          }}
          onSave={(body) =>
            save.save(
              editing.line,
              {
                ...body,
                // The line as the coach saw it: a result changed meanwhile is shown, not overwritten.
                expected: { score: editing.score, outcome: editing.outcome, winnerSide: editing.winnerSide },
              },
              () => setEditing(null),
            )
          }
        />
      )}
      <FormDialog
        open={disputing !== null}
        title={t('results.disputeTitle')}
        onClose={() => setDisputing(null)}
        onExited={() => setReason('')}
        onSubmit={(event) => {
          event.preventDefault();
          if (disputing === null || reason.trim() === '') return;
          answer.mutate({ line: disputing, dispute: reason.trim() }, { onSuccess: () => setDisputing(null) });
        }}
        pending={answer.isPending}
        cancelLabel={t('cancel')}
        submitLabel={t('results.disputeSubmit')}
        maxWidth="sm"
      >
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label={t('results.disputeReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: DUAL_DISPUTE_REASON_MAX } }}
          sx={{ marginBlockStart: 1 }}
        />
      </FormDialog>
    </Box>
  );
}
