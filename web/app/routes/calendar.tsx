import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { CalendarPage } from '@/features/calendar/components/CalendarPage';
import { roleOf } from '../../lib/session';

/** /calendar: the coach's events, or a player's team's coaches' events read-only. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  return <CalendarPage role={roleOf(claims)} />;
}
