import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isOpenChallenge, type Challenge, type ChallengeSettings } from '../../../../contract/challenges';
import type { TeamType } from '../../../../contract/common';
import { IsolatedText } from '../../../components/text/IsolatedText';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/error-message';
import { handleOf } from '../../../lib/teams';
import { challengeQueryOptions, challengeSettingsQueryOptions, challengeTargetsQueryOptions } from '../api';
import { personName, reportScore, viewerSide, winnerName } from '../challenge-model';
import { useDateTime } from '../hooks';
import { CHALLENGES_NS } from '../messages';
import { ChallengeActions } from './ChallengeActions';
import { DeadlineLine, StatusChip } from './ChallengeSummary';

/** /challenges/{id}: one challenge, where a text's link lands: its state, deadline and next steps. */
export function ChallengePage({ id, role }: { id: number; role: 'coach' | 'player' }) {
  const { t } = useTranslation(CHALLENGES_NS);
  const challenge = useQuery(challengeQueryOptions(id));
  const team = challenge.data?.skillLevel as TeamType | undefined;
  const isPlayer = role === 'player';
  const targets = useQuery({
    ...challengeTargetsQueryOptions(team ?? 1),
    enabled: isPlayer && team !== undefined,
  });
  const coachSettings = useQuery({
    ...challengeSettingsQueryOptions(team ?? 1),
    enabled: !isPlayer && team !== undefined,
  });
  const settings = isPlayer ? targets.data?.settings : coachSettings.data;

  if (challenge.isError) {
    const missing = hasErrorCode(challenge.error, 'challenge_not_found', 'validation_failed');
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          missing ? (
            <Button color="inherit" size="small" component={RouterLink} to={paths.challenges}>
              {t('page.toList')}
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={() => void challenge.refetch()}>
              {t('translation:app.retry')}
            </Button>
          )
        }
      >
        {t(missing ? 'page.notFound' : 'page.loadFailed')}
      </Alert>
    );
  }
  if (challenge.data === undefined) {
    return (
      <Box aria-busy="true" sx={{ maxWidth: 720, marginInline: 'auto' }}>
        <Skeleton variant="text" height={48} width="70%" />
        <Skeleton variant="rounded" height={280} sx={{ marginBlockStart: 2 }} />
        <span className="visually-hidden">{t('translation:app.loading')}</span>
      </Box>
    );
  }
  return <ChallengeView challenge={challenge.data} settings={settings} />;
}

