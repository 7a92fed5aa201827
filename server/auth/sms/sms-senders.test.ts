import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSender } from './console-sender';
import { outboxSender } from './outbox-sender';
import { SmsSendError, fanOut } from './sms-sender';
import { twilioSender } from './twilio-sender';
import { startFakeTwilio } from '../../test/fake-twilio';

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for Twilio's Messages API that answers what each test asks for. */
let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
let nextAnswer: { status: number; body: string } = { status: 201, body: '{"sid":"SM1"}' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(nextAnswer.status, { 'content-type': 'application/json' });
      res.end(nextAnswer.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const sender = () =>
  twilioSender({ accountSid: 'AC123', authToken: 'secret-token', from: '+15550001111', apiUrl: baseUrl });

describe('twilioSender', () => {
  it('posts the form Twilio expects with basic auth and an E.164 number', async () => {
    nextAnswer = { status: 201, body: '{"sid":"SM1"}' };
    received.length = 0;
    // The answer is Twilio's id of the message (its SID).
    expect(await sender().send('5551234567', 'Your Courtside code is 123456.')).toEqual({
      providerId: 'SM1',
    });
    expect(received).toHaveLength(1);
    const req = received[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req.headers.authorization).toBe('Basic ' + Buffer.from('AC123:secret-token').toString('base64'));
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req.body);
    expect(form.get('To')).toBe('+15551234567');
    expect(form.get('From')).toBe('+15550001111');
    expect(form.get('Body')).toBe('Your Courtside code is 123456.');
  });

  it("reports Twilio's error message; a 4xx is not retryable", async () => {
    nextAnswer = {
      status: 400,
      body: '{"code":21211,"message":"The \'To\' number is not a valid phone number."}',
    };
    const err = await sender()
      .send('5551234567', 'x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).message).toContain('21211');
    expect((err as SmsSendError).retryable).toBe(false);
  });

  it('marks 429 and 5xx as retryable', async () => {
    for (const status of [429, 503]) {
      nextAnswer = { status, body: 'busy' };
      const err = await sender()
        .send('5551234567', 'x')
        .catch((e: unknown) => e);
      expect((err as SmsSendError).retryable).toBe(true);
    }
  });

  it('marks an unreachable API as retryable', async () => {
    const down = twilioSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
      apiUrl: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    const err = await down.send('5551234567', 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).retryable).toBe(true);
  });
});

describe('outboxSender and fanOut', () => {
  it('appends one JSON line per message with to, body and an ISO time', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'nested', 'outbox.jsonl');
    const lines: string[] = [];
    const both = fanOut([consoleSender((l) => lines.push(l)), outboxSender(file)]);
    await both.send('5551234567', 'first 111111');
    await both.send('5557654321', 'second 222222');
    const rows = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string; body: string; at: string });
    expect(rows.map((r) => [r.to, r.body])).toEqual([
      ['5551234567', 'first 111111'],
      ['5557654321', 'second 222222'],
    ]);
    expect(new Date(rows[0]!.at).toISOString()).toBe(rows[0]!.at);
    expect(lines.join('')).toContain('[SMS to 5551234567] first 111111');
  });
});

describe('twilioSender.acceptedSince', () => {
  it("finds this recipient's accepted messages with this text since a time, across pages, oldest first", async () => {
    const twilio = await startFakeTwilio();
    try {
      const s = twilioSender({ accountSid: 'AC1', authToken: 't', from: '+15550001111', apiUrl: twilio.url });
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      const message = (to: string, body: string, minutesAgo: number, status = 'queued') =>
        twilio.messages.push({
          sid: `SM${twilio.messages.length}`,
          to,
          from: '+15550001111',
          body,
          status,
          dateCreated: at(minutesAgo),
        });
      message('+15551234567', 'Practice moved', 30); // before `since`
      message('+15551234567', 'Practice moved', 9);
      message('+15551234567', 'Practice moved', 8, 'failed'); // never sent: no duplicate
      message('+15557654321', 'Practice moved', 7); // another recipient
      // 150 other texts to the same recipient push the matches beyond the first page of 100.
      for (let i = 0; i < 150; i++) message('+15551234567', `Other ${i}`, 6);
      message('+15551234567', 'Practice moved', 1);
      expect(await s.acceptedSince!('5551234567', 'Practice moved', at(10))).toEqual(['SM1', 'SM154']);
      expect(twilio.lists).toBe(2);
    } finally {
      await twilio.close();
    }
  });

  it('reports a failed look-up as a retryable error', async () => {
    const twilio = await startFakeTwilio();
    try {
      twilio.listStatus = 503;
      const s = twilioSender({ accountSid: 'AC1', authToken: 't', from: '+1', apiUrl: twilio.url });
      const err = await s.acceptedSince!('5551234567', 'x', new Date()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsSendError);
      expect((err as SmsSendError).retryable).toBe(true);
    } finally {
      await twilio.close();
    }
  });
});
