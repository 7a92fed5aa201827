import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVAILABILITY_ANSWERS,
  type AvailabilityAnswer,
  type SubjectKind,
} from '../../../../contract/availability';
import type { CalendarItem } from '../../../../contract/calendar';
import type { GuardianChild } from '../../../../contract/guardians';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useAnswerForChild, useRemoveGuardian } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';
import { ChildDetails, itemTitle, useWhen } from './ChildDetails';

/** What the guardian answers for: the availability subject of a calendar item. */
function subjectOf(item: CalendarItem): [SubjectKind, number] {
  if (item.kind === 'event') return ['event', item.event.csa_id];
  if (item.kind === 'match') return ['match', item.match.id];
  return ['dual', item.dual.id];
}

/**
 * One child on the guardian's home: who, where on the ladder, the next item and the answer for it,
 * the child's schedule, results and messages on demand, and the guardian's own unlinking.
 */
export function ChildCard({ child }: { child: GuardianChild }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const { t: tApp } = useTranslation();
  const when = useWhen();
  const answer = useAnswerForChild();
  const unlink = useRemoveGuardian(child.playerId);
  const [given, setGiven] = useState<AvailabilityAnswer | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [open, setOpen] = useState(false);
  const next = child.next ? { ...itemTitle(child.next, t), subject: subjectOf(child.next) } : null;
  const name = `${child.firstName} ${child.lastName}`.trim();

  const choose = (value: AvailabilityAnswer | null) => {
    if (!value || !next) return;
    answer.mutate(
      { playerId: child.playerId, kind: next.subject[0], id: next.subject[1], body: { answer: value } },
      { onSuccess: () => setGiven(value) },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`child-${child.playerId}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6" id={`child-${child.playerId}`}>
            {name}
          </Typography>
          <Typography color="text.secondary">
            {child.schoolName}
            {' · '}
            {child.teamType !== null ? tApp(`teams.${child.teamType}`) : t('noTeam')}
          </Typography>
          {child.teamType !== null && (
            <Typography>
              {child.position !== null ? t('position', { position: child.position }) : t('noPosition')}
            </Typography>
          )}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('next')}
          </Typography>
          {next ? (
            <>
              <Typography>
                {next.title}
                {' — '}
                <span dir="auto">{when(next.start)}</span>
              </Typography>
              <Typography id={`can-${child.playerId}`}>{t('canCome', { child: child.firstName })}</Typography>
              <ToggleButtonGroup
                exclusive
                value={given}
                onChange={(_e, value: AvailabilityAnswer | null) => choose(value)}
                aria-labelledby={`can-${child.playerId}`}
                disabled={answer.isPending}
                size="large"
              >
                {AVAILABILITY_ANSWERS.map((a) => (
                  <ToggleButton key={a} value={a}>
                    {t(`answers.${a}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {given && !answer.isPending && (
                <Alert severity="success" role="status">
                  {t('answered', { child: child.firstName, answer: t(`answers.${given}`) })}
                </Alert>
              )}
              {answer.isError && <Alert severity="error">{t('answerFailed')}</Alert>}
            </>
          ) : (
            <Typography color="text.secondary">{t('nothingNext')}</Typography>
          )}
          <Button
            variant="text"
            sx={{ alignSelf: 'flex-start' }}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? t('hideDetails') : t('showDetails')}
          </Button>
          {open && <ChildDetails playerId={child.playerId} />}
          <Button
            color="inherit"
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setLeaving(true)}
          >
            {t('unlinkMe', { child: child.firstName })}
          </Button>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={leaving}
        title={t('unlinkMe', { child: child.firstName })}
        confirmLabel={t('manage.remove')}
        cancelLabel={t('manage.cancel')}
        pending={unlink.isPending}
        onConfirm={() => unlink.mutate(child.linkId, { onSuccess: () => setLeaving(false) })}
        onCancel={() => setLeaving(false)}
      >
        {t('unlinkConfirm', { child: child.firstName })}
      </ConfirmDialog>
    </Card>
  );
}
