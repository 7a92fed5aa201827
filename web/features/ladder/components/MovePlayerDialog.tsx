import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useMessage } from '../../../components/messages/MessageProvider';
import { PositionTakenError, useMovePlayer } from '../api';
import { useFormatters } from '../hooks/use-formatters';
import { fullName, isolate, isTeamType, POSITION_CHOICES, positionLabel } from '../ladder-model';
import { LADDER_NS } from '../messages';

interface MovePlayerDialogProps {
  player: RosterPlayer;
  /** The team whose ladder is shown (the player's team now) and its roster id. */
  team: TeamType;
  strid: number;
  /** The teams the coach may move the player to. */
  teams: TeamType[];
  /** This team's ladder, to tell which places are taken. */
  ladder: RosterPlayer[];
  onClose: () => void;
}

/**
 * SPEC.md sections 4-5 "Move player": a position (1-100) and a team, both needed to save. The
 * server is asked whether the place is free; a taken place shows SPEC.md's message, which goes
 * away as soon as the choice changes.
 */
export function MovePlayerDialog({ player, team, strid, teams, ladder, onClose }: MovePlayerDialogProps) {
  const { t } = useTranslation(LADDER_NS);
  const format = useFormatters();
  const showMessage = useMessage();
  const titleId = useId();
  const move = useMovePlayer();
  const [position, setPosition] = useState<number | ''>('');
  const [targetTeam, setTargetTeam] = useState<TeamType | ''>(team);
  const [problem, setProblem] = useState<'taken' | 'failed' | null>(null);
  const name = isolate(fullName(player));

  // Places on this team's ladder, to say who holds them while this team is chosen.
  const holders = useMemo(() => new Map(ladder.map((p) => [p.Position, p])), [ladder]);

  const choosePosition = (value: string) => {
    setPosition(value === '' ? '' : Number(value));
    setProblem(null);
    move.reset();
  };
  const chooseTeam = (value: string) => {
    const next = Number(value);
    setTargetTeam(isTeamType(next) ? next : '');
    setProblem(null);
    move.reset();
  };

  const ready = position !== '' && targetTeam !== '';
  const save = () => {
    if (!ready) return;
    move.mutate(
      { player, strid, team: targetTeam, position },
      {
        onSuccess: () => {
          showMessage({
            message: t('move.moved', {
              name,
              position: format.number(position),
              team: t(`translation:teams.${targetTeam}`),
            }),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => setProblem(error instanceof PositionTakenError ? 'taken' : 'failed'),
      },
    );
  };

  const optionLabel = (choice: number) => {
    const written = format.number(choice);
    if (targetTeam !== team) return written;
    const holder = holders.get(choice);
    if (!holder) return written;
    if (holder.SchoolTeamPlayerID === player.SchoolTeamPlayerID)
      return t('move.current', { position: written });
    return t('move.takenBy', { position: written, name: isolate(fullName(holder)) });
  };

  return (
    <Dialog
      open
      onClose={() => !move.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('move.title', { name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {t('move.now', {
            team: t(`translation:teams.${team}`),
            position: positionLabel(player.Position, format) ?? t('na'),
          })}
        </Typography>
        <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
          <TextField
            select
            required
            label={t('move.position')}
            value={position === '' ? '' : String(position)}
            onChange={(event) => choosePosition(event.target.value)}
            disabled={move.isPending}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
          >
            {POSITION_CHOICES.map((choice) => (
              <MenuItem key={choice} value={String(choice)}>
                {optionLabel(choice)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={t('move.team')}
            value={targetTeam === '' ? '' : String(targetTeam)}
            onChange={(event) => chooseTeam(event.target.value)}
            disabled={move.isPending}
          >
            {teams.map((choice) => (
              <MenuItem key={choice} value={String(choice)}>
                {t(`translation:teams.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          {problem !== null && (
            <Alert severity="error" role="alert">
              {t(problem === 'taken' ? 'move.taken' : 'move.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={move.isPending}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!ready || move.isPending}
          startIcon={move.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('move.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
