import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_STYLE } from '../../texts/text-style';
import { announcementSmsText, publicLink } from './announcement-sms';
import { IDENTIFIER_LENGTH, generateIdentifier } from './identifier';

describe('publicLink', () => {
  it('joins the public address and the identifier without a double slash', () => {
    expect(publicLink('https://courtside.example/', 'AbC12345')).toBe('https://courtside.example/u/AbC12345');
    expect(publicLink('http://localhost:3000', 'AbC12345')).toBe('http://localhost:3000/u/AbC12345');
  });
});

describe('announcementSmsText', () => {
  const link = 'https://x.example/u/AbC12345';
  const style = DEFAULT_TEXT_STYLE;
  const base = { coachName: 'Casey Coach', message: 'Details inside', link, pollOptions: null };

  it('names the coach, quotes the subject and ends with the link', () => {
    expect(announcementSmsText(style, { ...base, subject: 'Practice moved' })).toBe(
      'Casey Coach sent an announcement: "Practice moved". Read it at https://x.example/u/AbC12345',
    );
  });

  it("carries a poll's question and options and asks for an answer", () => {
    expect(
      announcementSmsText(style, {
        ...base,
        subject: 'Bus?',
        message: 'Do you need the bus on Friday?',
        pollOptions: ['Yes', 'No'],
      }),
    ).toBe(
      'Casey Coach sent a poll: "Bus?". Do you need the bus on Friday? (Yes / No). Answer at https://x.example/u/AbC12345',
    );
  });

  it('puts a long or multi-line subject on one shortened line, keeping the link whole', () => {
    const text = announcementSmsText(style, {
      ...base,
      coachName: 'C',
      subject: `Line one\n\n${'x'.repeat(300)}`,
    });
    const quoted = /"(.*)"/.exec(text)![1]!;
    expect(quoted.startsWith('Line one x')).toBe(true);
    expect(Array.from(quoted)).toHaveLength(80);
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
