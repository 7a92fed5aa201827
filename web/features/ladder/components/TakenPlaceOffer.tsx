import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { RosterPlayer } from '../../../../contract/ladder';
import { useFormatters } from '../hooks/use-formatters';
import { isolate } from '../../../lib/isolate';
import { fullName } from '../ladder-model';
import { LADDER_NS } from '../messages';

interface TakenPlaceOfferProps {
  /** Who holds the place asked for, on this team. */
  holder: RosterPlayer;
  position: number;
  /** The place is one the player can be inserted at. */
  canInsert: boolean;
  pending: boolean;
  onInsert: () => void;
  onSwap: () => void;
}

/** A place taken on this team (issue 29): the two moves that can take it, offered in the move dialog's message. */
export function TakenPlaceOffer({
  holder,
  position,
  canInsert,
  pending,
  onInsert,
  onSwap,
}: TakenPlaceOfferProps) {
  const { t } = useTranslation(LADDER_NS);
  const format = useFormatters();
  const name = isolate(fullName(holder));
  return (
    <Stack spacing={1} sx={{ marginBlockStart: 1.5, alignItems: 'flex-start' }}>
      <span>{t('move.takenOffer', { name })}</span>
      {canInsert && (
        <Button variant="outlined" color="inherit" size="small" disabled={pending} onClick={onInsert}>
          {t('move.offerInsert', { position: format.number(position) })}
        </Button>
      )}
      <Button variant="outlined" color="inherit" size="small" disabled={pending} onClick={onSwap}>
        {t('move.offerSwap', { name })}
      </Button>
    </Stack>
  );
}
