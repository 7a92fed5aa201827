import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { TOURNAMENTS_NS } from '../i18n/messages';

/** A pair being built: each place a team player's id, or null until chosen. */
export type PairDraft = [number | null, number | null];

interface PairPickerProps {
  team: TeamType;
  pairs: PairDraft[];
  onChange: (pairs: PairDraft[]) => void;
}

/**
 * A doubles draw's pairs (issue 36): two players of the team per pair, chosen from its ladder, one list
 * per place (a select: keyboard and screen-reader usable on a phone). A player already in a pair is not
 * offered for another. The pairs' order is the seed order when the coach seeds by hand.
 */
export function PairPicker({ team, pairs, onChange }: PairPickerProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const roster = useQuery(rosterQueryOptions(team));
  const taken = new Set(pairs.flat().filter((id): id is number => id !== null));

  const set = (pair: number, place: 0 | 1, id: number | null) =>
    onChange(pairs.map((p, i) => (i === pair ? (place === 0 ? [id, p[1]] : [p[0], id]) : p)));

  if (roster.isPending)
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{t('draw.pairs.loading')}</Typography>
      </Box>
    );
  if (roster.isError)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void roster.refetch()}>
            {t('draw.pairs.retry')}
          </Button>
        }
      >
        {t('draw.pairs.loadError')}
      </Alert>
    );
  const players = roster.data.players;
  if (players.length < 2) return <Alert severity="info">{t('draw.pairs.tooFew')}</Alert>;

  return (
    <Box component="fieldset" sx={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('draw.pairs.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ marginBottom: 1 }}>
        {t('draw.pairs.help')}
      </Typography>
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {pairs.map((pair, i) => (
          <Stack
            key={i}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            aria-label={t('draw.pairs.pair', { number: i + 1 })}
            data-testid={`pair-${i + 1}`}
          >
            {([0, 1] as const).map((place) => (
              <TextField
                key={place}
                select
                fullWidth
                size="small"
                label={t(place === 0 ? 'draw.pairs.first' : 'draw.pairs.second', { number: i + 1 })}
                value={pair[place] ?? ''}
                onChange={(e) => set(i, place, e.target.value === '' ? null : Number(e.target.value))}
              >
                <MenuItem value="">{t('draw.pairs.none')}</MenuItem>
                {players.map((p) => (
                  <MenuItem
                    key={p.PlayerID}
                    value={p.PlayerID}
                    disabled={taken.has(p.PlayerID) && pair[place] !== p.PlayerID}
                  >
                    <bdi>{`${p.Position}. ${p.FirstName} ${p.LastName}`}</bdi>
                  </MenuItem>
                ))}
              </TextField>
            ))}
            <Box sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
              <IconButton
                aria-label={t('draw.pairs.remove', { number: i + 1 })}
                onClick={() => onChange(pairs.filter((_, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        sx={{ marginTop: 1 }}
        disabled={taken.size + 2 > players.length && pairs.every((p) => p[0] !== null && p[1] !== null)}
        onClick={() => onChange([...pairs, [null, null]])}
      >
        {t('draw.pairs.add')}
      </Button>
    </Box>
  );
}

/** The pairs to send: the complete ones, in order. */
export const completePairs = (pairs: PairDraft[]): number[][] =>
  pairs.filter((p): p is [number, number] => p[0] !== null && p[1] !== null);
