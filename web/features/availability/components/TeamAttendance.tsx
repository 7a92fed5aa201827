import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { percent, teamRatesQuery } from '../api';
import { AVAILABILITY_NS } from '../i18n/messages';

/**
 * In the ladder's column, below its changes: each player's season attendance (a player sees their own
 * row only). Nothing until a mark exists.
 */
export function TeamAttendance({ team }: { team: number }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const titleId = useId();
  const rates = useQuery(teamRatesQuery(team));
  const rows = rates.data?.data ?? [];
  if (!rows.some((r) => r.present + r.late + r.excused + r.absent > 0)) return null;
  return (
    // The frame and heading of the ladder's changes above it, so the two cards line up (issue 29, item 24).
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ padding: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
        {t('teamRates')}
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('player')}</TableCell>
            <TableCell align="right">{t('rateColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const value = percent(r.rate);
            return (
              <TableRow key={r.id}>
                <TableCell dir="auto">{r.name}</TableCell>
                <TableCell align="right">{value === null ? '—' : `${value}%`}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
