import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYOFF_PER_GROUP_MAX, type DrawView } from '../../../../contract/tournaments/draws';
import { useErrorMessage } from '../../../lib/error-message';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useCreatePlayoff } from '../draw-api';
import { TOURNAMENTS_NS } from '../i18n/messages';

/** Whether a coach may be offered a playoff: a round robin of two or more groups, none made yet. */
export function offersPlayoff(draw: DrawView): boolean {
  return (
    draw.drawType === 'round_robin' &&
    draw.structures.length >= 2 &&
    draw.structures.every((s) => s.kind === 'group')
  );
}

/**
 * A round robin's playoff (issue 36): the coach picks how many of each group go on and makes it once every
 * group match is decided (until then the button waits and says how many are left; the server refuses too).
 */
export function PlayoffPanel({ draw }: { draw: DrawView }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const message = useErrorMessage();
  const smallest = Math.min(...draw.structures.map((s) => s.standings?.length ?? 0));
  const max = Math.max(1, Math.min(PLAYOFF_PER_GROUP_MAX, smallest));
  const [perGroup, setPerGroup] = useState(Math.min(2, max));
  const create = useCreatePlayoff(draw.tournamentId);
  const once = useSubmitOnce();
  const open = draw.structures
    .flatMap((s) => s.matchups)
    .filter((m) => m.winner === null && !m.sides.some((x) => x.bye)).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="playoff-title" sx={{ padding: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="playoff-title" component="h2" variant="h6">
          {t('draw.playoffTitle')}
        </Typography>
        <Typography variant="body2">{t('draw.playoffHelp')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('draw.playoffPerGroup')}
            value={perGroup}
            onChange={(e) => setPerGroup(Number(e.target.value))}
            sx={{ minWidth: 200 }}
          >
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={open > 0 || once.busy}
            onClick={() => {
              if (!once.hold()) return;
              create.mutate(perGroup, { onError: once.release });
            }}
          >
            {t('draw.playoffCreate')}
          </Button>
        </Stack>
        {open > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="playoff-waiting">
            {t('draw.playoffWaiting', { count: open })}
          </Typography>
        )}
        {create.error && <Alert severity="error">{message(create.error)}</Alert>}
      </Stack>
    </Paper>
  );
}
