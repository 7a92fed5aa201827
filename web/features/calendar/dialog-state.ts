import type { UiDual, UiMatch } from './event-time';

/** SPEC.md section 3: the event as the UI holds it (id, title, desc, start, end), with place and team. */
export interface CalendarEventData {
  id?: number;
  title: string;
  desc: string;
  start: Date;
  end: Date;
  place: string;
  team: number | null;
  /** The viewer made it (new ones too); others' events are shown read-only. */
  mine?: boolean;
  /** A team's match: shown read-only with a link to its page. */
  match?: UiMatch;
  /** A dual match: shown read-only with a link to its page. */
  dual?: UiDual;
  /** The weekly series the event belongs to, or null. */
  series?: number | null;
}

/** SPEC.md section 3: the calendar dialog's type (new or edit), open flag and data. */
export interface CalendarDialogState {
  type: 'new' | 'edit';
  open: boolean;
  data: CalendarEventData;
}
