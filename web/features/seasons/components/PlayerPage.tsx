import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message';
import { usePlayerPage } from '../api';
import { SEASONS_NS } from '../i18n/messages';
import { HeadToHead } from './HeadToHead';
import { MatchLine } from './MatchLine';
import { PositionsChart } from './PositionsChart';

/**
 * /players/{playerId} (issue 37): photo or initials, positions over time, record by season and kind,
 * recent results and head-to-head. Who may open it is the server's rule (the team's coaches, the
 * player, teammates); anyone else reads "not found".
 */
export function PlayerPage({ playerId }: { playerId: number }) {
  const { t } = useTranslation(SEASONS_NS);
  const { t: tApp } = useTranslation();
  const page = usePlayerPage(playerId);
  if (page.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (page.isError) return <Alert severity="error">{tApp(errorMessageKey(page.error).key)}</Alert>;
  const { player, positions, records, recent, opponents } = page.data;
  const name = `${player.firstName} ${player.lastName}`;
  const initials = `${player.firstName[0] ?? ''}${player.lastName[0] ?? ''}`;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={player.avatar ?? undefined}
          alt=""
          sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials}
        </Avatar>
        <Stack>
          <Typography component="h1" variant="h5">
            {name}
          </Typography>
          {player.graduationYear !== null && (
            <Typography color="text.secondary">
              {t('player.classOf', { year: player.graduationYear })}
            </Typography>
          )}
        </Stack>
      </Stack>
      <Stack component="section" aria-labelledby="positions" spacing={1}>
        <Typography component="h2" variant="h6" id="positions">
          {t('player.positions')}
        </Typography>
        <PositionsChart points={positions} />
      </Stack>
      <Stack component="section" aria-labelledby="records" spacing={1}>
        <Typography component="h2" variant="h6" id="records">
          {t('player.records')}
        </Typography>
        {records.length === 0 ? (
          <Typography>{t('player.noRecord')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="records">
            <TableHead>
              <TableRow>
                <TableCell>{t('season')}</TableCell>
                <TableCell>{t('player.kindHeader')}</TableCell>
                <TableCell align="right">{t('player.singles')}</TableCell>
                <TableCell align="right">{t('player.doubles')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((r) => (
                <TableRow key={`${r.seasonId ?? 'current'}-${r.kind}`}>
                  <TableCell>{r.seasonName}</TableCell>
                  <TableCell>{t(`player.kind.${r.kind}`)}</TableCell>
                  <TableCell align="right">{`${r.singles.won}–${r.singles.lost}`}</TableCell>
                  <TableCell align="right">{`${r.doubles.won}–${r.doubles.lost}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
      <Stack component="section" aria-labelledby="recent" spacing={1}>
        <Typography component="h2" variant="h6" id="recent">
          {t('player.recent')}
        </Typography>
        {recent.length === 0 ? (
          <Typography>{t('player.noRecord')}</Typography>
        ) : (
          recent.map((m) => <MatchLine key={m.TennisMatchID} match={m} playerId={player.id} />)
        )}
      </Stack>
      {opponents.length > 0 && <HeadToHead playerId={player.id} opponents={opponents} />}
    </Stack>
  );
}
