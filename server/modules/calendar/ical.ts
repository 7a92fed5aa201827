/**
 * iCalendar (RFC 5545) serialization of a calendar feed: pure, no I/O, so it is unit-tested alone.
 */

export interface IcalEvent {
  /** Globally unique and stable across edits, so a subscribed calendar replaces rather than duplicates. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** LOCATION, left out when empty. */
  location?: string;
  /** URL: where the app shows it, left out when absent. */
  url?: string;
  created: Date;
  lastModified: Date;
  sequence: number;
}

export interface IcalCalendar {
  prodId: string;
  /** Display name that calendar apps show for the subscription (X-WR-CALNAME). */
  name: string;
  /** How often subscribers should poll, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
  /** When this copy of the feed was produced (DTSTAMP, since the object carries METHOD). */
  now: Date;
  events: IcalEvent[];
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma, and every line break as \n.
 * Control characters other than tab are not allowed in TEXT, so they are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n|\r|\n/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/**
 * Folds one content line (RFC 5545 3.1): at most 75 octets per physical line excluding the CRLF,
 * continuation lines start with one space. Splits only between code points, so a multi-byte
 * UTF-8 character is never cut in half.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      // The leading space of a continuation line counts toward its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A UTC DATE-TIME value in the form 19980119T070000Z. */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The whole feed as one string with CRLF line endings (including after the last line). */
export function serializeCalendar(cal: IcalCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${cal.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${cal.refreshMinutes}M`,
  ];
  const stamp = formatUtc(cal.now);
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatUtc(e.start)}`,
      `DTEND:${formatUtc(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      `CREATED:${formatUtc(e.created)}`,
      `LAST-MODIFIED:${formatUtc(e.lastModified)}`,
      `SEQUENCE:${e.sequence}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
