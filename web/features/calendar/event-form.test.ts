import { describe, expect, it } from 'vitest';
import { eventFormSchema } from './event-form';

const valid = {
  title: ' Practice ',
  desc: '',
  start: '2025-03-12T09:00',
  end: '2025-03-12T10:00',
  place: ' Court 3 ',
  team: '',
};

function errorsOf(values: typeof valid): Record<string, string> {
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
});
