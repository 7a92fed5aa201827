import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { AvailabilityButton } from '../../features/availability/components/AvailabilityButton';
import { CalendarExtrasContext, type CalendarExtras } from '../../features/calendar/calendar-extras';
import { CalendarPage } from '../../features/calendar/components/CalendarPage';
import { roleOf } from '../../lib/session';
import { useTeams } from '../use-teams';

/** Issue 22: an event's or match's dialog shows who is coming. */
const extras: CalendarExtras = {
  whoIsComing: (kind, id) => <AvailabilityButton kind={kind} id={id} />,
};

/** /calendar: the events and matches of the user's teams; coaches add events for their teams. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  // The shell has already asked for the user's teams; the event dialog offers them.
  const teams = useTeams(role);
  return (
    <CalendarExtrasContext value={extras}>
      <CalendarPage role={role} teams={teams.status === 'success' ? teams.teams : []} />
    </CalendarExtrasContext>
  );
}
