import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import { antiStackingPresetOf } from '../../../../contract/duals';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import type { Role } from '../../../lib/session';
import { handleOf } from '../../../lib/teams';
import { dualQueryOptions, useDeleteDual, useInviteOpponent, useUnlinkOpponent } from '../api';
import { DUALS_NS } from '../i18n/messages';
import { StatusChip, useDualFormatters, useDualStatus } from './DualSummaryCard';
import { LineupSection } from './LineupSection';
import { OpponentNamesSection } from './OpponentNamesSection';
import { OtherSideView } from './OtherSideView';
import { PlayerDualView } from './PlayerDualView';
import { PublishedPanel } from './PublishedPanel';
import { LeagueRuleNotes } from './LeagueRuleNotes';
import { OwnNoShowPanel } from './NoShowPanel';
import { ResultsSection } from './ResultsSection';
import { useDualLive } from '../live';

/**
 * /duals/{team}/{id}: one dual. Its coach builds and publishes the lineup, then enters the line results; a
 * player reads the published lineup and the results; a linked opponent's coach confirms the results.
 */
export function DualPage({
  id,
  team,
  playerId,
}: {
  id: number;
  team: TeamType;
  role: Role;
  playerId?: number;
}) {
  const { t } = useTranslation(DUALS_NS);
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { when } = useDualFormatters();
  const statusOf = useDualStatus();
  // One query: the dual with its scoring view; the linked opponent's side (and a player before the lineup is
  // published) reads only the scoring view.
  const query = useQuery(dualQueryOptions(id));
  // Every change of the dual, by anyone, shows without a reload (issue 33).
  useDualLive(id, query.data?.scoring.liveVersion);
  // The arrived dual (lineups, results, panels) is drawn at a lower priority, in slices that let input
  // through, as the ladder is: drawn at once it was one long task of about 360 ms at 4x CPU (issue 30).
  const data = useDeferredValue(query.data);
  const remove = useDeleteDual();
  const invite = useInviteOpponent();
  const unlink = useUnlinkOpponent();
  const [deleting, setDeleting] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const back = (
    <Button
      component={RouterLink}
      to={paths.dualsOf(handleOf(team))}
      startIcon={
        <ArrowBackIcon
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
        />
      }
      size="small"
    >
      {t('dual.back', { team: t(`translation:teams.${team}`) })}
    </Button>
  );

  if (data === undefined && !query.isError) {
    return (
      <Box aria-busy="true" sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 2 }}>
        {back}
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 320 }} />
        <Skeleton variant="rounded" height={240} />
        <span className="visually-hidden">{t('dual.loading')}</span>
      </Box>
    );
  }
  if (data === undefined || query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 2 }}>
        {back}
        <Alert
          severity="error"
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {missing ? t('dual.notFound') : t('dual.error')}
        </Alert>
      </Box>
    );
  }

  const { dual, scoring } = data;
  if (!dual) return <OtherSideView scoring={scoring} team={team} back={back} />;
  if (!dual.mayEdit) {
    return <PlayerDualView dual={dual} scoring={scoring} team={team} playerId={playerId} back={back} />;
  }
  const status = statusOf(dual);
  return (
    <Box sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box>{back}</Box>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {t(`translation:teams.${team}`)}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {t(`list.prefix.${dual.site}`)} <bdi>{dual.opponent.name}</bdi>
        </Typography>
        <Typography color="text.secondary">
          {when(dual.startsAt)}
          {dual.place && (
            <>
              {' · '}
              <bdi>{dual.place}</bdi>
            </>
          )}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <StatusChip status={status} />
          <Chip size="small" variant="outlined" label={t(`formats.${dual.format.preset}`)} />
          <Chip
            size="small"
            variant="outlined"
            label={
              // A league dual's pack by name (LeagueRuleNotes below says "League rules: …" in full).
              scoring.rulePack ?? t(`translation:lineupRules.${dual.rulePreset}`)
            }
          />
          {dual.schoolRule && (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={t('rule.school.chip', {
                rule: t(`translation:lineupRules.${antiStackingPresetOf(dual.schoolRule)}`),
              })}
            />
          )}
          {dual.opponent.schoolId !== null && dual.opponent.invitation !== 'none' && (
            <Chip size="small" variant="outlined" label={t(`invitation.${dual.opponent.invitation}`)} />
          )}
        </Box>
      </Box>

      {dual.mayEdit &&
        dual.opponent.schoolId !== null &&
        (dual.opponent.invitation === 'none' || dual.opponent.invitation === 'declined') && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={invite.isPending}
                onClick={() => invite.mutate(dual.id)}
              >
                {t('dual.invite')}
              </Button>
            }
          >
            {t(dual.opponent.invitation === 'declined' ? 'dual.inviteDeclined' : 'dual.inviteHelp')}
            {invite.isError && ` ${errorMessage(invite.error)}`}
          </Alert>
        )}
      {(dual.linkedBy || dual.opponent.invitation === 'invited') && (
        <Alert
          severity="info"
          data-testid="dual-linked"
          action={
            <Button color="inherit" size="small" onClick={() => setUnlinking(true)}>
              {t(dual.linkedBy ? 'linked.unlink' : 'linked.withdraw')}
            </Button>
          }
        >
          {dual.linkedBy
            ? t('linked.by', { coach: dual.linkedBy.coachName, team: dual.linkedBy.teamName })
            : t('linked.waiting')}
        </Alert>
      )}
      <LeagueRuleNotes scoring={scoring} />
      {!dual.published && <LineupSection dual={dual} rulePack={scoring.rulePack} />}
      {dual.mayEdit && dual.published && <PublishedPanel dual={dual} team={team} />}
      {dual.mayEdit && scoring.leagueId != null && <OwnNoShowPanel dual={dual} leagueId={scoring.leagueId} />}
      {dual.published && <ResultsSection scoring={scoring} />}
      {dual.mayEdit && dual.published && (
        <Accordion variant="outlined" disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h2" variant="h6">
              {t('dual.changeLineup')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <LineupSection dual={dual} rulePack={scoring.rulePack} />
          </AccordionDetails>
        </Accordion>
      )}

      {!dual.linkedBy && <OpponentNamesSection key={dual.updatedAt} dual={dual} />}

      {dual.mayEdit && (
        <Box>
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('dual.delete')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={unlinking}
        title={t(dual.linkedBy ? 'linked.unlinkTitle' : 'linked.withdrawTitle')}
        confirmLabel={t(dual.linkedBy ? 'linked.unlink' : 'linked.withdraw')}
        cancelLabel={t('cancel')}
        pending={unlink.isPending}
        error={unlink.isError ? errorMessage(unlink.error) : undefined}
        onCancel={() => setUnlinking(false)}
        onConfirm={() => unlink.mutate(dual.id, { onSuccess: () => setUnlinking(false) })}
      >
        {t(dual.linkedBy ? 'linked.unlinkText' : 'linked.withdrawText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        title={t('dual.deleteTitle')}
        confirmLabel={t('dual.deleteConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(dual.id, {
            onSuccess: () => void navigate(paths.dualsOf(handleOf(team)), { replace: true }),
          })
        }
      >
        {t('dual.deleteText')}
      </ConfirmDialog>
    </Box>
  );
}
