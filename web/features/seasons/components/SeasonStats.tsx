import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message';
import { useSeasonStats } from '../api';
import { SEASONS_NS } from '../i18n/messages';

/** A season's team statistics: each player's record, win %, dual lines and attendance rate. */
export function SeasonStats({ seasonId }: { seasonId: number }) {
  const { t, i18n } = useTranslation(SEASONS_NS);
  const { t: tApp } = useTranslation();
  const stats = useSeasonStats(seasonId);
  const pct = (n: number | null) =>
    n === null
      ? t('stats.none')
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
  return (
    <Stack component="section" aria-labelledby="season-stats" spacing={1}>
      <Typography component="h2" variant="h6" id="season-stats">
        {t('stats.title')}
      </Typography>
      {stats.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : stats.isError ? (
        <Alert severity="error">{tApp(errorMessageKey(stats.error).key)}</Alert>
      ) : stats.data.rows.length === 0 ? (
        <Typography>{t('noPlayers')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="season-stats">
            <TableHead>
              <TableRow>
                <TableCell>{t('stats.player')}</TableCell>
                <TableCell align="right">{t('stats.record')}</TableCell>
                <TableCell align="right">{t('stats.winPercent')}</TableCell>
                <TableCell align="right">{t('stats.dualLines')}</TableCell>
                <TableCell align="right">{t('stats.attendance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stats.data.rows.map((r) => (
                <TableRow key={r.playerId}>
                  <TableCell component="th" scope="row">
                    {r.name}
                  </TableCell>
                  <TableCell align="right">{`${r.won}–${r.lost}`}</TableCell>
                  <TableCell align="right">{pct(r.winPercent)}</TableCell>
                  <TableCell align="right">{r.dualLines}</TableCell>
                  <TableCell align="right">{pct(r.attendancePercent)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
