import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { NO_RANK, type Tournament, type TournamentPlayer } from '../../../../contract/tournaments';
import { TOURNAMENTS_NS } from '../i18n/messages';
import {
  ALL_ROWS,
  DEFAULT_ROWS_PER_PAGE,
  lastPageIndex,
  pageOf,
  ROWS_PER_PAGE_OPTIONS,
  sortPlayers,
  type SortDirection,
  type SortKey,
} from '../player-order';

interface TournamentTableProps {
  tournament: Tournament;
  /** Coaches edit and delete rows; players see the same buttons disabled (SPEC.md section 6). */
  canEdit: boolean;
  /** 'Delete tournament' shows for coaches while the negative-rankings-error flag is not set. */
  canDeleteTournament: boolean;
  onEditPlayer: (player: TournamentPlayer) => void;
  onDeletePlayer: (player: TournamentPlayer) => void;
  onDeleteTournament: () => void;
}

/** An icon button with its label as tooltip; disabled buttons keep their accessible name but no tooltip. */
function RowAction({
  label,
  disabled,
  onClick,
  icon,
  color,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactElement;
  color?: 'error';
}) {
  const button = (
    <IconButton aria-label={label} disabled={disabled} onClick={onClick} color={color} size="small">
      {icon}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

/** One tournament: its name, 'Delete tournament', and its players sortable by Rank and Player(s), paginated. */
export function TournamentTable({
  tournament,
  canEdit,
  canDeleteTournament,
  onEditPlayer,
  onDeletePlayer,
  onDeleteTournament,
}: TournamentTableProps) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NS);
  const headingId = useId();
  const [sortKey, setSortKey] = useState<SortKey>('rank');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(DEFAULT_ROWS_PER_PAGE);

  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base' }), [i18n.language]);
  const sorted = useMemo(
    () => sortPlayers(tournament.players, sortKey, direction, collator.compare),
    [tournament.players, sortKey, direction, collator],
  );
  const count = sorted.length;
  // A delete can leave the page past the end: show the last one.
  const currentPage = Math.min(page, lastPageIndex(count, rowsPerPage));
  const rows = pageOf(sorted, currentPage, rowsPerPage);

  const sortBy = (key: SortKey) => {
    setDirection(sortKey === key && direction === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
    setPage(0);
  };

  const sortHeader = (key: SortKey, label: string) => (
    <TableCell sortDirection={sortKey === key ? direction : false}>
      <TableSortLabel
        active={sortKey === key}
        direction={sortKey === key ? direction : 'asc'}
        onClick={() => sortBy(key)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  const pageLabels = {
    first: t('table.firstPage'),
    last: t('table.lastPage'),
    next: t('table.nextPage'),
    previous: t('table.previousPage'),
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          paddingInline: 2,
          paddingBlock: 1.5,
        }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <bdi>{tournament.name}</bdi>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AccountTreeOutlinedIcon />}
            component={RouterLink}
            to={paths.tournamentDrawOf(tournament.ID)}
          >
            {t('table.draw')}
          </Button>
          {canDeleteTournament && (
            <Button
              color="error"
              variant="outlined"
              size="small"
              startIcon={<DeleteOutlinedIcon />}
              onClick={onDeleteTournament}
            >
              {t('table.deleteTournament')}
            </Button>
          )}
        </Box>
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {sortHeader('rank', t('table.rank'))}
              {sortHeader('name', t('table.players'))}
              <TableCell align="right" sx={{ width: 112 }}>
                {t('table.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {count === 0 && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography variant="body2" color="text.secondary">
                    {t('table.noPlayers')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((player) => (
              <TableRow key={player.PlayersID} hover>
                <TableCell sx={{ width: { xs: 64, sm: 96 } }}>
                  {player.rank === NO_RANK ? t('table.na') : number.format(player.rank)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{player.players}</bdi>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowAction
                    label={t('table.edit')}
                    disabled={!canEdit}
                    onClick={() => onEditPlayer(player)}
                    icon={<EditIcon fontSize="small" />}
                  />
                  <RowAction
                    label={t('table.delete')}
                    disabled={!canEdit}
                    onClick={() => onDeletePlayer(player)}
                    icon={<DeleteIcon fontSize="small" />}
                    color="error"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={currentPage}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS.map((value) => ({
          value,
          label: value === ALL_ROWS ? t('table.all') : number.format(value),
        }))}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: total }) =>
          t('table.displayedRows', {
            from: number.format(from),
            to: number.format(to),
            count: number.format(total),
          })
        }
        getItemAriaLabel={(type) => pageLabels[type]}
        sx={{
          // On a phone the size choice, the count and the page buttons wrap instead of being cut off.
          '& .MuiTablePagination-toolbar': {
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            paddingInline: 1,
            rowGap: 0.5,
          },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
          '& .MuiTablePagination-actions': { marginInlineStart: 1 },
        }}
      />
    </Paper>
  );
}
