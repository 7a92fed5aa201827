import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import type { MatchType, TennisMatch } from '../../../../contract/matches';
import { TeamPageHeader } from '../../../components/choices/TeamPageHeader';
import { MESSAGE_ANCHOR, MESSAGE_AUTO_HIDE_MS } from '../../../components/messages/MessageSnackbar';
import { paths } from '../../../config/paths';
import type { Role } from '../../../lib/session';
import { useDeleteMatch, type SavedResult } from '../api';
import { MATCHES_NS } from '../i18n/messages';
import { handleOf, orderedTeams, type TeamsState } from '../../../lib/teams';
import { MATCH_TYPES, typeHandle } from '../match-model';
import { viewerTimeZone } from '../match-time';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { pairLabel } from './MatchCells';
import { MatchList } from './MatchList';

// Dialogs load their code when first opened (issue 18: a smaller first load).
const CreateMatchDialog = lazyUntilOpen(
  () => import('./CreateMatchDialog').then((module) => module.CreateMatchDialog),
  (props) => props.open,
);
const EditMatchDialog = lazyUntilOpen(
  () => import('./EditMatchDialog').then((module) => module.EditMatchDialog),
  (props) => props.open,
);

interface MatchesPageProps {
  role: Role;
  type: MatchType;
  team: TeamType;
  teams: TeamsState;
  /** The signed-in coach's id (cid), for their challenge range; undefined for a player. */
  coachId: number | undefined;
}

/**
 * /matches/{type}/{team}: the team's matches of one type, with links to the other types and the
 * user's other teams. Coaches create, edit and delete; players read.
 */
export function MatchesPage({ role, type, team, teams, coachId }: MatchesPageProps) {
  const { t } = useTranslation(MATCHES_NS);
  const navigate = useNavigate();
  const isCoach = role === 'coach';
  const handle = typeHandle(type);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(false);
  const [editing, setEditing] = useState<TennisMatch | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<TennisMatch | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [ladderMoved, setLadderMoved] = useState(false);
  const remove = useDeleteMatch();
  const myTeams = teams.status === 'success' ? orderedTeams(teams.teams) : [];
  const teamName = t(`translation:teams.${team}`);

  const onSaved = (result: SavedResult) => {
    setEditOpen(false);
    if (result.ladderChangeId !== null) setLadderMoved(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.TennisMatchID, { onSuccess: () => setDeleteOpen(false) });
  };

  return (
    <Box sx={{ maxWidth: 1200, marginInline: 'auto' }}>
      <TeamPageHeader
        overline={teamName}
        title={t(`translation:nav.${handle}`)}
        actions={
          isCoach && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setCreated(false);
                setCreating(true);
              }}
            >
              {t('page.create')}
            </Button>
          )
        }
      />

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          marginBlockEnd: 2,
        }}
      >
        <Box component="nav" aria-label={t('page.typesLabel')}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {MATCH_TYPES.map((other) => {
              const current = other === type;
              return (
                <li key={other}>
                  <Button
                    component={RouterLink}
                    to={paths.matchesOf(typeHandle(other), handleOf(team))}
                    variant={current ? 'contained' : 'outlined'}
                    color={current ? 'primary' : 'inherit'}
                    disableElevation
                    size="small"
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(`types.short.${typeHandle(other)}`)}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
        {myTeams.length > 1 && (
          <TextField
            select
            size="small"
            label={t('page.team')}
            value={myTeams.includes(team) ? team : ''}
            onChange={(event) =>
              void navigate(paths.matchesOf(handle, handleOf(Number(event.target.value) as TeamType)))
            }
            sx={{ minWidth: 220 }}
          >
            {myTeams.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`translation:teams.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>

      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {t('page.timeZone', { zone: viewerTimeZone() })}
        {!isCoach && ` ${t('page.readOnly')}`}
      </Typography>

      {created && (
        <Alert severity="success" onClose={() => setCreated(false)} sx={{ marginBlockEnd: 2 }}>
          {t('create.success')}
        </Alert>
      )}

      <MatchList
        type={type}
        team={team}
        editable={isCoach}
        busyId={deleteOpen ? (deleting?.TennisMatchID ?? null) : null}
        onEdit={(match) => {
          setCreated(false);
          setEditing(match);
          setEditOpen(true);
        }}
        onDelete={(match) => {
          setCreated(false);
          remove.reset();
          setDeleting(match);
          setDeleteOpen(true);
        }}
      />

      {isCoach && (
        <>
          <CreateMatchDialog
            open={creating}
            type={type}
            team={team}
            coachId={coachId}
            onClose={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              setCreated(true);
            }}
          />
          <EditMatchDialog
            match={editing}
            open={editOpen}
            onClose={() => setEditOpen(false)}
            onSaved={onSaved}
          />
          <ConfirmDeleteDialog
            open={deleteOpen}
            players={deleting ? pairLabel(deleting, t('list.vs')) : ''}
            pending={remove.isPending}
            error={remove.error}
            onCancel={() => setDeleteOpen(false)}
            onConfirm={confirmDelete}
            onExited={() => setDeleting(null)}
          />
        </>
      )}

      <Snackbar
        open={ladderMoved}
        autoHideDuration={MESSAGE_AUTO_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setLadderMoved(false);
        }}
        {...MESSAGE_ANCHOR}
      >
        <Alert
          severity="success"
          variant="filled"
          action={
            <>
              <Button color="inherit" size="small" component={RouterLink} to={paths.ladderOf(handleOf(team))}>
                {t('ladder.view')}
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label={t('close')}
                onClick={() => setLadderMoved(false)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {t('ladder.updated')}
        </Alert>
      </Snackbar>
    </Box>
  );
}
