import Box from '@mui/material/Box';
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

/** Under the ladder: each player's season attendance (a player sees their own row only). Nothing until a mark exists. */
export function TeamAttendance({ team }: { team: number }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const titleId = useId();
  const rates = useQuery(teamRatesQuery(team));
  const rows = rates.data?.data ?? [];
  if (!rows.some((r) => r.present + r.late + r.excused + r.absent > 0)) return null;
  return (
    <Box sx={{ paddingInline: { xs: 2, sm: 3 }, paddingBlock: 2, maxWidth: 960 }}>
      <Paper variant="outlined">
        <Typography id={titleId} variant="h6" component="h2" sx={{ padding: 2, paddingBlockEnd: 0 }}>
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
    </Box>
  );
}
