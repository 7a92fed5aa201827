import { smsText } from '../../texts/sms-text';
import type { TextStyle } from '../../texts/text-style';

/** The public page of an announcement. */
export function publicLink(publicUrl: string, identifier: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/u/${identifier}`;
}

/**
 * The text message announcing an announcement: who sent it, its subject and the link to read it;
 * a poll's text carries its question (the message) and its options, and asks for an answer.
 * Written by the one text writer (server/texts/sms-text.ts), in the coach's language.
 */
export function announcementSmsText(
  style: TextStyle,
  input: { coachName: string; subject: string; message: string; link: string; pollOptions: string[] | null },
): string {
  return input.pollOptions
    ? smsText(style, 'poll', {
        coach: input.coachName,
        subject: input.subject,
        question: input.message,
        options: input.pollOptions,
        link: input.link,
      })
    : smsText(style, 'announcement', { coach: input.coachName, subject: input.subject, link: input.link });
}
