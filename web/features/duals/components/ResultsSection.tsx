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
import { useErrorMessage } from '../../../lib/error-message';
import { useAnswerLine, useSaveLineResult } from '../api';
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
  const lines = scoring.lines;
  const label = (line: LineName) => lineLabel(t, line, i18n.language);

  const actions = (l: LineView) => {
    const buttons = [];
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
          error={save.isError ? errorMessage(save.error) : undefined}
          onClose={() => {
            setEditing(null);
            save.reset();
          }}
          onSave={(body) => save.mutate({ line: editing.line, body }, { onSuccess: () => setEditing(null) })}
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
