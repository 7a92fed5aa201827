import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge } from '../../../../contract/challenges';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { instantFromLocal, localFromInstant } from '../challenge-model';
import { useDateTime, viewerZone } from '../hooks';
import { CHALLENGES_NS } from '../messages';

const DAY_MS = 86_400_000;

/**
 * The defender accepts with the agreed time (the proposed one to start with) and place. The time must not be
 * after the play deadline (accepting now + the team's playDays), or the challenge would expire unplayed: the
 * dialog says the deadline and the server refuses a later time (400 challenge_after_play_deadline).
 */
export function AcceptDialog({
  challenge,
  playDays,
  open,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  challenge: Challenge;
  /** The team's days to play after accepting; unknown while the settings load. */
  playDays?: number;
  open: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (body: { agreedAt: string; place: string | null }) => void;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [when, setWhen] = useState(() => localFromInstant(challenge.proposedAt));
  const [place, setPlace] = useState(challenge.proposedPlace ?? '');
  const [attempted, setAttempted] = useState(false);
  const dateTime = useDateTime();
  // The play deadline if accepted now (the dialog is open for minutes, the deadline days).
  const [opened] = useState(() => Date.now());
  const playBy = playDays === undefined ? null : new Date(opened + playDays * DAY_MS);
  const agreedAt = instantFromLocal(when);
  const tooLate = agreedAt !== null && playBy !== null && new Date(agreedAt) > playBy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (agreedAt === null || tooLate) return;
    onSubmit({ agreedAt, place: place.trim() === '' ? null : place.trim() });
  };

  function helperText(): string {
    const by = playBy === null ? null : dateTime(playBy.toISOString());
    if (attempted && agreedAt === null) return t('accept.badWhen');
    if (attempted && tooLate) return t('accept.tooLate', { date: by });
    if (by === null) return t('accept.whenHelp', { zone: viewerZone() });
    return t('accept.whenHelpBy', { date: by, zone: viewerZone() });
  }

  return (
    <FormDialog
      open={open}
      title={t('accept.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('accept.submit')}
      cancelLabel={t('issue.cancel')}
      pending={pending}
      maxWidth="xs"
      fullScreen={fullScreen}
      error={
        error && (
          <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
            {error}
          </Alert>
        )
      }
    >
      <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
        <TextField
          type="datetime-local"
          required
          autoFocus
          label={t('accept.when')}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          error={attempted && (agreedAt === null || tooLate)}
          helperText={helperText()}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
        <TextField
          label={t('accept.place')}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}

/** The player who did not report disputes the result, with an optional reason. */
export function DisputeDialog({
  open,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={open}
      title={t('dispute.title')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason.trim());
      }}
      submitLabel={t('dispute.submit')}
      cancelLabel={t('issue.cancel')}
      pending={pending}
      maxWidth="xs"
      error={
        error && (
          <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
            {error}
          </Alert>
        )
      }
    >
      <Stack spacing={2} sx={{ paddingBlockStart: 1 }}>
        <Alert severity="info">{t('dispute.note')}</Alert>
        <TextField
          autoFocus
          multiline
          minRows={2}
          label={t('dispute.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Stack>
    </FormDialog>
  );
}
