import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
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
import { PersonAvatar } from '../../../components/avatar/PersonAvatar';
import { fullName, percentLabel, positionLabel } from '../ladder-model';
import { LADDER_NS } from '../messages';

export function rowId(player: RosterPlayer): string {
  return `ladder-row-${player.SchoolTeamPlayerID}`;
}

interface LadderTableProps {
  players: RosterPlayer[];
  teamName: string;
  /** Coaches open the move dialog from a row and delete from its icon; players only read. */
  editable: boolean;
  /** The row chosen in the search, highlighted. */
  highlightedId: number | null;
  /** The signed-in player's own row, marked 'You'. */
  ownPlayerId?: number;
  /** A row whose deletion is being confirmed or made: its delete button waits. */
  deletingId: number | null;
  onOpenMove: (player: RosterPlayer) => void;
  onDelete: (player: RosterPlayer) => void;
}

/** A click on a link or button inside a row is that control's, not the row's. */
function fromControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest('a, button');
  return control !== null && event.currentTarget.contains(control);
}

/**
 * The ladder (SPEC.md section 2): position, player (avatar and name), player id, contact details
 * and win percentages; N/A for position -1 and for 0 percentages. Wider than a phone, it scrolls
 * sideways inside its own box.
 */
export function LadderTable({
  players,
  teamName,
  editable,
  highlightedId,
  ownPlayerId,
  deletingId,
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
              const hasContact = player.Email !== '' || player.PhoneNumber !== '';
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
                      <PersonAvatar
                        firstName={player.FirstName}
                        lastName={player.LastName}
                        src={player.avatar}
                        size={36}
                      />
                      <Box component="span" dir="auto" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                        {name}
                      </Box>
                      {own && <Chip size="small" color="primary" variant="outlined" label={t('table.you')} />}
                    </Box>
                  </TableCell>
                  <TableCell>{format.number(player.PlayerID)}</TableCell>
                  <TableCell>
                    {hasContact ? (
                      <Box
                        sx={{
                          display: 'flex',
                          flexDirection: 'column',
                          alignItems: 'flex-start',
                          // Two links one above the other: each a 24 px target (WCAG 2.5.8).
                          '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 24 },
                        }}
                      >
                        {player.Email !== '' && (
                          <Link
                            href={`mailto:${player.Email}`}
                            dir="ltr"
                            aria-label={t('table.email', { email: player.Email })}
                          >
                            {player.Email}
                          </Link>
                        )}
                        {player.PhoneNumber !== '' && (
                          <Link
                            href={`tel:${player.PhoneNumber}`}
                            dir="ltr"
                            aria-label={t('table.phone', { phone: player.PhoneNumber })}
                          >
                            {player.PhoneNumber}
                          </Link>
                        )}
                      </Box>
                    ) : (
                      <Typography variant="body2" color="text.secondary" component="span">
                        {t('table.notShared')}
                      </Typography>
                    )}
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
