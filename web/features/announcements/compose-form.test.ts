import { describe, expect, it } from 'vitest';
import { createAnnouncementBody } from '../../../contract/announcements';
import { composeFormSchema, emptyCompose, toCreateBody, type ComposeFormValues } from './compose-form';

const valid: ComposeFormValues = {
  skillLevel: 2,
  subject: ' Practice moved ',
  message: 'Practice is at 4pm.\nBring water.',
  withPoll: true,
  options: [{ text: 'Yes' }, { text: 'No ' }],
};

function issues(values: ComposeFormValues) {
  const result = composeFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('composeFormSchema', () => {
  it('accepts a poll and gives the body the server accepts', () => {
    expect(issues(valid)).toEqual([]);
    const body = toCreateBody(valid);
    expect(body).toEqual({
      skillLevel: 2,
      subject: 'Practice moved',
      message: 'Practice is at 4pm.\nBring water.',
      poll: { options: ['Yes', 'No'] },
    });
    expect(createAnnouncementBody.safeParse(body).success).toBe(true);
  });

  it('ignores the options of a message without a poll', () => {
    const plain = { ...valid, withPoll: false, options: [{ text: '' }] };
    expect(issues(plain)).toEqual([]);
    expect(toCreateBody(plain).poll).toBeNull();
  });

  it('names each problem', () => {
    expect(issues(emptyCompose(''))).toEqual(['skillLevel:audience', 'subject:required', 'message:required']);
    expect(issues({ ...valid, subject: 'x'.repeat(201) })).toEqual(['subject:tooLong']);
    expect(issues({ ...valid, options: [{ text: 'Yes' }] })).toEqual(['options:optionCount']);
    expect(issues({ ...valid, options: Array.from({ length: 11 }, (_, i) => ({ text: `o${i}` })) })).toEqual([
      'options:optionCount',
    ]);
    expect(issues({ ...valid, options: [{ text: 'Yes' }, { text: ' yes' }, { text: ' ' }] })).toEqual([
      'options.1.text:duplicateOption',
      'options.2.text:required',
    ]);
  });
});
