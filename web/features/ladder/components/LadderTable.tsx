import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
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
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useFormatters } from '../hooks/use-formatters';
import { PersonAvatar } from '../../../components/avatar/PersonAvatar';
import { fullName, percentLabel, phoneHintKey, positionLabel, sharesContacts } from '../ladder-model';
import { LADDER_NS } from '../messages';

/** The one place a ladder row's avatar is drawn (the table's cell and the phone's line). */
function PlayerAvatar({ player }: { player: RosterPlayer }) {
  return (
    <PersonAvatar firstName={player.FirstName} lastName={player.LastName} src={player.avatar} size={36} />
  );
}

/** A player's e-mail and phone as links, or 'Not shared' (a teammate's, for a player). */
function ContactDetails({ player }: { player: RosterPlayer }) {
  const { t } = useTranslation(LADDER_NS);
  if (!sharesContacts(player))
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('table.notShared')}
      </Typography>
    );
  return (
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
  );
}

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
  /** What another feature adds under a player's name (issue 21's challenges). */
  rowExtra?: (player: RosterPlayer) => ReactNode;
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
 * and win percentages; N/A for position -1 and for 0 percentages. On a phone it is a list of one
 * line per player (LadderList, without the player id); wider screens get the table.
 */
export function LadderTable(props: LadderTableProps) {
  // Read at once (noSsr), so that a phone never draws the wide table first.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <LadderList {...props} /> : <WideLadderTable {...props} />;
}

function WideLadderTable({
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

/**
 * The phone list's rows, styled once from the list (one class per part) instead of an `sx` per
 * element of every row: MUI works an `sx` out again on each render of each element, which for a
 * squad of 30 was most of the list's render.
 */
const PHONE_LIST_SX = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  backgroundColor: 'background.paper',
  '& > li': {
    borderBlockEnd: 1,
    borderColor: 'divider',
    scrollMarginBlock: '96px',
    '&:last-of-type': { borderBlockEnd: 0 },
    '&.highlighted': { backgroundColor: 'action.selected' },
  },
  '& .row-head': { display: 'flex', alignItems: 'center', gap: 1, paddingInline: 1, minHeight: 56 },
  '& .position': { fontWeight: 700, fontSize: '1rem', minWidth: 32, textAlign: 'center' },
  '& .row-toggle': {
    flex: 1,
    minWidth: 0,
    minHeight: 48,
    justifyContent: 'flex-start',
    gap: 1,
    borderRadius: 1,
    textAlign: 'start',
    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
  },
  // A long name takes a second line rather than being cut.
  '& .name': {
    fontWeight: 500,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
  '& .chevron': { marginInlineStart: 'auto', color: 'text.secondary' },
  '& .chevron.open': { transform: 'rotate(180deg)' },
  '& .row-extra': {
    paddingInlineStart: 6,
    paddingInlineEnd: 1,
    paddingBlockEnd: 1,
    '&:empty': { display: 'none' },
  },
  '& .details': { paddingInlineStart: 6, paddingInlineEnd: 2, paddingBlockEnd: 1.5 },
  '& .contact a': { overflowWrap: 'anywhere' },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    justifyContent: 'start',
    columnGap: 2,
    margin: 0,
    marginBlockStart: 1,
    '& dd': { margin: 0, fontWeight: 500 },
    '& dt': { color: 'text.secondary' },
  },
} as const;

/**
 * The ladder on a phone (issue 17): one line per player with position, avatar, name and the
 * coach's move and delete buttons, all within the screen's width. A tap on the name shows the
 * contact details and win percentages below it. The internal player id is not shown here.
 */
function LadderList({
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
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const hintId = useId();
  const detailsPrefix = useId();
  const na = t('na');

  return (
    <Box component="section" aria-label={t('table.label', { team: teamName })} aria-describedby={hintId}>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t(phoneHintKey(players, editable, ownPlayerId))}
      </Typography>
      <Box component="ul" data-testid="ladder-list" sx={PHONE_LIST_SX}>
        {players.map((player) => {
          const id = player.SchoolTeamPlayerID;
          const name = fullName(player);
          const expanded = open.has(id);
          const detailsId = `${detailsPrefix}-${id}`;
          // No sx on a row: the list's one style sheet (PHONE_LIST_SX) styles every row by class.
          return (
            <li key={id} id={rowId(player)} className={highlightedId === id ? 'highlighted' : undefined}>
              <div className="row-head">
                <span className="position">
                  <span className="visually-hidden">{t('table.position')} </span>
                  {positionLabel(player.Position, format) ?? na}
                </span>
                <ButtonBase
                  aria-expanded={expanded}
                  aria-controls={detailsId}
                  onClick={() => toggle(id)}
                  className="row-toggle"
                >
                  <PlayerAvatar player={player} />
                  <span dir="auto" className="name">
                    {name}
                  </span>
                  {player.PlayerID === ownPlayerId && (
                    <Chip size="small" color="primary" variant="outlined" label={t('table.you')} />
                  )}
                  <ExpandMoreIcon
                    aria-hidden
                    fontSize="small"
                    className={expanded ? 'chevron open' : 'chevron'}
                  />
                </ButtonBase>
                {editable && (
                  <>
                    <IconButton aria-label={t('table.move', { name })} onClick={() => onOpenMove(player)}>
                      <SwapVertIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('table.delete', { name })}
                      onClick={() => onDelete(player)}
                      disabled={deletingId === id}
                      color="error"
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </>
                )}
              </div>
              {rowExtra && <div className="row-extra">{rowExtra(player)}</div>}
              <div id={detailsId} hidden={!expanded} className="details">
                {/* A long e-mail address breaks rather than widening the phone's screen. */}
                <div className="contact">
                  <ContactDetails player={player} />
                </div>
                <dl>
                  <dt>{t('table.official')}</dt>
                  <dd>{percentLabel(player.OMWLPer, format) ?? na}</dd>
                  <dt>{t('table.challenge')}</dt>
                  <dd>{percentLabel(player.CMWLPer, format) ?? na}</dd>
                </dl>
              </div>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
