import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  dateCreated: Date;
}

/**
 * How the stand-in answers a new message: 'now' (201 with the message), 'late' (it accepts the
 * message but answers only after the client has given up waiting, as a slow Twilio does), 'lost'
 * (it never answers and does not accept the message either).
 */
export type PostMode = 'now' | 'late' | 'lost';

export interface FakeTwilio {
  /** Base URL to hand the Twilio sender (`apiUrl`). */
  url: string;
  /** Every message accepted, oldest first. */
  messages: FakeMessage[];
  postMode: PostMode;
  /** When set, the Messages list answers this status (e.g. 500) instead of the list. */
  listStatus?: number;
  /** Requests received: new messages (POST) and reads of the list (GET). */
  posts: number;
  lists: number;
  /** Accepted messages per recipient (E.164). */
  acceptedPerRecipient(): Map<string, number>;
  close(): Promise<void>;
}

/** Twilio's date format: RFC 2822 with +0000. */
const twilioDate = (d: Date) => d.toUTCString().replace('GMT', '+0000');

/**
 * A local stand-in for Twilio's Messages API on 127.0.0.1 and an ephemeral port: POST creates a
 * message, GET lists them newest first, filtered by To and From, PageSize per page with
 * next_page_uri. Only what the Twilio sender uses.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  let counter = 0;
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeTwilio = {
    url: '',
    messages: [],
    postMode: 'now',
    posts: 0,
    lists: 0,
    acceptedPerRecipient() {
      const out = new Map<string, number>();
      for (const m of fake.messages) out.set(m.to, (out.get(m.to) ?? 0) + 1);
      return out;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const listPath = /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/;
      if (!listPath.test(url.pathname)) {
        res.writeHead(404).end();
        return;
      }
      if (req.method === 'POST') {
        fake.posts++;
        if (fake.postMode === 'lost') return; // never answers; the client gives up
        const form = new URLSearchParams(raw);
        const message: FakeMessage = {
          sid: `SM${String(++counter).padStart(32, '0')}`,
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          body: form.get('Body') ?? '',
          status: 'queued',
          dateCreated: new Date(),
        };
        fake.messages.push(message);
        const answer = () =>
          res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(toJson(message)));
        // Accepted, but the answer leaves only once the client has stopped waiting for it.
        if (fake.postMode === 'late') res.once('close', answer);
        else answer();
        return;
      }
      fake.lists++;
      if (fake.listStatus) {
        res.writeHead(fake.listStatus, { 'content-type': 'application/json' }).end('{"message":"down"}');
        return;
      }
      const to = url.searchParams.get('To');
      const from = url.searchParams.get('From');
      const pageSize = Number(url.searchParams.get('PageSize') ?? 50);
      const page = Number(url.searchParams.get('Page') ?? 0);
      const all = fake.messages.filter((m) => (!to || m.to === to) && (!from || m.from === from)).reverse();
      const slice = all.slice(page * pageSize, (page + 1) * pageSize);
      const more = all.length > (page + 1) * pageSize;
      const next = new URLSearchParams(url.searchParams);
      next.set('Page', String(page + 1));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          messages: slice.map(toJson),
          page,
          page_size: pageSize,
          next_page_uri: more ? `${url.pathname}?${next.toString()}` : null,
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function toJson(m: FakeMessage) {
  return {
    sid: m.sid,
    to: m.to,
    from: m.from,
    body: m.body,
    status: m.status,
    direction: 'outbound-api',
    date_created: twilioDate(m.dateCreated),
    date_sent: null,
  };
}
