import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dual } from '../../../../contract/duals';
import type { LineName } from '../../../../contract/lineup';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useErrorMessage } from '../../../lib/error-message';
import { useAnswerLine, useSaveLineResult } from '../api';
import { DUALS_NS } from '../i18n/messages';
import { linesOfDual, type LineView } from '../line-view';
import { lineLabel } from '../violation-text';
import { LineResultDialog } from './LineResultDialog';
import { LineResults, TeamTotal } from './LineResults';

/**
 * The dual's results: the team total and each line. The dual's coach enters a line's result; a linked
 * opponent's coach confirms or disputes what the other coach entered.
 */
export function ResultsSection({ dual, role }: { dual: Dual; role: 'coach' | 'player' }) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const errorMessage = useErrorMessage();
  const save = useSaveLineResult(dual.id);
  const answer = useAnswerLine(dual.id);
  const [editing, setEditing] = useState<LineView | null>(null);
  const [disputing, setDisputing] = useState<LineName | null>(null);
  const [reason, setReason] = useState('');
  const lines = linesOfDual(dual);
  const mayEnter = dual.mayEdit;
  const mayAnswer = role === 'coach' && !dual.mayEdit && dual.opponent.invitation === 'accepted';
  const ours = dual.teamName ? `${dual.schoolName} ${dual.teamName}` : dual.schoolName;

  const actions = (l: LineView) => {
    if (mayEnter) {
      return (
        <Box>
          <Button size="small" variant="outlined" onClick={() => setEditing(l)}>
            {t(l.result?.outcome ? 'results.edit' : 'results.enter', {
              line: lineLabel(t, l.line, i18n.language),
            })}
          </Button>
        </Box>
      );
    }
    if (mayAnswer && l.result?.confirmation === 'entered') {
      return (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            variant="contained"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ line: l.line })}
          >
            {t('results.confirm', { line: lineLabel(t, l.line, i18n.language) })}
          </Button>
          <Button size="small" disabled={answer.isPending} onClick={() => setDisputing(l.line)}>
            {t('results.dispute', { line: lineLabel(t, l.line, i18n.language) })}
          </Button>
        </Box>
      );
    }
    return null;
  };

  return (
    <Box component="section" aria-labelledby="dual-results" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="dual-results" component="h2" variant="h6">
        {t('results.title')}
      </Typography>
      <TeamTotal result={dual.result} ours={ours} theirs={dual.opponent.name} />
      {answer.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      <LineResults lines={lines} actions={actions} />
      {editing && (
        <LineResultDialog
          key={editing.line}
          open
          line={editing.line}
          format={editing.scoreFormat}
          sides={{ 1: editing.ours.join(' / ') || ours, 2: editing.theirs.join(' / ') || dual.opponent.name }}
          initial={{
            score: editing.result?.score ?? null,
            unplayed: editing.result?.outcome === 'unplayed',
            winnerSide: editing.result?.winnerSide ?? null,
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
          sx={{ marginBlockStart: 1 }}
        />
      </FormDialog>
    </Box>
  );
}
