import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useMessage } from '../../../components/messages/MessageProvider';
import { isolate } from '../../../lib/isolate';
import { PositionTakenError, reorderErrorKey, useInsertPlayer, useMovePlayer, useSwapPlayers } from '../api';
import { useFormatters } from '../hooks/use-formatters';
import { fullName, insertChoices, isTeamType, POSITION_CHOICES, positionLabel } from '../ladder-model';
import { LADDER_NS } from '../messages';
import { TakenPlaceOffer } from './TakenPlaceOffer';

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

/** How the dialog moves the player: SPEC.md's move, or issue 17's insert and swap (one step each). */
type Mode = 'move' | 'insert' | 'swap';
const MODES: readonly Mode[] = ['move', 'insert', 'swap'];

/**
 * SPEC.md sections 4-5 "Move player": a position (1-100) and a team, both needed to save. The
 * server is asked whether the place is free; a taken place shows SPEC.md's message, which goes
 * away as soon as the choice changes. Two more ways (issue 17), within this team: "move to place
 * N", where the players in between shift one place, and "swap with" another player. A place
 * taken on the player's own team offers those two right under the message (issue 29).
 */
/** The places and players lists are long (up to 64): their menus scroll instead of filling the screen. */
const LONG_LIST = { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } };

export function MovePlayerDialog({ player, team, strid, teams, ladder, onClose }: MovePlayerDialogProps) {
  const { t } = useTranslation(LADDER_NS);
  const format = useFormatters();
  const showMessage = useMessage();
  const titleId = useId();
  const move = useMovePlayer();
  const insert = useInsertPlayer();
  const swap = useSwapPlayers();
  const [mode, setMode] = useState<Mode>('move');
  const [position, setPosition] = useState<number | ''>('');
  const [targetTeam, setTargetTeam] = useState<TeamType | ''>(team);
  const [other, setOther] = useState<number | ''>('');
  const [problem, setProblem] = useState<'move.taken' | 'move.pastEnd' | 'move.full' | 'move.failed' | null>(
    null,
  );
  const name = isolate(fullName(player));
  const pending = move.isPending || insert.isPending || swap.isPending;
  const others = useMemo(
    () => ladder.filter((p) => p.SchoolTeamPlayerID !== player.SchoolTeamPlayerID),
    [ladder, player.SchoolTeamPlayerID],
  );
  const insertPlaces = useMemo(() => insertChoices(ladder, player), [ladder, player]);

  // Places on this team's ladder, to say who holds them while this team is chosen.
  const holders = useMemo(() => new Map(ladder.map((p) => [p.Position, p])), [ladder]);

  const chooseMode = (value: string) => {
    const next = MODES.find((m) => m === value) ?? 'move';
    setMode(next);
    setPosition('');
    setOther('');
    if (next !== 'move') setTargetTeam(team);
    setProblem(null);
  };
  const choosePosition = (value: string) => {
    setPosition(value === '' ? '' : Number(value));
    setProblem(null);
    move.reset();
  };
  const chooseOther = (value: string) => {
    setOther(value === '' ? '' : Number(value));
    setProblem(null);
  };
  const chooseTeam = (value: string) => {
    const next = Number(value);
    setTargetTeam(isTeamType(next) ? next : '');
    setProblem(null);
    move.reset();
  };

  const otherPlayer = others.find((p) => p.SchoolTeamPlayerID === other);
  const ready =
    mode === 'swap' ? otherPlayer !== undefined : position !== '' && (mode === 'insert' || targetTeam !== '');

  const swapWith = (partner: RosterPlayer) =>
    swap.mutate(
      { player, other: partner, strid },
      {
        onSuccess: () => {
          showMessage({
            message: t('move.swapped', { name, other: isolate(fullName(partner)) }),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => setProblem(reorderErrorKey(error)),
      },
    );
  const insertAt = (place: number) =>
    insert.mutate(
      { player, strid, position: place },
      {
        onSuccess: () => {
          showMessage({
            message: t('move.inserted', { name, position: format.number(place) }),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => setProblem(reorderErrorKey(error)),
      },
    );

  const save = () => {
    if (!ready) return;
    if (mode === 'swap') {
      if (otherPlayer) swapWith(otherPlayer);
      return;
    }
    if (position === '') return;
    if (mode === 'insert') {
      insertAt(position);
      return;
    }
    if (targetTeam === '') return;
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
        onError: (error) => setProblem(error instanceof PositionTakenError ? 'move.taken' : 'move.failed'),
      },
    );
  };

  // A place taken on this team (issue 29): the two moves that can take it, offered right here.
  const takenHere =
    problem === 'move.taken' && mode === 'move' && targetTeam === team && position !== ''
      ? holders.get(position)
      : undefined;
  const canInsertAt = position !== '' && insertPlaces.includes(position);

  const optionLabel = (choice: number) => {
    const written = format.number(choice);
    if (targetTeam !== team) return written;
    const holder = holders.get(choice);
    if (!holder) return written;
    if (holder.SchoolTeamPlayerID === player.SchoolTeamPlayerID)
      return t('move.current', { position: written });
    if (mode === 'insert') return t('move.placeOf', { position: written, name: isolate(fullName(holder)) });
    return t('move.takenBy', { position: written, name: isolate(fullName(holder)) });
  };

  return (
    <Dialog open onClose={() => !pending && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('move.title', { name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {t('move.now', {
            team: t(`translation:teams.${team}`),
            position: positionLabel(player.Position, format) ?? t('na'),
          })}
        </Typography>
        <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
          <FormControl disabled={pending}>
            <FormLabel id={`${titleId}-how`}>{t('move.how')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-how`}
              value={mode}
              onChange={(event) => chooseMode(event.target.value)}
            >
              {MODES.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio />}
                  label={t(`move.modes.${choice}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {mode === 'swap' ? (
            <TextField
              select
              required
              label={t('move.swapWith')}
              value={other === '' ? '' : String(other)}
              onChange={(event) => chooseOther(event.target.value)}
              disabled={pending}
              slotProps={LONG_LIST}
            >
              {others.map((choice) => (
                <MenuItem key={choice.SchoolTeamPlayerID} value={String(choice.SchoolTeamPlayerID)}>
                  {t('move.playerAt', {
                    position: positionLabel(choice.Position, format) ?? t('na'),
                    name: isolate(fullName(choice)),
                  })}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              select
              required
              label={t('move.position')}
              value={position === '' ? '' : String(position)}
              onChange={(event) => choosePosition(event.target.value)}
              disabled={pending}
              helperText={mode === 'insert' ? t('move.insertHelp') : undefined}
              slotProps={LONG_LIST}
            >
              {(mode === 'insert' ? insertPlaces : POSITION_CHOICES).map((choice) => (
                <MenuItem key={choice} value={String(choice)}>
                  {optionLabel(choice)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {mode === 'move' && (
            <TextField
              select
              required
              label={t('move.team')}
              value={targetTeam === '' ? '' : String(targetTeam)}
              onChange={(event) => chooseTeam(event.target.value)}
              disabled={pending}
            >
              {teams.map((choice) => (
                <MenuItem key={choice} value={String(choice)}>
                  {t(`translation:teams.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {problem !== null && (
            <Alert severity="error" role="alert">
              {t(problem)}
              {takenHere && position !== '' && (
                <TakenPlaceOffer
                  holder={takenHere}
                  position={position}
                  canInsert={canInsertAt}
                  pending={pending}
                  onInsert={() => insertAt(position)}
                  onSwap={() => swapWith(takenHere)}
                />
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!ready || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('move.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
