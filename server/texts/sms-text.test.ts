import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/auth';
import { scoreForWinner } from '../../contract/scores/tennis-score';
import { isOneCleanLine, oneLine } from './one-line';
import { NAME_MAX, smsText, textTime, type TextKind, type TextParams } from './sms-text';
import { styleOf } from './text-style';

/** User text as a hostile player writes it: lines, a fake link line, direction overrides, controls. */
const EVIL =
  'Court 2\r\nVerify your account: https://evil.example/login\u202Egpj.exe\u0007\u2066x\u2069\u200F\u2028end';
const LONG = 'x'.repeat(500);
const AT = new Date('2026-03-14T15:30:00Z');
const LINK = 'https://courtside.example/challenges/7';

/** One sample of every kind of text, each string field hostile: the compiler keeps the list complete. */
const SAMPLES: { [K in TextKind]: TextParams[K] } = {
  signInCode: { code: '123456' },
  phoneCode: { code: '123456' },
  announcement: { coach: EVIL, subject: EVIL + LONG, link: LINK },
  poll: { coach: EVIL, subject: EVIL, question: EVIL + LONG, options: [EVIL, 'No'], link: LINK },
  dualLineup: {
    firstName: EVIL,
    lines: [
      { line: 'S1', partner: null },
      { line: 'D1', partner: EVIL },
    ],
    team: 'Varsity Boys',
    opponent: EVIL,
    at: AT,
    site: 'home',
    place: EVIL,
    link: LINK,
  },
  availabilityAsk: { reminder: true, event: EVIL, at: AT, place: EVIL, link: LINK },
  challengeIssued: { challenger: EVIL, proposedAt: AT, place: EVIL, deadline: AT, link: LINK },
  challengeAccepted: { defender: EVIL, at: AT, place: EVIL, link: LINK },
  challengeDeclined: { defender: EVIL, forfeit: true, link: LINK },
  challengeWithdrawn: { challenger: EVIL, link: LINK },
  leagueLineupDue: { league: EVIL, opponent: EVIL, due: AT, link: LINK },
  challengeReported: { reporter: EVIL, winner: EVIL, score: '6-2 6-4', deadline: AT, link: LINK },
  challengeConfirmed: { winner: EVIL, score: '6-2 6-4', automatic: true, link: LINK },
  challengeDisputed: { disputer: EVIL, link: LINK },
  challengeCancelled: { challenger: EVIL, defender: EVIL, link: LINK },
  challengeSettled: { winner: EVIL, score: '', link: LINK },
  challengeUnanswered: { challenger: EVIL, defender: EVIL, forfeit: false, link: LINK },
  challengeUnplayed: { challenger: EVIL, defender: EVIL, link: LINK },
  challengeRemindAnswer: { challenger: EVIL, deadline: AT, link: LINK },
  challengeRemindPlay: { challenger: EVIL, defender: EVIL, at: AT, place: EVIL, deadline: AT, link: LINK },
  challengeRemindConfirm: { deadline: AT, link: LINK },
  guardianConfirm: { child: EVIL, link: LINK },
  guardianCopy: { child: EVIL, original: EVIL },
  rosterInvite: { coach: EVIL, team: EVIL, code: '123456', link: LINK },
};

describe('oneLine', () => {
  it('puts user text on one line without controls or direction characters, shortened', () => {
    const clean = oneLine(EVIL, 60);
    expect(Array.from(clean)).toHaveLength(60);
    expect(clean).toBe('Court 2 Verify your account: https://evil.example/logingpj.…');
    expect(isOneCleanLine(clean)).toBe(true);
    expect(isOneCleanLine(EVIL)).toBe(false);
    expect(Array.from(oneLine(LONG, 40))).toHaveLength(40);
    // A cut never splits a grapheme (a flag is two code points).
    expect(oneLine('🇹🇷🇹🇷🇹🇷', 2)).toBe('🇹🇷…');
  });
});

describe('every text Courtside sends', () => {
  for (const language of LANGUAGES) {
    it(`is one clean line in ${language}, user text shortened, the link whole`, () => {
      const style = styleOf({ language, timeZone: 'America/Chicago' });
      for (const kind of Object.keys(SAMPLES) as TextKind[]) {
        const body = smsText(style, kind, SAMPLES[kind] as never);
        expect(isOneCleanLine(body), `${kind}: ${JSON.stringify(body)}`).toBe(true);
        expect(body, kind).not.toMatch(/[\r\n\u202e\u2066\u2069\u200f]/);
        expect(body, kind).not.toContain(String.fromCharCode(7));
        expect(body, kind).not.toContain('x'.repeat(NAME_MAX * 3));
        if ('link' in SAMPLES[kind]) expect(body, kind).toContain(LINK);
      }
    });
  }

  it('writes every time in one format, in the team time zone', () => {
    expect(textTime(AT, styleOf({ timeZone: 'America/Chicago' }))).toBe('Sat, Mar 14, 10:30 AM CDT');
    expect(textTime(AT, styleOf({}))).toBe('Sat, Mar 14, 3:30 PM UTC');
    // An unknown zone falls back to UTC rather than failing the change that texts.
    expect(textTime(AT, styleOf({ timeZone: 'Mars/Olympus' }))).toBe('Sat, Mar 14, 3:30 PM UTC');
    expect(textTime(AT, styleOf({ language: 'tr', timeZone: 'Europe/Istanbul' }))).toBe(
      '14 Mar Cmt 18:30 GMT+3',
    );
  });

  it('carries the place of an ask and the question of a poll', () => {
    const style = styleOf({});
    expect(
      smsText(style, 'availabilityAsk', {
        reminder: false,
        event: 'Practice',
        at: AT,
        place: 'Lincoln courts',
        link: 'https://c.example/a/x',
      }),
    ).toBe(
      'Are you going? Practice, Sat, Mar 14, 3:30 PM UTC, at Lincoln courts. Answer: https://c.example/a/x',
    );
    expect(
      smsText(style, 'poll', {
        coach: 'Alex Coach',
        subject: 'Saturday',
        question: 'Can you come to the\nextra practice?',
        options: ['Yes', 'No'],
        link: 'https://c.example/u/x',
      }),
    ).toBe(
      'Alex Coach sent a poll: "Saturday". Can you come to the extra practice? (Yes / No). Answer at https://c.example/u/x',
    );
  });
});

describe('scoreForWinner', () => {
  it('writes a score from the winner side', () => {
    expect(scoreForWinner('2-6 4-6', 2)).toBe('6-2 6-4');
    expect(scoreForWinner('6-7(5) 6-4 [7-10]', 2)).toBe('7-6(5) 4-6 [10-7]');
    expect(scoreForWinner('3-6 6-6(4) ret.', 2)).toBe('6-3 6-6(4) ret.');
    expect(scoreForWinner('6-2 6-4', 1)).toBe('6-2 6-4');
    expect(scoreForWinner('w/o', 2)).toBe('w/o');
  });
});
