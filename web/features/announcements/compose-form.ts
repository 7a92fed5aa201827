import { z } from 'zod';
import {
  MESSAGE_MAX,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  SUBJECT_MAX,
  type CreateAnnouncementBody,
} from '../../../contract/announcements';

/**
 * The compose form: the contract's rules for POST /auth/announcements (createAnnouncementBody),
 * with messages that are i18n keys under 'compose.errors'. The options are objects because
 * react-hook-form's field arrays need them.
 */
export type ComposeErrorKey = 'audience' | 'required' | 'tooLong' | 'optionCount' | 'duplicateOption';

export const composeFormSchema = z
  .object({
    skillLevel: z.union([z.number().int().min(1).max(7), z.literal('')]),
    subject: z.string(),
    message: z.string(),
    withPoll: z.boolean(),
    options: z.array(z.object({ text: z.string() })),
  })
  .superRefine((values, ctx) => {
    const issue = (path: (string | number)[], message: ComposeErrorKey) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (values.skillLevel === '') issue(['skillLevel'], 'audience');
    const text = (field: 'subject' | 'message', max: number) => {
      const value = values[field].trim();
      if (value === '') issue([field], 'required');
      else if (value.length > max) issue([field], 'tooLong');
    };
    text('subject', SUBJECT_MAX);
    text('message', MESSAGE_MAX);
    if (!values.withPoll) return;
    if (values.options.length < POLL_OPTIONS_MIN || values.options.length > POLL_OPTIONS_MAX)
      issue(['options'], 'optionCount');
    const seen = new Set<string>();
    values.options.forEach((option, index) => {
      const value = option.text.trim();
      if (value === '') issue(['options', index, 'text'], 'required');
      else if (value.length > POLL_OPTION_MAX) issue(['options', index, 'text'], 'tooLong');
      else if (seen.has(value.toLowerCase())) issue(['options', index, 'text'], 'duplicateOption');
      seen.add(value.toLowerCase());
    });
  });

export type ComposeFormValues = z.infer<typeof composeFormSchema>;

export function emptyCompose(skillLevel: number | ''): ComposeFormValues {
  return { skillLevel, subject: '', message: '', withPoll: false, options: [{ text: '' }, { text: '' }] };
}

/** The request body of a valid form. */
export function toCreateBody(values: ComposeFormValues): CreateAnnouncementBody {
  if (values.skillLevel === '') throw new Error('The audience is not chosen');
  return {
    skillLevel: values.skillLevel,
    subject: values.subject.trim(),
    message: values.message.trim(),
    poll: values.withPoll ? { options: values.options.map((o) => o.text.trim()) } : null,
  };
}
