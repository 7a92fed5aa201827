import { describe, expect, it } from 'vitest';
import { SMS_SUBJECT_MAX, announcementSmsText, publicLink } from './announcement-sms';
import { IDENTIFIER_LENGTH, generateIdentifier } from './identifier';

describe('publicLink', () => {
  it('joins the public address and the identifier without a double slash', () => {
    expect(publicLink('https://courtside.example/', 'AbC12345')).toBe('https://courtside.example/u/AbC12345');
    expect(publicLink('http://localhost:3000', 'AbC12345')).toBe('http://localhost:3000/u/AbC12345');
  });
});

describe('announcementSmsText', () => {
  const link = 'https://x.example/u/AbC12345';

  it('names the coach, quotes the subject and ends with the link', () => {
    const text = announcementSmsText({
      coachName: 'Casey Coach',
      subject: 'Practice moved',
      link,
      isPoll: false,
    });
    expect(text).toBe(
      'Casey Coach sent an announcement: "Practice moved". Read it at https://x.example/u/AbC12345',
    );
  });

  it('asks for an answer for a poll', () => {
    expect(announcementSmsText({ coachName: 'Casey Coach', subject: 'Bus?', link, isPoll: true })).toBe(
      'Casey Coach sent a poll: "Bus?". Answer at https://x.example/u/AbC12345',
    );
  });

  it('puts a long or multi-line subject on one shortened line, keeping the link whole', () => {
    const text = announcementSmsText({
      coachName: 'C',
      subject: `Line one\n\n${'x'.repeat(300)}`,
      link,
      isPoll: false,
    });
    const quoted = /"(.*)"/.exec(text)![1]!;
    expect(quoted.startsWith('Line one x')).toBe(true);
    expect(Array.from(quoted)).toHaveLength(SMS_SUBJECT_MAX);
    expect(quoted.endsWith('…')).toBe(true);
    expect(text.endsWith(link)).toBe(true);
  });
});

describe('generateIdentifier', () => {
  it('gives 8 characters of [A-Za-z0-9]', () => {
    for (let i = 0; i < 500; i++) expect(generateIdentifier()).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(IDENTIFIER_LENGTH).toBe(8);
  });

  it('uses the whole alphabet and does not repeat itself', () => {
    const seen = new Set<string>();
    const chars = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = generateIdentifier();
      seen.add(id);
      for (const c of id) chars.add(c);
    }
    expect(seen.size).toBe(2000);
    expect(chars.size).toBe(62);
  });
});
