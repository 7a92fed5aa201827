import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer } from '../../../../contract/ladder';
import { MATCHES_NS } from '../i18n/messages';
import { fullName, isPlaced } from '../match-model';

/** Four places: side 1 takes slots 0 and 1, side 2 slots 2 and 3; singles uses 0 and 2. */
export type Picks = [number | null, number | null, number | null, number | null];

interface MatchSidePickerProps {
  side: 1 | 2;
  singles: boolean;
  /** The slots the match uses (singles 0 and 2, doubles all four). */
  slots: readonly number[];
  picks: Picks;
  /** The team's players in ladder order. */
  players: RosterPlayer[];
  /** A challenge shows each player's place and offers only placed players. */
  isChallenge: boolean;
  disabled: boolean;
  /** The coach sent the form with a slot empty: the empty ones are marked. */
  missing: boolean;
  onPick: (slot: number, value: string) => void;
}

/**
 * One side of the new match: a player choice per slot of that side. A player chosen in another
 * slot is offered but disabled.
 */
export function MatchSidePicker(props: MatchSidePickerProps) {
  const { side, singles, slots, picks, players, isChallenge, disabled, missing, onPick } = props;
  const { t, i18n } = useTranslation(MATCHES_NS);
  const number = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  const sideSlots = slots.filter((slot) => (side === 1 ? slot < 2 : slot >= 2));
  const slotLabel = (slot: number) =>
    singles ? t(slot < 2 ? 'create.side1Player' : 'create.side2Player') : t(`create.slot${slot}`);

  return (
    <Box component="fieldset" sx={{ border: 0, margin: 0, padding: 0, minWidth: 0, flex: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ marginBlockEnd: 1.5, padding: 0 }}>
        {t(side === 1 ? 'create.side1' : 'create.side2')}
      </Typography>
      <Stack spacing={2}>
        {sideSlots.map((slot) => (
          <TextField
            key={slot}
            select
            required
            fullWidth
            label={slotLabel(slot)}
            value={picks[slot] ?? ''}
            onChange={(event) => onPick(slot, event.target.value)}
            disabled={disabled}
            error={missing && picks[slot] === null}
          >
            {players.map((player) => {
              const takenElsewhere = slots.some(
                (other) => other !== slot && picks[other] === player.PlayerID,
              );
              const unplaced = isChallenge && !isPlaced(player);
              return (
                <MenuItem key={player.PlayerID} value={player.PlayerID} disabled={takenElsewhere || unplaced}>
                  {isChallenge ? (
                    <Box
                      component="span"
                      sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}
                    >
                      <Box
                        component="span"
                        sx={{ fontWeight: 700, minWidth: '2.5ch', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {isPlaced(player) ? number.format(player.Position) : t('create.na')}
                      </Box>
                      <bdi>{fullName(player)}</bdi>
                      {unplaced && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {t('create.noPosition')}
                        </Typography>
                      )}
                    </Box>
                  ) : (
                    <bdi>{fullName(player)}</bdi>
                  )}
                </MenuItem>
              );
            })}
          </TextField>
        ))}
      </Stack>
    </Box>
  );
}
