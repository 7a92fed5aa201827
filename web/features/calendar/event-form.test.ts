import { describe, expect, it } from 'vitest';
import { eventFormSchema } from './event-form';

const valid = {
  title: ' Practice ',
  desc: '',
  start: '2025-03-12T09:00',
  end: '2025-03-12T10:00',
  place: ' Court 3 ',
  team: '',
  repeat: false,
  until: '',
  ask: false,
};

function errorsOf(
  values: Omit<typeof valid, 'repeat' | 'until' | 'ask'> & Partial<typeof valid>,
): Record<string, string> {
  const result = eventFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('eventFormSchema', () => {
  it('answers the draft with trimmed texts and instants', () => {
    const result = eventFormSchema.parse(valid);
    expect(result.title).toBe('Practice');
    expect(result.place).toBe('Court 3');
    expect(result.team).toBeNull();
    expect(eventFormSchema.parse({ ...valid, team: '2' }).team).toBe(2);
    expect(result.end.getTime() - result.start.getTime()).toBe(60 * 60_000);
  });

  it('reports every field error at once', () => {
    expect(
      errorsOf({
        title: '  ',
        desc: 'x'.repeat(2001),
        start: '',
        end: 'soon',
        place: 'x'.repeat(201),
        team: '',
      }),
    ).toEqual({
      title: 'nameRequired',
      desc: 'descriptionTooLong',
      place: 'placeTooLong',
      start: 'startInvalid',
      end: 'endInvalid',
    });
  });

  it('wants the end after the start', () => {
    expect(errorsOf({ ...valid, end: '2025-03-12T09:00' })).toEqual({ end: 'endAfterStart' });
    expect(errorsOf({ ...valid, end: '2025-03-11T23:00' })).toEqual({ end: 'endAfterStart' });
    expect(errorsOf({ ...valid, title: 'x'.repeat(201) })).toEqual({ title: 'nameTooLong' });
  });

  it('a weekly series needs a last day from the first event to a year later; asking is for a team', () => {
    const series = { ...valid, repeat: true, until: '2025-04-02' };
    expect(eventFormSchema.parse(series).repeatUntil).toBe('2025-04-02');
    expect(errorsOf({ ...series, until: '2025-03-11' })).toEqual({ until: 'untilInvalid' });
    expect(errorsOf({ ...series, until: '' })).toEqual({ until: 'untilInvalid' });
    expect(errorsOf({ ...series, until: '2026-06-01' })).toEqual({ until: 'untilInvalid' });
    expect(eventFormSchema.parse({ ...valid, until: '2025-03-01' }).repeatUntil).toBeUndefined();
    expect(eventFormSchema.parse({ ...valid, ask: true }).ask).toBeUndefined();
    expect(eventFormSchema.parse({ ...valid, team: '1', ask: true }).ask).toBe(true);
  });
});
