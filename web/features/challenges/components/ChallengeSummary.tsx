import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Challenge, ChallengeSettings, ChallengeStatus } from '../../../../contract/challenges';
import { IsolatedText } from '../../../components/text/IsolatedText';
import { paths } from '../../../config/paths';
import { deadlineKind, personName, viewerSide } from '../challenge-model';
import { useDateTime, useRemaining, useRemainingText } from '../hooks';
import { CHALLENGES_NS } from '../messages';

/** Open steps in the theme's primary colour, a dispute in red, closed ones quiet (all AA-contrast). */
const STATUS_COLOR: Record<ChallengeStatus, ChipProps['color']> = {
  issued: 'primary',
  accepted: 'primary',
  reported: 'primary',
  disputed: 'error',
  declined: 'default',
  withdrawn: 'default',
  cancelled: 'default',
  confirmed: 'default',
  forfeited: 'default',
  expired: 'default',
};

export function StatusChip({ status }: { status: ChallengeStatus }) {
  const { t } = useTranslation(CHALLENGES_NS);
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant={status === 'disputed' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
    />
  );
}

/**
 * The deadline of a challenge's step as a countdown ("Forfeit in 2 days 5 hours"), the date
 * itself in the element's title and datetime. Nothing when the step has no deadline.
 */
export function DeadlineLine({
  challenge,
  settings,
  side,
}: {
  challenge: Pick<Challenge, 'status' | 'deadlineAt'>;
  settings?: Pick<ChallengeSettings, 'unansweredCounts'>;
  /** Whose view it is (a player's row or page): the challenger waits for an answer, the defender must give it. */
  side?: 'challenger' | 'defender';
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const left = useRemaining(challenge.deadlineAt);
  const words = useRemainingText();
  const dateTime = useDateTime();
  const kind = deadlineKind(challenge.status, settings, side);
  if (left === null || kind === null || challenge.deadlineAt === null) return null;
  const urgent = left.overdue || left.days === 0;
  return (
    <Typography
      component="span"
      variant="body2"
      data-testid="challenge-deadline"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: urgent ? 'error.main' : 'text.secondary',
        fontWeight: urgent ? 600 : 400,
      }}
    >
      <HourglassBottomIcon aria-hidden fontSize="inherit" />
      <time
        dateTime={challenge.deadlineAt}
        title={t('deadline.at', { date: dateTime(challenge.deadlineAt) })}
      >
        {left.overdue ? t('deadline.overdue') : t(`deadline.${kind}`, { time: words(left) })}
      </time>
    </Typography>
  );
}

/** One challenge in a list: the two players (a link to its page), its state and its deadline. */
export function ChallengeCard({
  challenge,
  settings,
  component = 'li',
}: {
  challenge: Challenge;
  settings?: Pick<ChallengeSettings, 'unansweredCounts'>;
  component?: 'li' | 'div';
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const challenger = personName(challenge.challenger);
  const defender = personName(challenge.defender);
  return (
    <Box
      component={component}
      data-testid="challenge-card"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        paddingBlock: 1.25,
        paddingInline: 1.5,
        borderBlockEnd: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBlockEnd: 0 },
      }}
    >
      <Link
        component={RouterLink}
        to={paths.challengeOf(challenge.id)}
        aria-label={t('list.open_link', { challenger, defender })}
        sx={{
          fontWeight: 600,
          overflowWrap: 'anywhere',
          minHeight: 24,
          display: 'inline-flex',
          alignItems: 'center',
        }}
      >
        <span>
          <IsolatedText ns={CHALLENGES_NS} i18nKey="vs" values={{ challenger, defender }} />
        </span>
      </Link>
      <StatusChip status={challenge.status} />
      <DeadlineLine challenge={challenge} settings={settings} side={viewerSide(challenge)} />
    </Box>
  );
}
