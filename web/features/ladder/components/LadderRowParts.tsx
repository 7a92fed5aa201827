import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer } from '../../../../contract/ladder';
import { PersonAvatar } from '../../../components/avatar/PersonAvatar';
import { sharesContacts } from '../ladder-model';
import { LADDER_NS } from '../messages';

/* What the ladder's wide table and its phone list share: their props, a row's id, avatar and contacts. */

export interface LadderTableProps {
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

/** The element id of a player's row (the search scrolls to it). */
export function rowId(player: RosterPlayer): string {
  return `ladder-row-${player.SchoolTeamPlayerID}`;
}

/** The one place a ladder row's avatar is drawn (the table's cell and the phone's line). */
export function PlayerAvatar({ player }: { player: RosterPlayer }) {
  return (
    <PersonAvatar firstName={player.FirstName} lastName={player.LastName} src={player.avatar} size={36} />
  );
}

/** A player's e-mail and phone as links, or 'Not shared' (a teammate's, for a player). */
export function ContactDetails({ player }: { player: RosterPlayer }) {
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
