import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { RosterPlayer } from '../../../../contract/ladder';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import { useMessage } from '../../../components/messages/MessageProvider';
import { isolate } from '../../../lib/isolate';
import type { Roster } from '../../../lib/roster-query';
import { teamPinQueryOptions, useDeletePlayer } from '../api';
import { fullName } from '../ladder-model';
import { SEARCH_ROW } from '../ladder-layout';
import { LADDER_NS } from '../messages';
import { rowId } from './LadderRowParts';
import { LadderTable } from './LadderTable';
import { PlayerSearch } from './PlayerSearch';
import { TeamPinPanel } from './TeamPinPanel';

// Mounted only while a player is being moved: its code (radio groups, selects) loads then.
const MovePlayerDialog = lazyUntilOpen(
  () => import('./MovePlayerDialog').then((module) => module.MovePlayerDialog),
  () => true,
);

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

/** The loaded ladder: search, the coach's PIN panel, the table, and the move and delete dialogs. */
export const LadderContent = memo(function LadderContent({
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
