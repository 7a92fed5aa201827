import type { DualSite } from '../../../contract/duals';
import type { LineName } from '../../../contract/lineup';

/** The text a player gets when a dual's lineup is published: their lines, opponent, place, time, link. */

export interface PlayerLine {
  line: LineName;
  /** The doubles partner's name; null in singles (or with no partner yet). */
  partner: string | null;
}

const SITE_WORDS: Record<DualSite, string> = { home: 'home', away: 'away', neutral: 'neutral site' };

/** "Sat, Mar 14, 10:30 AM CDT" in the zone the coach entered the time in. */
export function dualTimeText(startsAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(startsAt);
}

function linesText(lines: readonly PlayerLine[]): string {
  const each = lines.map((l) => (l.partner ? `${l.line} with ${l.partner}` : l.line));
  return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
}

/**
 * "Ana, you play S1 for Varsity Boys vs Central High, Sat, Mar 14, 10:30 AM CDT, home, at Lincoln courts.
 * Lineup: https://…/dual/…".
 */
export function dualLineupText(input: {
  firstName: string;
  lines: readonly PlayerLine[];
  teamName: string;
  opponentName: string;
  startsAt: Date;
  timeZone: string;
  site: DualSite;
  place: string;
  link: string;
}): string {
  const place = input.place.trim() ? `, at ${input.place.trim()}` : '';
  return (
    `${input.firstName}, you play ${linesText(input.lines)} for ${input.teamName} vs ${input.opponentName}, ` +
    `${dualTimeText(input.startsAt, input.timeZone)}, ${SITE_WORDS[input.site]}${place}. Lineup: ${input.link}`
  );
}
