/** What the calendar page keeps outside its address: the view last chosen, and the minute it is. */

import { useEffect, useState } from 'react';
import { isCalendarView, type CalendarView } from './calendar-range';

/** Where the view last chosen with the toggle is remembered (this browser). */
const VIEW_KEY = 'courtside.calendar.view';

export function storedView(): CalendarView | undefined {
  try {
    const value = window.localStorage.getItem(VIEW_KEY);
    return isCalendarView(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberView(view: CalendarView): void {
  try {
    window.localStorage.setItem(VIEW_KEY, view);
  } catch {
    // Private mode or storage full: the choice lasts for this visit (the address keeps it).
  }
}

/** The current minute, refreshed every minute (for "today" and the now line). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
