import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { CalendarPage } from '../../features/calendar/components/CalendarPage';
import { roleOf } from '../../lib/session';

/** /calendar: the events and matches of the user's teams; coaches add events for their teams. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  // The shell has already asked for the user's teams; the event dialog offers them.
  const navbar = useQuery(navbarQueryOptions(role));
  return <CalendarPage role={role} teams={navbar.data?.teams ?? []} />;
}
