import { createContext, useContext, type ReactNode } from 'react';

/**
 * What other features add to an event's or match's dialog, composed in app/routes (features do
 * not import each other): issue 22's "who's coming" button with its counts.
 */
export interface CalendarExtras {
  whoIsComing?: (kind: 'event' | 'match' | 'dual', id: number) => ReactNode;
}

export const CalendarExtrasContext = createContext<CalendarExtras>({});

export function useCalendarExtras(): CalendarExtras {
  return useContext(CalendarExtrasContext);
}
