import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament, TournamentPlayer } from '../../../../contract/tournaments';
import { tournamentsQueryOptions, useDeleteTournament, useDeleteTournamentPlayer } from '../api';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EditPlayerDialog } from './EditPlayerDialog';
import { IsolatedText } from '../../../components/text/IsolatedText';
import { TournamentTable } from './TournamentTable';

interface TournamentListProps {
  isCoach: boolean;
  /** An archived season's id (its read-only list), null for the current season. */
  season: number | null;
  rankingsError: boolean;
  /** A player's rank was saved: the rankings may now be complete. */
  onRankSaved: () => void;
}

type DeleteTarget =
  { kind: 'tournament'; tournament: Tournament } | { kind: 'player'; player: TournamentPlayer };

/** 'All tournaments': a table per tournament, with the edit and delete dialogs. */
export function TournamentList({ isCoach, season, rankingsError, onRankSaved }: TournamentListProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const tournaments = useQuery(tournamentsQueryOptions(season));
  const [editing, setEditing] = useState<{ tournament: Tournament; player: TournamentPlayer } | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deleteTournament = useDeleteTournament();
  const deletePlayer = useDeleteTournamentPlayer();
  const deletion = deleting?.kind === 'tournament' ? deleteTournament : deletePlayer;

  const askDelete = (target: DeleteTarget) => {
    deleteTournament.reset();
    deletePlayer.reset();
    setDeleting(target);
    setConfirmOpen(true);
  };
  const closeDelete = () => setConfirmOpen(false);

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'tournament')
      deleteTournament.mutate(deleting.tournament.ID, { onSuccess: closeDelete });
    else deletePlayer.mutate(deleting.player.PlayersID, { onSuccess: closeDelete });
  };

  let content;
  if (tournaments.isPending) {
    content = (
      <>
        <span className="visually-hidden" role="status">
          {t('table.loading')}
        </span>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </>
    );
  } else if (tournaments.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void tournaments.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('errors.tournamentsLoad')}
      </Alert>
    );
  } else if (tournaments.data.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
        <EmojiEventsOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ marginBlockStart: 1 }}>{t('empty.tournaments')}</Typography>
      </Paper>
    );
  } else {
    content = tournaments.data.map((tournament) => (
      <TournamentTable
        key={tournament.ID}
        tournament={tournament}
        canEdit={isCoach}
        canDeleteTournament={isCoach && !rankingsError}
        onEditPlayer={(player) => setEditing({ tournament, player })}
        onDeletePlayer={(player) => askDelete({ kind: 'player', player })}
        onDeleteTournament={() => askDelete({ kind: 'tournament', tournament })}
      />
    ));
  }

  return (
    <Stack spacing={3} aria-busy={tournaments.isPending}>
      {content}

      {editing && (
        <EditPlayerDialog
          key={editing.player.PlayersID}
          tournament={editing.tournament}
          player={editing.player}
          onSaved={onRankSaved}
          onClose={() => setEditing(null)}
        />
      )}

      <ConfirmDeleteDialog
        open={confirmOpen}
        title={
          deleting?.kind === 'tournament' ? (
            <IsolatedText
              ns={TOURNAMENTS_NS}
              i18nKey="confirm.tournamentTitle"
              values={{ name: deleting.tournament.name }}
            />
          ) : deleting?.kind === 'player' ? (
            <IsolatedText
              ns={TOURNAMENTS_NS}
              i18nKey="confirm.playerTitle"
              values={{ name: deleting.player.players }}
            />
          ) : null
        }
        pending={deletion.isPending}
        error={deletion.error}
        onCancel={closeDelete}
        onConfirm={confirmDelete}
        onExited={() => setDeleting(null)}
      />
    </Stack>
  );
}
