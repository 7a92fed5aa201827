import type { DualSite } from '../../../contract/duals';
import type { LineName } from '../../../contract/duals';
import { smsText } from '../../texts/sms-text';
import type { TextStyle } from '../../texts/text-style';

/** The text a player gets when a dual's lineup is published: their lines, opponent, place, time, link. */

export interface PlayerLine {
  line: LineName;
  /** The doubles partner's name; null in singles (or with no partner yet). */
  partner: string | null;
}

/**
 * "Ana, you play S1 for Varsity Boys vs Central High, Sat, Mar 14, 10:30 AM CDT, home, at Lincoln courts.
 * Lineup: https://…/dual/…", written by the one text writer (server/texts/sms-text.ts) in the team's
 * language and the zone the coach entered the dual's time in.
 */
export function dualLineupText(
  style: TextStyle,
  input: {
    firstName: string;
    lines: readonly PlayerLine[];
    teamName: string;
    opponentName: string;
    startsAt: Date;
    site: DualSite;
    place: string;
    link: string;
  },
): string {
  return smsText(style, 'dualLineup', {
    firstName: input.firstName,
    lines: input.lines.map((l) => ({ line: l.line, partner: l.partner })),
    team: input.teamName,
    opponent: input.opponentName,
    at: input.startsAt,
    site: input.site,
    place: input.place,
    link: input.link,
  });
}
