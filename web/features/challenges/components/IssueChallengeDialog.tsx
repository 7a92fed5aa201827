import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useMessage } from '../../../components/messages/MessageProvider';
import { isolate } from '../../../lib/isolate';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useIssueChallenge } from '../api';
import { instantFromLocal } from '../challenge-model';
import { useChallengeError, viewerZone } from '../hooks';
import { CHALLENGES_NS } from '../messages';

export interface ChallengeTarget {
  playerId: number;
  name: string;
}

/** A player challenges a teammate: an optional proposed time and place (issue 21). */
export function IssueChallengeDialog({
  team,
  target,
  answerDays,
  onClose,
}: {
  team: TeamType;
  target: ChallengeTarget | null;
  answerDays: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const showMessage = useMessage();
  const issue = useIssueChallenge();
  const once = useSubmitOnce();
  const errorText = useChallengeError();
  const introId = useId();
  const [when, setWhen] = useState('');
  const [place, setPlace] = useState('');
  const [attempted, setAttempted] = useState(false);
  const name = target ? isolate(target.name) : '';
  const badWhen = when !== '' && instantFromLocal(when) === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!target || badWhen || !once.hold()) return;
    issue.mutate(
      {
        skillLevel: team,
        defenderId: target.playerId,
        proposedAt: when === '' ? null : instantFromLocal(when),
        place: place.trim() === '' ? null : place.trim(),
      },
      {
        onSuccess: () => {
          showMessage({ message: t('issue.sent', { name }), variant: 'success' });
          onClose();
        },
        onError: once.release,
      },
    );
  };

  return (
    <FormDialog
      open={target !== null}
      title={t('issue.title', { name })}
      describedBy={introId}
      onClose={onClose}
      onExited={() => {
        setWhen('');
        setPlace('');
        setAttempted(false);
        issue.reset();
        once.release();
      }}
      onSubmit={submit}
      submitLabel={t('issue.submit')}
      cancelLabel={t('issue.cancel')}
      pending={issue.isPending}
      submitDisabled={once.busy && !issue.isError}
      maxWidth="xs"
      fullScreen={fullScreen}
      error={
        issue.isError && (
          <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
            {errorText(issue.error)}
          </Alert>
        )
      }
    >
      <Typography id={introId} color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {t('issue.intro', { name, days: answerDays })}
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          type="datetime-local"
          label={t('issue.when')}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          error={attempted && badWhen}
          helperText={attempted && badWhen ? t('issue.badWhen') : t('issue.zone', { zone: viewerZone() })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
        <TextField
          label={t('issue.place')}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          helperText={t('issue.placeHelp')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}
