import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message';
import { useHeadToHead } from '../api';
import { SEASONS_NS } from '../i18n/messages';
import { MatchLine } from './MatchLine';

/** Head-to-head against anyone the player has met: won, lost, sets, the last meetings. */
export function HeadToHead({
  playerId,
  opponents,
}: {
  playerId: number;
  opponents: readonly { id: number | null; name: string; meetings: number }[];
}) {
  const { t } = useTranslation(SEASONS_NS);
  const { t: tApp } = useTranslation();
  const [chosen, setChosen] = useState('');
  const other = opponents.find((o) => keyOf(o) === chosen);
  const h2h = useHeadToHead(
    playerId,
    other ? (other.id !== null ? { with: other.id } : { name: other.name }) : null,
  );
  return (
    <Stack component="section" aria-labelledby="h2h" spacing={1}>
      <Typography component="h2" variant="h6" id="h2h">
        {t('player.h2h')}
      </Typography>
      <TextField
        select
        label={t('player.against')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      >
        {opponents.map((o) => (
          <MenuItem key={keyOf(o)} value={keyOf(o)}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      {other &&
        (h2h.isPending ? (
          <CircularProgress aria-label={t('loading')} />
        ) : h2h.isError ? (
          <Alert severity="error">{tApp(errorMessageKey(h2h.error).key)}</Alert>
        ) : (
          <Stack spacing={1}>
            <Typography role="status" sx={{ fontWeight: 500 }}>
              {t('player.h2hSummary', h2h.data)}
            </Typography>
            <Typography variant="subtitle2">{t('player.lastMeetings')}</Typography>
            {h2h.data.meetings.length === 0 ? (
              <Typography>{t('player.noMeetings')}</Typography>
            ) : (
              h2h.data.meetings.map((m) => <MatchLine key={m.TennisMatchID} match={m} playerId={playerId} />)
            )}
          </Stack>
        ))}
    </Stack>
  );
}

const keyOf = (o: { id: number | null; name: string }) => (o.id !== null ? `id:${o.id}` : `name:${o.name}`);
