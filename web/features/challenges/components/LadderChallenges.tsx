import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  isOpenChallenge,
  type Challenge,
  type ChallengeBlock,
  type ChallengeSettings,
  type ChallengeStatus,
} from '../../../../contract/challenges';
import type { RosterPlayer } from '../../../../contract/ladder';
import type { TeamType } from '../../../../contract/common';
import { paths } from '../../../config/paths';
import { isolate } from '../../../lib/isolate';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { handleOf } from '../../../lib/teams';
import {
  challengeListQueryOptions,
  challengeSettingsQueryOptions,
  challengeTargetsQueryOptions,
} from '../api';
import { coachOrder } from '../challenge-model';
import { CHALLENGES_NS } from '../messages';
import { ChallengeCard, DeadlineLine } from './ChallengeSummary';
import { IssueChallengeDialog, type ChallengeTarget } from './IssueChallengeDialog';

/** Reasons a row says out loud; `self` and `below_you` would only repeat what the ladder shows. */
const SHOWN_REASONS: ReadonlySet<ChallengeBlock> = new Set([
  'out_of_range',
  'unplaced',
  'has_open_challenge',
  'you_have_open_challenge',
]);

export interface LadderChallengesView {
  /** What a ladder row adds: its open challenges, and for a player the Challenge action or why not. */
  rowExtra: (player: RosterPlayer) => ReactNode;
  /** Above the ladder: the viewer's (player) or the team's (coach) open challenges, and the dialog. */
  panel: ReactNode;
}

/**
 * The ladder page's part of issue 21, composed in by the route: reads the challenge list (a
 * player's own, a coach's whole team), a player's targets, and keeps the challenge dialog.
 */
export function useLadderChallenges(team: TeamType, role: 'coach' | 'player'): LadderChallengesView {
  const isPlayer = role === 'player';
  const list = useQuery(challengeListQueryOptions(team));
  const targets = useQuery({ ...challengeTargetsQueryOptions(team), enabled: isPlayer });
  const coachSettings = useQuery({ ...challengeSettingsQueryOptions(team), enabled: !isPlayer });
  const settings: ChallengeSettings | undefined = isPlayer ? targets.data?.settings : coachSettings.data;
  const [target, setTarget] = useState<ChallengeTarget | null>(null);

  const challenges = list.data;
  const targetData = targets.data;
  // The ladder's own read (cached under its key) carries each row's open challenges (issue 21).
  const roster = useQuery(rosterQueryOptions(team)).data;
  const names = useMemo(
    () => new Map((roster?.players ?? []).map((p) => [p.PlayerID, `${p.FirstName} ${p.LastName}`.trim()])),
    [roster],
  );
  const rowExtra = useCallback(
    (player: RosterPlayer) => (
      <RowChallenges
        playerId={player.PlayerID}
        name={`${player.FirstName} ${player.LastName}`.trim()}
        open={(player.OpenChallenges ?? []).map((c) => ({
          id: c.ChallengeID,
          role: c.Role,
          opponent: names.get(c.OpponentID) ?? '',
          status: c.Status as ChallengeStatus,
          deadlineAt: c.DeadlineAt,
        }))}
        target={targetData?.targets.find((x) => x.playerId === player.PlayerID)}
        maxPlaces={targetData?.maxPlaces ?? 0}
        settings={settings}
        onChallenge={setTarget}
      />
    ),
    [names, targetData, settings],
  );

  const youAreUnplaced = targetData?.targets.some((x) => x.reason === 'you_are_unplaced') ?? false;
  const panel = (
    <>
      <ChallengesPanel
        team={team}
        isPlayer={isPlayer}
        challenges={challenges}
        failed={list.isError}
        retry={() => void list.refetch()}
        settings={settings}
        youAreUnplaced={youAreUnplaced}
      />
      {isPlayer && (
        <IssueChallengeDialog
          team={team}
          target={target}
          answerDays={settings?.answerDays ?? 3}
          onClose={() => setTarget(null)}
        />
      )}
    </>
  );
  return { rowExtra, panel };
}

