import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_NOTE_MAX,
  AVAILABILITY_ANSWERS,
  type AvailabilityAnswer,
} from '../../../../contract/availability';
import { errorCodeOf, errorValues, useErrorMessage } from '../../../lib/error-message';
import type { AnswerInput } from '../api';
import { AVAILABILITY_NS } from '../i18n/messages';

export const ANSWER_ICONS = { going: CheckCircleIcon, maybe: HelpIcon, not_going: CancelIcon } as const;
export const ANSWER_COLORS = { going: 'success', maybe: 'warning', not_going: 'error' } as const;

/** Going / Maybe / Not going with an optional note: the same form in the app and on the link's page. */
export function AnswerForm({
  initial,
  closed,
  onSave,
  pending = null,
}: {
  initial: { answer: AvailabilityAnswer | null; note: string };
  closed: boolean;
  /** Resolves 'queued' when the answer waits on the device for the connection (issue 33). */
  onSave: (input: AnswerInput) => Promise<unknown>;
  /** The answer waiting on the device to be sent, if any: shown instead of the one the server has. */
  pending?: AnswerInput | null;
}) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const errorMessage = useErrorMessage();
  const labelId = useId();
  const [answer, setAnswer] = useState<AvailabilityAnswer | null>(pending?.answer ?? initial.answer);
  const [note, setNote] = useState(pending?.note ?? initial.note);
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' | 'saved' | 'queued' } | { kind: 'error'; error: unknown }
  >({ kind: 'idle' });
  // Queued and not sent yet: said until it is sent (then it is saved). The queue reports a new change a
  // moment after `save` says 'queued'; the form says so from the start, never "saved" first.
  const queued = pending !== null;
  const [wasQueued, setWasQueued] = useState(queued);
  if (queued !== wasQueued) {
    setWasQueued(queued);
    if (!queued && state.kind === 'queued') setState({ kind: 'saved' });
  }
  const showQueued = queued || state.kind === 'queued';

  const save = async (value: AvailabilityAnswer | null) => {
    if (!value) return;
    setState({ kind: 'busy' });
    try {
      const outcome = await onSave({ answer: value, note });
      setState({ kind: outcome === 'queued' ? 'queued' : 'saved' });
    } catch (error) {
      setState({ kind: 'error', error });
    }
  };

  if (closed) return <Alert severity="info">{t('closed')}</Alert>;
  const errorText = (error: unknown) => {
    const code = errorCodeOf(error);
    return code && ['answers_closed'].includes(code)
      ? t(`errors.${code}`, errorValues(error))
      : errorMessage(error);
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        void save(answer);
      }}
    >
      <span id={labelId} style={{ fontWeight: 600 }}>
        {t('question')}
      </span>
      <ToggleButtonGroup
        exclusive
        fullWidth
        aria-labelledby={labelId}
        value={answer}
        onChange={(_e, value: AvailabilityAnswer | null) => {
          if (!value) return;
          setAnswer(value);
          // One tap answers; the note can follow with the save button.
          void save(value);
        }}
      >
        {AVAILABILITY_ANSWERS.map((a) => {
          const Icon = ANSWER_ICONS[a];
          return (
            <ToggleButton
              key={a}
              value={a}
              color="primary"
              sx={{ flexDirection: 'column', gap: 0.5, paddingBlock: 1.5, textTransform: 'none' }}
            >
              <Icon aria-hidden color={ANSWER_COLORS[a]} />
              {t(`answers.${a}`)}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <TextField
        label={t('note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: ANSWER_NOTE_MAX, dir: 'auto' } }}
        size="small"
      />
      <Button type="submit" variant="contained" disabled={!answer || state.kind === 'busy'}>
        {t('save')}
      </Button>
      <div role="status" aria-live="polite">
        {showQueued ? (
          <Alert severity="warning">{t('queued')}</Alert>
        ) : (
          state.kind !== 'idle' &&
          state.kind !== 'busy' &&
          state.kind !== 'error' && <Alert severity="success">{t('saved')}</Alert>
        )}
      </div>
      {state.kind === 'error' && <Alert severity="error">{errorText(state.error)}</Alert>}
    </Stack>
  );
}
