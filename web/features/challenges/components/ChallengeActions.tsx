import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge, ChallengeAction, ChallengeSettings } from '../../../../contract/challenges';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useMessage } from '../../../components/messages/MessageProvider';
import { isolate } from '../../../lib/isolate';
import { useChallengeStep, type ChallengeStep } from '../api';
import { personName, reportScore, winnerName } from '../challenge-model';
import { hasErrorCode } from '../../../lib/error-message';
import { useChallengeError, useDateTime } from '../hooks';
import { CHALLENGES_NS } from '../messages';
import { AcceptDialog, DisputeDialog } from './AcceptDialog';
import { ResultDialog } from './ResultDialog';

/** The order the buttons stand in: the step forward first, the way out last. */
const ORDER: readonly ChallengeAction[] = [
  'accept',
  'report',
  'confirm',
  'settle',
  'dispute',
  'decline',
  'withdraw',
  'cancel',
];
const QUIET: ReadonlySet<ChallengeAction> = new Set(['decline', 'withdraw', 'cancel', 'dispute']);
const ASKED: ReadonlySet<ChallengeAction> = new Set(['decline', 'withdraw', 'cancel', 'confirm']);

/**
 * The buttons of what the caller may do now (the server's `actions`), each opening its dialog:
 * accept (agreed time), report and settle (score entry), dispute (reason); decline, withdraw,
 * cancel and confirm ask first.
 */
export function ChallengeActions({
  challenge,
  settings,
}: {
  challenge: Challenge;
  settings?: Pick<ChallengeSettings, 'declineCounts' | 'playDays'>;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const showMessage = useMessage();
  const errorText = useChallengeError();
  const step = useChallengeStep(challenge.id);
  const [opened, setOpened] = useState<ChallengeAction | null>(null);
  // A coach's result for a match agreed for later: the server asks (409 challenge_confirm_early) first.
  const [early, setEarly] = useState<{ agreedAt: string; step: ChallengeStep & { action: 'settle' } } | null>(
    null,
  );
  const dateTime = useDateTime();
  const actions = ORDER.filter((a) => challenge.actions.includes(a));

  const run = (next: ChallengeStep) =>
    step.mutate(next, {
      onSuccess: () => {
        setOpened(null);
        setEarly(null);
        showMessage({ message: t(`done.${next.action}`), variant: 'success' });
      },
      onError: (err) => {
        if (next.action !== 'settle' || !hasErrorCode(err, 'challenge_confirm_early')) return;
        const agreedAt = String((err.details as { agreedAt?: string } | undefined)?.agreedAt ?? '');
        setOpened(null);
        setEarly({ agreedAt, step: next });
      },
    });
  const open = (action: ChallengeAction) => {
    step.reset();
    setOpened(action);
  };
  const close = () => {
    if (!step.isPending) setOpened(null);
  };
  // The question itself (409 challenge_confirm_early) is the early dialog, not an error to show.
  const error =
    step.isError && !hasErrorCode(step.error, 'challenge_confirm_early') ? errorText(step.error) : null;
  const challenger = isolate(personName(challenge.challenger));
  const defender = isolate(personName(challenge.defender));

  const confirmText = (): { title: string; detail: string } | null => {
    if (opened === 'decline') {
      const key =
        settings?.declineCounts === 'nothing' ? 'confirmStep.decline.nothing' : 'confirmStep.decline.forfeit';
      return { title: t('confirmStep.decline.title'), detail: t(key, { name: challenger }) };
    }
    if (opened === 'withdraw')
      return {
        title: t('confirmStep.withdraw.title'),
        detail: t('confirmStep.withdraw.detail', { name: defender }),
      };
    if (opened === 'cancel')
      return { title: t('confirmStep.cancel.title'), detail: t('confirmStep.cancel.detail') };
    if (opened === 'confirm') {
      const values = { score: reportScore(challenge), name: isolate(winnerName(challenge) ?? '') };
      return { title: t('confirmStep.confirm.title'), detail: t('confirmStep.confirm.detail', values) };
    }
    return null;
  };
  const asked = confirmText();

  if (actions.length === 0) return null;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={QUIET.has(action) ? 'outlined' : 'contained'}
            color={action === 'cancel' || action === 'decline' ? 'error' : 'primary'}
            onClick={() => open(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Box>

      <ConfirmDialog
        open={opened !== null && ASKED.has(opened)}
        title={asked?.title ?? ''}
        confirmLabel={opened ? t(`actions.${opened}`) : ''}
        cancelLabel={t('confirmStep.no')}
        pending={step.isPending}
        error={error}
        onConfirm={() => {
          if (opened === 'decline' || opened === 'withdraw' || opened === 'cancel' || opened === 'confirm')
            run({ action: opened });
        }}
        onCancel={close}
      >
        {asked?.detail}
      </ConfirmDialog>
      <ConfirmDialog
        open={early !== null}
        title={t('confirmStep.early.title')}
        confirmLabel={t('confirmStep.early.yes')}
        cancelLabel={t('confirmStep.no')}
        pending={step.isPending}
        error={early ? error : null}
        onConfirm={() => {
          if (early) run({ action: 'settle', body: { ...early.step.body, confirmEarly: true } });
        }}
        onCancel={() => {
          if (!step.isPending) setEarly(null);
        }}
      >
        {t('confirmStep.early.detail', { date: early?.agreedAt ? dateTime(early.agreedAt) : '' })}
      </ConfirmDialog>
      {opened === 'accept' && (
        <AcceptDialog
          challenge={challenge}
          playDays={settings?.playDays}
          open
          pending={step.isPending}
          error={error}
          onClose={close}
          onSubmit={(body) => run({ action: 'accept', body })}
        />
      )}
      {(opened === 'report' || opened === 'settle') && (
        <ResultDialog
          challenge={challenge}
          open
          mode={opened}
          pending={step.isPending}
          error={error}
          onClose={close}
          onSubmit={(draft) =>
            run(
              opened === 'report'
                ? { action: 'report', body: draft }
                : { action: 'settle', body: draft.score === '' ? { winnerId: draft.winnerId } : draft },
            )
          }
        />
      )}
      {opened === 'dispute' && (
        <DisputeDialog
          open
          pending={step.isPending}
          error={error}
          onClose={close}
          onSubmit={(reason) => run({ action: 'dispute', body: reason === '' ? {} : { reason } })}
        />
      )}
    </>
  );
}
