import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useMessage } from '../../../components/messages/MessageProvider';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { rosterQueryOptions, type Roster } from '../../../lib/roster-query';
import { teamPinQueryOptions, useDeletePlayer } from '../api';
import { isolate } from '../../../lib/isolate';
import { orderedTeams, type TeamsState } from '../../../lib/teams';
import { fullName } from '../ladder-model';
import { LADDER_NS } from '../messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import { LadderChanges } from './LadderChanges';
import { LadderTable, rowId } from './LadderTable';
import { PlayerSearch } from './PlayerSearch';
import { TeamPinPanel } from './TeamPinPanel';
import { TeamSidebar } from './TeamSidebar';

// Mounted only while a player is being moved: its code (radio groups, selects) loads then.
const MovePlayerDialog = lazyUntilOpen(
  () => import('./MovePlayerDialog').then((module) => module.MovePlayerDialog),
  () => true,
);

interface LadderPageProps {
  role: 'coach' | 'player';
  team: TeamType;
  /** The user's teams (navbar call): the side list and the move dialog's team choices. */
  teams: TeamsState;
  /** The signed-in player's id (to mark their row); none for coaches. */
  ownPlayerId?: number;
  /** What another feature adds to each row (issue 21: open challenges, the Challenge action). */
  rowExtra?: (player: RosterPlayer) => ReactNode;
  /** What another feature shows above the ladder once it is there (issue 21: open challenges). */
  aside?: ReactNode;
  /** What another feature shows in the ladder's column below its changes (issue 22: season attendance). */
  below?: ReactNode;
}

/**
 * /ladder/{team} (SPEC.md section 2 "Ladder page"). Coaches move players (row click or Enter),
 * delete them, see and renew the Team PIN and undo the latest change; players only read.
 */
export function LadderPage({ role, team, teams, ownPlayerId, rowExtra, aside, below }: LadderPageProps) {
  const { t } = useTranslation(LADDER_NS);
  const isCoach = role === 'coach';
  const roster = useQuery(rosterQueryOptions(team));
  // The arrived ladder (table, search, PIN panel) is drawn at a lower priority, in slices that let
  // input through, instead of in one long task that blocked the page.
  const rosterData = useDeferredValue(roster.data);
  const teamName = t(`translation:teams.${team}`);
  // Until the user's teams load the side list waits; if they cannot load, it shows this team only.
  // Kept while nothing changes, so that the ladder is not drawn again when other calls arrive.
  const { status } = teams;
  const navbarTeams = teams.status === 'success' ? teams.teams : null;
  const myTeams = useMemo(
    () => (navbarTeams ? orderedTeams(navbarTeams) : status === 'error' ? [team] : null),
    [navbarTeams, status, team],
  );
  const moveTeams = useMemo(() => myTeams ?? [team], [myTeams, team]);

  return (
    <Box>
      <Box sx={{ marginBlockEnd: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
          <Typography color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
            {teamName}
          </Typography>
          {/* The team's rules (challenge reach, formats, lineup and challenge rules), issue 29. */}
          {isCoach && (
            <Link component={RouterLink} to={paths.teamSettings} variant="body2">
              {t('teamSettings')}
            </Link>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TeamSidebar teams={myTeams} current={team} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          {roster.isError ? (
            <RosterError error={roster.error} retry={() => void roster.refetch()} />
          ) : rosterData === undefined ? (
            <LadderSkeleton label={t('table.loading')} isCoach={isCoach} />
          ) : (
            <LadderContent
              rowExtra={rowExtra}
              aside={aside}
              roster={rosterData}
              team={team}
              teamName={teamName}
              isCoach={isCoach}
              moveTeams={moveTeams}
              ownPlayerId={ownPlayerId}
            />
          )}
          {/* Below the ladder once it is there: appearing earlier, it would be pushed down (layout shift). */}
          {!roster.isError && rosterData !== undefined && <LadderChanges team={team} canUndo={isCoach} />}
          {/* In the ladder's column, so its edges line up with the ladder's (issue 29, item 24). */}
          {below}
        </Box>
      </Box>
    </Box>
  );
}

/*
 * The loading ladder has the shape of the loaded one (search field, the coach's PIN panel, a table
 * of a usual squad), so that the page does not jump when it arrives (layout shift): heights as
 * the loaded parts measure, in CSS pixels.
 */
const SKELETON = { search: 56, pinPanel: 114, tableHead: 60, row: 61, phoneRow: 56, rows: 8 } as const;

/** The row of the player search and the coach's PIN panel (a column on narrow screens). */
const SEARCH_ROW = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'flex-start' },
  justifyContent: 'space-between',
  gap: 2,
} as const;

function LadderSkeleton({ label, isCoach }: { label: string; isCoach: boolean }) {
  const { t } = useTranslation(LADDER_NS);
  return (
    <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={SEARCH_ROW}>
        <Skeleton
          variant="rounded"
          height={SKELETON.search}
          sx={{ flex: { sm: 1 }, maxWidth: { md: 420 } }}
        />
        {isCoach && <Skeleton variant="rounded" height={SKELETON.pinPanel} sx={{ minWidth: { sm: 240 } }} />}
      </Box>
      {/* The table, or on a phone the list (LadderTable): chosen in CSS, as LadderTable does. */}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Skeleton variant="rounded" height={SKELETON.tableHead} />
        {Array.from({ length: SKELETON.rows }, (_, i) => (
          <Skeleton
            key={i}
            variant="rectangular"
            height={SKELETON.row - 1}
            sx={{ marginBlockStart: '1px' }}
          />
        ))}
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t(isCoach ? 'table.phoneCoachHint' : 'table.phoneHintNoContacts')}
        </Typography>
        {Array.from({ length: SKELETON.rows }, (_, i) => (
          <Skeleton
            key={i}
            variant="rectangular"
            height={SKELETON.phoneRow}
            sx={{ marginBlockStart: '1px' }}
          />
        ))}
      </Box>
      <span className="visually-hidden">{label}</span>
    </Box>
  );
}

function RosterError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation(LADDER_NS);
  // 404: a team the user does not coach (or is not on); the server does not say which.
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.ladder}>
            {t('table.toLadders')}
          </Button>
        }
      >
        {t('table.notYours')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('translation:app.retry')}
        </Button>
      }
    >
      {t('table.error')}
    </Alert>
  );
}

