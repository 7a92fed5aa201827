import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentMatch, TournamentMatchList } from '../../../../contract/tournaments';
import { tournamentMatchesQueryOptions, useDeleteTournamentMatch } from '../api';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EditMatchDialog } from './EditMatchDialog';
import { IsolatedText } from '../../../components/text/IsolatedText';
import { MatchCard } from './MatchCard';

interface MatchesViewProps {
  isCoach: boolean;
  /** An archived season's id (its read-only list), null for the current season. */
  season: number | null;
  rankingsError: boolean;
  onRankingsError: (messageKey: string) => void;
  onRankSaved: () => void;
}

interface Selected {
  tournamentId: number;
  match: TournamentMatch;
}

/** SPEC.md section 9: the card grid's columns are at least 300 px wide. */
const CARD_GRID = 'repeat(auto-fill, minmax(300px, 1fr))';

function TournamentMatches({
  group,
  showActions,
  onEdit,
  onDelete,
}: {
  group: TournamentMatchList;
  showActions: boolean;
  onEdit: (match: TournamentMatch) => void;
  onDelete: (match: TournamentMatch) => void;
}) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NS);
  const headingId = useId();
  const count = new Intl.NumberFormat(i18n.language).format(group.MatchList.length);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, marginBlockEnd: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          <bdi>{group.TournamentName}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('matches.count', { count })}
        </Typography>
      </Box>
      {group.MatchList.length === 0 ? (
        <Typography color="text.secondary">
          <IsolatedText
            ns={TOURNAMENTS_NS}
            i18nKey="empty.tournamentMatches"
            values={{ name: group.TournamentName }}
          />
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: CARD_GRID, gap: 2 }} data-testid="match-grid">
          {group.MatchList.map((match) => (
            <MatchCard
              key={match.MatchID}
              tournamentName={group.TournamentName}
              match={match}
              showActions={showActions}
              onEdit={() => onEdit(match)}
              onDelete={() => onDelete(match)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** 'Tournament matches': the matches grouped per tournament, with the edit and delete dialogs. */
export function MatchesView({
  isCoach,
  season,
  rankingsError,
  onRankingsError,
  onRankSaved,
}: MatchesViewProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const matches = useQuery(tournamentMatchesQueryOptions(season));
  const [editing, setEditing] = useState<Selected | null>(null);
  const [deleting, setDeleting] = useState<TournamentMatch | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deleteMatch = useDeleteTournamentMatch();
  const total = useMemo(
    () => (matches.data ?? []).reduce((sum, group) => sum + group.MatchList.length, 0),
    [matches.data],
  );

  const showActions = isCoach && !rankingsError;
  const names = deleting
    ? { first: deleting.Players[0]!.PlayerName, second: deleting.Players[1]!.PlayerName }
    : { first: '', second: '' };

  let content;
  if (matches.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, padding: 3 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('matches.loading')}</Typography>
      </Box>
    );
  } else if (matches.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void matches.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('errors.matchesLoad')}
      </Alert>
    );
  } else if (total === 0) {
    content = (
      <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
        <SportsTennisIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ marginBlockStart: 1 }}>{t('empty.matches')}</Typography>
      </Paper>
    );
  } else {
    content = matches.data.map((group) => (
      <TournamentMatches
        key={group.TournamentID}
        group={group}
        showActions={showActions}
        onEdit={(match) => setEditing({ tournamentId: group.TournamentID, match })}
        onDelete={(match) => {
          deleteMatch.reset();
          setDeleting(match);
          setConfirmOpen(true);
        }}
      />
    ));
  }

  return (
    <Stack spacing={4}>
      {content}

      {editing && (
        <EditMatchDialog
          key={editing.match.MatchID}
          tournamentId={editing.tournamentId}
          match={editing.match}
          onClose={() => setEditing(null)}
          onRankingsError={onRankingsError}
          onRankSaved={onRankSaved}
        />
      )}

      <ConfirmDeleteDialog
        open={confirmOpen}
        title={
          deleting ? <IsolatedText ns={TOURNAMENTS_NS} i18nKey="confirm.matchTitle" values={names} /> : null
        }
        pending={deleteMatch.isPending}
        error={deleteMatch.error}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (deleting) deleteMatch.mutate(deleting.MatchID, { onSuccess: () => setConfirmOpen(false) });
        }}
        onExited={() => setDeleting(null)}
      />
    </Stack>
  );
}
