import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StandingRowOut, TieBreak } from '../../../../contract/leagues';
import { LEAGUES_NS } from '../i18n/messages';

type Row = Omit<StandingRowOut, 'rosterId'>;

/**
 * A league's standings, phone first: rank, school, won-lost (ties after a second dash) and lines won; a team
 * placed by a tie-break carries the rule beside its name, and the league's tie-break order is said below.
 */
export function StandingsTable({
  rows,
  tieBreaks,
}: {
  rows: readonly Row[];
  tieBreaks: readonly TieBreak[];
}) {
  const { t } = useTranslation(LEAGUES_NS);
  const list = t('translation:shell.listSeparator');
  return (
    <Box component="section" aria-labelledby="standings-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" id="standings-title">
        {t('standings.title')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('standings.empty')}</Typography>
      ) : (
        <Table
          size="small"
          aria-labelledby="standings-title"
          sx={{
            tableLayout: 'fixed',
            '& .MuiTableCell-root': { paddingInline: { xs: 0.75, sm: 2 }, overflowWrap: 'anywhere' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: '2.5rem' }}>
                {t('standings.rank')}
              </TableCell>
              <TableCell scope="col">{t('standings.school')}</TableCell>
              <TableCell scope="col" align="center" sx={{ width: '3.75rem', whiteSpace: 'nowrap' }}>
                {t('standings.record')}
              </TableCell>
              <TableCell scope="col" align="center" sx={{ width: '3.75rem', whiteSpace: 'nowrap' }}>
                {t('standings.lines')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.schoolName} data-testid="standing-row">
                <TableCell sx={{ fontWeight: 700 }}>{r.rank}</TableCell>
                <TableCell>
                  <bdi>{r.schoolName}</bdi>
                  {r.tieBreak && (
                    <Box sx={{ marginBlockStart: 0.5 }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        sx={{
                          height: 'auto',
                          maxWidth: '100%',
                          '& .MuiChip-label': { whiteSpace: 'normal', paddingBlock: 0.25 },
                        }}
                        label={t('standings.tieBreak', { rule: t(`standings.rule.${r.tieBreak}`) })}
                      />
                    </Box>
                  )}
                </TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{r.ties > 0 ? `${r.wins}-${r.losses}-${r.ties}` : `${r.wins}-${r.losses}`}</bdi>
                </TableCell>
                <TableCell align="center">
                  <bdi>{`${r.linesWon}-${r.linesLost}`}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('standings.order', { order: tieBreaks.map((b) => t(`standings.rule.${b}`)).join(list) })}
      </Typography>
    </Box>
  );
}
