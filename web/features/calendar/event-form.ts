import { z } from 'zod';
import { EVENT_DESCRIPTION_MAX, EVENT_NAME_MAX, EVENT_PLACE_MAX } from '../../../contract/calendar';
import { weeklyStarts } from '../../../contract/calendar/series';
import { fromLocalInput, toWire, viewerTimeZone, type EventDraft } from './event-time';

/** The event dialog's fields as typed: start and end are datetime-local values in the viewer's zone. */
export interface EventFormValues {
  title: string;
  desc: string;
  start: string;
  end: string;
  place: string;
  /** '' (all the coach's teams) or a team type '1'-'4'. */
  team: string;
  /** A new event repeats weekly through `until` ('YYYY-MM-DD'). */
  repeat?: boolean;
  until?: string;
  /** Text the team's players now. */
  ask?: boolean;
}

/** Message keys (under dialog.errors) of the form's checks. */
export type EventFormError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'descriptionTooLong'
  | 'placeTooLong'
  | 'startInvalid'
  | 'endInvalid'
  | 'endAfterStart'
  | 'untilInvalid';

/**
 * The client-side checks of the event dialog, the same the server makes (contract/calendar.ts),
 * so mistakes show at the field before anything is sent. Every check runs on every submit, so
 * all the field errors show at once. Answers the draft to save.
 */
export const eventFormSchema = z
  .object({
    title: z.string(),
    desc: z.string(),
    start: z.string(),
    end: z.string(),
    place: z.string(),
    team: z.string(),
    repeat: z.boolean().default(false),
    until: z.string().default(''),
    ask: z.boolean().default(false),
  })
  .transform((values, ctx): EventDraft => {
    const fail = (path: keyof EventFormValues, message: EventFormError) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const title = values.title.trim();
    const desc = values.desc.trim();
    if (title === '') fail('title', 'nameRequired');
    else if (title.length > EVENT_NAME_MAX) fail('title', 'nameTooLong');
    if (desc.length > EVENT_DESCRIPTION_MAX) fail('desc', 'descriptionTooLong');
    const place = values.place.trim();
    if (place.length > EVENT_PLACE_MAX) fail('place', 'placeTooLong');
    const team = /^[1-4]$/.test(values.team) ? Number(values.team) : null;
    const start = fromLocalInput(values.start);
    const end = fromLocalInput(values.end);
    if (!start) fail('start', 'startInvalid');
    if (!end) fail('end', 'endInvalid');
    // Minutes are what is stored, so the comparison is at minute precision too.
    else if (start && end.getTime() <= start.getTime()) fail('end', 'endAfterStart');
    // The series rule the server applies (contract/calendar/series.ts), in the viewer's zone.
    if (
      values.repeat &&
      start &&
      !weeklyStarts(new Date(`${toWire(start).replace(' ', 'T')}:00Z`), values.until, viewerTimeZone())
    )
      fail('until', 'untilInvalid');
    return {
      title,
      desc,
      place,
      team,
      start: start ?? new Date(NaN),
      end: end ?? new Date(NaN),
      ...(values.repeat ? { repeatUntil: values.until } : {}),
      ...(team === null ? {} : { ask: values.ask }),
    };
  });