interface LadderContentProps {
  roster: Roster;
  team: TeamType;
  teamName: string;
  isCoach: boolean;
  moveTeams: TeamType[];
  ownPlayerId?: number;
  rowExtra?: (player: RosterPlayer) => ReactNode;
  aside?: ReactNode;
}

const LadderContent = memo(function LadderContent({
  roster,
  team,
  teamName,
  isCoach,
  moveTeams,
  ownPlayerId,
  rowExtra,
  aside,
}: LadderContentProps) {
  const { t } = useTranslation(LADDER_NS);
  const showMessage = useMessage();
  const strid = roster.teamRosterID;
  const pin = useQuery({ ...teamPinQueryOptions(strid), enabled: isCoach });
  const remove = useDeletePlayer();
  const [found, setFound] = useState<RosterPlayer | null>(null);
  const [moving, setMoving] = useState<RosterPlayer | null>(null);
  const [deleting, setDeleting] = useState<RosterPlayer | null>(null);

  // The search's choice: highlighted, scrolled to and focused (when it is still on the ladder).
  const chooseFound = useCallback((player: RosterPlayer | null) => {
    setFound(player);
    if (!player) return;
    requestAnimationFrame(() => {
      const row = document.getElementById(rowId(player));
      row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (row?.tabIndex === 0) row.focus({ preventScroll: true });
    });
  }, []);

  const confirmDelete = () => {
    if (!deleting) return;
    const name = isolate(fullName(deleting));
    remove.mutate(
      { player: deleting, strid },
      {
        onSuccess: () => showMessage({ message: t('delete.deleted', { name }), variant: 'success' }),
        onError: () => showMessage({ message: t('delete.failed'), variant: 'error' }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const players = roster.players;
  const highlighted =
    found && players.some((p) => p.SchoolTeamPlayerID === found.SchoolTeamPlayerID) ? found : null;

  return (
    <>
      <Box sx={SEARCH_ROW}>
        <PlayerSearch players={players} value={highlighted} onChange={chooseFound} />
        {isCoach && <TeamPinPanel strid={strid} />}
      </Box>
      {aside}

      {players.length === 0 && isCoach && pin.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : players.length === 0 ? (
        <Alert severity="info" data-testid="empty-ladder">
          {isCoach && pin.isSuccess ? t('table.empty', { pin: pin.data }) : t('table.emptyPlayer')}
        </Alert>
      ) : (
        <LadderTable
          players={players}
          teamName={teamName}
          editable={isCoach}
          highlightedId={highlighted?.SchoolTeamPlayerID ?? null}
          ownPlayerId={ownPlayerId}
          rowExtra={rowExtra}
          deletingId={deleting?.SchoolTeamPlayerID ?? null}
          onOpenMove={setMoving}
          onDelete={setDeleting}
        />
      )}

      {isCoach && moving && (
        <MovePlayerDialog
          player={moving}
          team={team}
          strid={strid}
          teams={moveTeams.includes(team) ? moveTeams : [team, ...moveTeams]}
          ladder={players}
          onClose={() => setMoving(null)}
        />
      )}
      {isCoach && (
        <ConfirmDialog
          open={deleting !== null}
          title={t('delete.confirm')}
          confirmLabel={t('delete.yes')}
          cancelLabel={t('delete.no')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          {deleting && t('delete.detail', { name: isolate(fullName(deleting)) })}
        </ConfirmDialog>
      )}
    </>
  );
});