interface RowChallenge {
  id: number;
  role: 'challenger' | 'defender';
  opponent: string;
  status: ChallengeStatus;
  deadlineAt: string | null;
}

interface RowChallengesProps {
  playerId: number;
  name: string;
  open: RowChallenge[];
  target?: { canChallenge: boolean; reason: ChallengeBlock | null };
  maxPlaces: number;
  settings?: ChallengeSettings;
  onChallenge: (target: ChallengeTarget) => void;
}

function RowChallenges({
  playerId,
  name,
  open,
  target,
  maxPlaces,
  settings,
  onChallenge,
}: RowChallengesProps) {
  const { t } = useTranslation(CHALLENGES_NS);
  const reason = target?.reason ?? null;
  const showReason = reason !== null && SHOWN_REASONS.has(reason) && open.length === 0;
  if (open.length === 0 && !target?.canChallenge && !showReason) return null;
  return (
    <Box
      data-testid="row-challenges"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
    >
      {open.map((c) => {
        const key = c.role === 'challenger' ? 'ladder.challenging' : 'ladder.challengedBy';
        return (
          <Box key={c.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Link
              component={RouterLink}
              to={paths.challengeOf(c.id)}
              variant="body2"
              sx={{ minHeight: 24, display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' }}
            >
              {t(key, { name: isolate(c.opponent) })}
            </Link>
            <DeadlineLine challenge={c} settings={settings} side={c.role} />
          </Box>
        );
      })}
      {target?.canChallenge && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<SportsTennisIcon />}
          aria-label={t('ladder.challengeName', { name })}
          onClick={() => onChallenge({ playerId, name })}
        >
          {t('challenge')}
        </Button>
      )}
      {showReason && (
        <Typography variant="body2" color="text.secondary" data-testid="challenge-reason">
          {t(`ladder.reasons.${reason}`, { max: maxPlaces })}
        </Typography>
      )}
    </Box>
  );
}

function ChallengesPanel({
  team,
  isPlayer,
  challenges,
  failed,
  retry,
  settings,
  youAreUnplaced,
}: {
  team: TeamType;
  isPlayer: boolean;
  challenges: Challenge[] | undefined;
  failed: boolean;
  retry: () => void;
  settings?: ChallengeSettings;
  youAreUnplaced: boolean;
}) {
  const { t } = useTranslation(CHALLENGES_NS);
  const headingId = useId();
  const open = useMemo(
    () => coachOrder((challenges ?? []).filter((c) => isOpenChallenge(c.status))),
    [challenges],
  );
  const disputed = open.filter((c) => c.status === 'disputed').length;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          paddingInline: 1.5,
          paddingBlock: 1,
          borderBlockEnd: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(isPlayer ? 'ladder.mine' : 'ladder.teamOpen')}
          {disputed > 0 && (
            <Typography component="span" color="error" sx={{ marginInlineStart: 1, fontWeight: 600 }}>
              {t('ladder.disputed', { count: disputed })}
            </Typography>
          )}
        </Typography>
        <Button size="small" component={RouterLink} to={`${paths.challenges}?team=${handleOf(team)}`}>
          {t('ladder.seeAll')}
        </Button>
      </Box>
      {failed ? (
        <Alert
          severity="error"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('translation:app.retry')}
            </Button>
          }
        >
          {t('ladder.loadFailed')}
        </Alert>
      ) : challenges === undefined ? (
        <Box aria-busy="true" sx={{ padding: 1.5 }}>
          <Skeleton variant="text" width="60%" />
          <span className="visually-hidden">{t('translation:app.loading')}</span>
        </Box>
      ) : open.length === 0 ? (
        <Typography color="text.secondary" sx={{ padding: 1.5 }} data-testid="no-open-challenges">
          {youAreUnplaced ? t('ladder.unplacedYou') : t(isPlayer ? 'ladder.noneMine' : 'ladder.noneOpen')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {open.map((c) => (
            <ChallengeCard key={c.id} challenge={c} settings={settings} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
