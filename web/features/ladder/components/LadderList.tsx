import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../hooks/use-formatters';
import { fullName, percentLabel, phoneHintKey, positionLabel } from '../ladder-model';
import { LADDER_NS } from '../messages';
import { ContactDetails, PlayerAvatar, rowId, type LadderTableProps } from './LadderRowParts';

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
export function LadderList({
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
