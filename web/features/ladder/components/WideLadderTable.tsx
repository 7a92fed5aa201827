import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useFormatters } from '../hooks/use-formatters';
import { fullName, percentLabel, positionLabel } from '../ladder-model';
import { LADDER_NS } from '../messages';
import { ContactDetails, PlayerAvatar, rowId, type LadderTableProps } from './LadderRowParts';

/** A click on a link or button inside a row is that control's, not the row's. */
function fromControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest('a, button');
  return control !== null && event.currentTarget.contains(control);
}

/** The ladder on wider screens: a table, a coach's row opening the move dialog (click, Enter or Space). */
export function WideLadderTable({
  players,
  teamName,
  editable,
  highlightedId,
  ownPlayerId,
  deletingId,
  rowExtra,
  onOpenMove,
  onDelete,
}: LadderTableProps) {
  const { t } = useTranslation(LADDER_NS);
  const format = useFormatters();
  const na = t('na');

  const activate = (player: RosterPlayer) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!fromControl(event)) onOpenMove(player);
  };
  const activateByKey = (player: RosterPlayer) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenMove(player);
    }
  };

  const hintId = useId();
  return (
    <Box>
      {editable && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t('table.coachHint')}
        </Typography>
      )}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t('table.label', { team: teamName })}
        aria-describedby={editable ? hintId : undefined}
        sx={{
          // Positioned, so that visually hidden text inside scrolls (and clips) with the table.
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          backgroundColor: 'background.paper',
        }}
      >
        <Table size="small" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('table.position')}</TableCell>
              <TableCell scope="col">{t('table.player')}</TableCell>
              <TableCell scope="col">{t('table.playerId')}</TableCell>
              <TableCell scope="col">{t('table.contact')}</TableCell>
              <TableCell scope="col" align="right">
                {t('table.official')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('table.challenge')}
              </TableCell>
              {editable && (
                <TableCell scope="col" align="right">
                  <span className="visually-hidden">{t('table.actions')}</span>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {players.map((player) => {
              const name = fullName(player);
              const position = positionLabel(player.Position, format);
              const official = percentLabel(player.OMWLPer, format);
              const challenge = percentLabel(player.CMWLPer, format);
              const own = player.PlayerID === ownPlayerId;
              return (
                <TableRow
                  key={player.SchoolTeamPlayerID}
                  id={rowId(player)}
                  hover={editable}
                  selected={highlightedId === player.SchoolTeamPlayerID}
                  tabIndex={editable ? 0 : undefined}
                  onClick={editable ? activate(player) : undefined}
                  onKeyDown={editable ? activateByKey(player) : undefined}
                  sx={{
                    cursor: editable ? 'pointer' : 'default',
                    scrollMarginBlock: 96,
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <TableCell sx={{ fontWeight: 700, fontSize: '1rem', width: 88 }}>
                    {position ?? <span>{na}</span>}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <PlayerAvatar player={player} />
                      <Box component="span" dir="auto" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                        {name}
                      </Box>
                      {own && <Chip size="small" color="primary" variant="outlined" label={t('table.you')} />}
                    </Box>
                    {rowExtra && (
                      <Box
                        sx={{ paddingInlineStart: 6, paddingBlockEnd: 0.5, '&:empty': { display: 'none' } }}
                      >
                        {rowExtra(player)}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>{format.number(player.PlayerID)}</TableCell>
                  <TableCell>
                    <ContactDetails player={player} />
                  </TableCell>
                  <TableCell align="right">{official ?? na}</TableCell>
                  <TableCell align="right">{challenge ?? na}</TableCell>
                  {editable && (
                    <TableCell align="right" sx={{ width: 56 }}>
                      <IconButton
                        aria-label={t('table.delete', { name })}
                        onClick={() => onDelete(player)}
                        disabled={deletingId === player.SchoolTeamPlayerID}
                        color="error"
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
