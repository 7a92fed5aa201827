import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, serializeCalendar, type IcalEvent } from './ical';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

function event(over: Partial<IcalEvent> = {}): IcalEvent {
  return {
    uid: 'csa-1@courtside',
    start: new Date('2030-04-10T15:00:00Z'),
    end: new Date('2030-04-10T16:30:00Z'),
    summary: 'Practice',
    description: '',
    created: new Date('2030-01-01T00:00:00Z'),
    lastModified: new Date('2030-01-02T00:00:00Z'),
    sequence: 0,
    ...over,
  };
}

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('writes every kind of line break as \\n', () => {
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes the backslash before adding escapes of its own', () => {
    expect(escapeText('\\n')).toBe('\\\\n');
  });

  it('drops control characters but keeps tabs and non-Latin text', () => {
    expect(escapeText('a\u0000b\u0007c\td ملعب')).toBe('abc\td ملعب');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a longer ASCII line into 75-octet lines with a leading space on continuations', () => {
    const folded = foldLine('D'.repeat(200));
    const lines = folded.split('\r\n');
    // 75 + 74 + 51 characters; each continuation line spends one octet on its leading space.
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((l) => l.startsWith(' ') && !l.startsWith('  '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe('D'.repeat(200));
  });

  it('never splits a multi-byte character and unfolds back to the original', () => {
    // 2-, 3- and 4-byte characters, placed so a naive 75-byte cut would land inside them.
    for (const prefix of ['', 'a', 'ab', 'abc']) {
      const text = `${prefix}SUMMARY:${'é'.repeat(40)}${'ملعب'.repeat(10)}${'漢字'.repeat(15)}${'🎾'.repeat(20)}`;
      const folded = foldLine(text);
      const lines = folded.split('\r\n');
      for (const l of lines) {
        expect(octets(l)).toBeLessThanOrEqual(75);
        // A split code point would have become U+FFFD when the octets were decoded per line.
        expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l);
        expect(l).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
      }
      expect(folded.replace(/\r\n /g, '')).toBe(text);
    }
  });

  it('fills lines as far as a whole character allows', () => {
    // 37 two-byte characters = 74 octets; one more would make 76, so the next starts a new line.
    const lines = foldLine('é'.repeat(38)).split('\r\n');
    expect(lines.map(octets)).toEqual([74, 3]);
  });
});

describe('formatUtc', () => {
  it('writes a UTC DATE-TIME with Z', () => {
    expect(formatUtc(new Date('2030-04-10T07:05:09.123Z'))).toBe('20300410T070509Z');
  });
});

describe('serializeCalendar', () => {
  const now = new Date('2030-03-01T12:00:00Z');
  const text = serializeCalendar({
    prodId: '-//Courtside//Courtside 1.9.5//EN',
    name: 'Courtside – Casey, Coach',
    refreshMinutes: 60,
    now,
    events: [
      event(),
      event({
        uid: 'csa-2@courtside',
        summary: 'Match; away, bus at 3',
        description: `Line one\nLine two ${'long '.repeat(30)}`,
        sequence: 2,
      }),
    ],
  });

  it('ends every line, including the last, with CRLF and has no bare LF or CR', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const l of text.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75);
  });

  it('has the calendar properties in one VCALENDAR', () => {
    const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//Courtside//Courtside 1.9.5//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Courtside – Casey\\, Coach',
      ]),
    );
  });

  it('writes each event with UID, DTSTAMP, UTC start and end, escaped SUMMARY and DESCRIPTION', () => {
    const unfolded = text.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT\r\n').slice(1);
    expect(events).toHaveLength(2);
    expect(events[0]).toContain(
      'UID:csa-1@courtside\r\nDTSTAMP:20300301T120000Z\r\nDTSTART:20300410T150000Z\r\nDTEND:20300410T163000Z\r\n',
    );
    expect(events[0]).toContain('SUMMARY:Practice\r\nDESCRIPTION:\r\n');
    expect(events[1]).toContain('SUMMARY:Match\\; away\\, bus at 3\r\n');
    expect(events[1]).toContain(`DESCRIPTION:Line one\\nLine two ${'long '.repeat(30)}\r\n`);
    expect(events[1]).toContain('SEQUENCE:2\r\n');
    expect(events[1]).toContain('LAST-MODIFIED:20300102T000000Z\r\n');
  });

  it('is a valid empty calendar without events', () => {
    const empty = serializeCalendar({
      prodId: '-//x//y//EN',
      name: 'n',
      refreshMinutes: 60,
      now,
      events: [],
    });
    expect(empty).not.toContain('VEVENT');
    expect(empty.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  });
});
