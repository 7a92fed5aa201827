import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { CalendarDialogState } from '../dialog-state';
import { DualDetails, EventDetails, MatchDetails } from './EventDetails';
import { EventForm } from './EventForm';

interface EventDialogProps {
  state: CalendarDialogState;
  /** Players see their coaches' events without changing them; so do co-coaches and everyone a match. */
  readOnly: boolean;
  /** The coach's team types, offered as the event's team. */
  teams: readonly number[];
  onClose: () => void;
}

/**
 * Adds, edits and deletes an event (coaches), or shows one (players). The page gives each
 * opening its own key, so the form starts from that opening's data.
 */
export function EventDialog({ state, readOnly, teams, onClose }: EventDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={state.open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {state.data.match ? (
        <MatchDetails data={state.data} match={state.data.match} titleId={titleId} onClose={onClose} />
      ) : state.data.dual ? (
        <DualDetails data={state.data} dual={state.data.dual} titleId={titleId} onClose={onClose} />
      ) : readOnly ? (
        <EventDetails data={state.data} titleId={titleId} onClose={onClose} />
      ) : (
        <EventForm state={state} teams={teams} titleId={titleId} onClose={onClose} />
      )}
    </Dialog>
  );
}
