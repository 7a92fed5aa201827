/** Longest subject quoted in the SMS; the rest is on the linked page. */
export const SMS_SUBJECT_MAX = 80;

/** The public page of an announcement. */
export function publicLink(publicUrl: string, identifier: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/u/${identifier}`;
}

/**
 * The text message announcing an announcement: who sent it, its subject (on one line,
 * shortened) and the link to read it; a poll says it asks for an answer.
 */
export function announcementSmsText(input: {
  coachName: string;
  subject: string;
  link: string;
  isPoll: boolean;
}): string {
  const oneLine = input.subject.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine);
  const subject =
    chars.length > SMS_SUBJECT_MAX
      ? `${chars
          .slice(0, SMS_SUBJECT_MAX - 1)
          .join('')
          .trimEnd()}…`
      : oneLine;
  const what = input.isPoll ? 'a poll' : 'an announcement';
  return `${input.coachName} sent ${what}: "${subject}". ${input.isPoll ? 'Answer' : 'Read it'} at ${input.link}`;
}