function ChallengeView({ challenge, settings }: { challenge: Challenge; settings?: ChallengeSettings }) {
  const { t } = useTranslation(CHALLENGES_NS);
  const dateTime = useDateTime();
  const actionsId = useId();
  const team = challenge.skillLevel as TeamType;
  const challenger = personName(challenge.challenger);
  const defender = personName(challenge.defender);
  const open = isOpenChallenge(challenge.status);
  const winner = winnerName(challenge);

  const outcomeName =
    challenge.outcome === 'defender_won' ? defender : challenge.outcome === null ? '' : challenger;

  return (
    <Box sx={{ maxWidth: 720, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" component={RouterLink} to={paths.ladderOf(handleOf(team))}>
          {t('page.toLadder')}
        </Button>
        <Button size="small" component={RouterLink} to={`${paths.challenges}?team=${handleOf(team)}`}>
          {t('page.toList')}
        </Button>
      </Box>
      <div>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <IsolatedText ns={CHALLENGES_NS} i18nKey="vs" values={{ challenger, defender }} />
        </Typography>
        <Typography color="text.secondary">
          {t('page.subtitle', { team: t(`translation:teams.${team}`) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, marginBlockStart: 1 }}>
          <StatusChip status={challenge.status} />
          <DeadlineLine challenge={challenge} settings={settings} side={viewerSide(challenge)} />
        </Box>
      </div>

      {challenge.outcome && (
        <Alert severity={challenge.outcome === 'none' ? 'info' : 'success'} data-testid="challenge-outcome">
          <IsolatedText
            ns={CHALLENGES_NS}
            i18nKey={`outcome.${challenge.outcome}`}
            values={{ name: outcomeName }}
          />
        </Alert>
      )}

      <Paper variant="outlined" component="section" aria-labelledby={actionsId} sx={{ padding: 2 }}>
        <Typography
          id={actionsId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, marginBlockEnd: 1.5 }}
        >
          {t('page.actions')}
        </Typography>
        {challenge.actions.length > 0 ? (
          <ChallengeActions challenge={challenge} settings={settings} />
        ) : (
          <Typography color="text.secondary">
            {waiting(challenge, t, open, settings?.coachRecordsResults === true)}
          </Typography>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            margin: 0,
            '& dt': { color: 'text.secondary', marginBlockStart: { xs: 1, sm: 0 } },
            '& dd': { margin: 0, fontWeight: 500, overflowWrap: 'anywhere' },
          }}
        >
          <Row label={t('page.challenger')}>
            <PlayerLine player={challenge.challenger} />
          </Row>
          <Row label={t('page.defender')}>
            <PlayerLine player={challenge.defender} />
          </Row>
          {challenge.status === 'issued' && (
            <>
              <Row label={t('page.proposed')}>
                {challenge.proposedAt ? dateTime(challenge.proposedAt) : t('page.notSet')}
              </Row>
              <Row label={t('page.proposedPlace')}>
                <bdi>{challenge.proposedPlace ?? t('page.notSet')}</bdi>
              </Row>
            </>
          )}
          {challenge.agreedAt && <Row label={t('page.agreed')}>{dateTime(challenge.agreedAt)}</Row>}
          {challenge.agreedAt && (
            <Row label={t('page.place')}>
              <bdi>{challenge.place ?? t('page.notSet')}</bdi>
            </Row>
          )}
          {challenge.deadlineAt && <Row label={t('page.deadline')}>{dateTime(challenge.deadlineAt)}</Row>}
          {challenge.report && (
            <>
              <Row label={t('page.result')}>
                <span data-testid="challenge-result">
                  <IsolatedText
                    ns={CHALLENGES_NS}
                    i18nKey="page.resultLine"
                    ltr={['score']}
                    values={{ score: reportScore(challenge), name: winner ?? '' }}
                  />
                </span>
              </Row>
              <Row label={t('page.reportedBy')}>{t(`page.by.${challenge.report.reportedBy}`)}</Row>
            </>
          )}
          {challenge.status === 'disputed' && (
            <Row label={t('page.disputeReason')}>
              <bdi>{challenge.disputeReason ?? t('page.noReason')}</bdi>
            </Row>
          )}
          <Row label={t('page.created')}>{dateTime(challenge.createdAt)}</Row>
          {challenge.closedAt && <Row label={t('page.closed')}>{dateTime(challenge.closedAt)}</Row>}
        </Box>
      </Paper>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function PlayerLine({ player }: { player: Challenge['challenger'] }) {
  const { t } = useTranslation(CHALLENGES_NS);
  return (
    <>
      <bdi>{personName(player)}</bdi>
      <Typography component="span" color="text.secondary" sx={{ marginInlineStart: 1 }}>
        {player.position === null ? t('unplaced') : t('position', { position: player.position })}
      </Typography>
    </>
  );
}

function waiting(
  challenge: Challenge,
  t: (key: string, values?: Record<string, unknown>) => string,
  open: boolean,
  coachRecords: boolean,
) {
  if (!open) return t('page.nothingToDo');
  if (challenge.status === 'disputed') return t('page.waitingCoach');
  if (challenge.status === 'issued') return t('page.waitingFor', { name: personName(challenge.defender) });
  if (challenge.status === 'reported' && challenge.report) {
    const other = challenge.report.reportedBy === 'challenger' ? challenge.defender : challenge.challenger;
    return t('page.waitingFor', { name: personName(other) });
  }
  // Accepted, no report offered: the agreed time has not come yet (a player reports after it).
  if (challenge.status === 'accepted' && challenge.agreedAt !== null && !coachRecords)
    return t('page.reportAfter');
  return t('page.nothingToDo');
}
