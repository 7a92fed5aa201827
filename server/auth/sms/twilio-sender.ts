import { SmsSendError, type SmsSender } from './sms-sender';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Base address of the API; a local stand-in in tests. */
  apiUrl: string;
  /** How long one call may take before it is given up (default 10 s). */
  timeoutMs?: number;
}

/** One message of Twilio's Messages list (the fields we read). */
interface TwilioMessage {
  sid?: string;
  body?: string;
  status?: string;
  direction?: string;
  date_created?: string;
}

/** Statuses of a message Twilio did not send and never will: sending it again is no duplicate. */
const NOT_SENT = new Set(['failed', 'canceled']);

/** Pages of the Messages list read at most while looking for an accepted message. */
const MAX_PAGES = 5;

// Phones are stored as 10 US digits; Twilio wants E.164.
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+1${phone}`);

async function twilioError(res: Response): Promise<SmsSendError> {
  let detail = '';
  try {
    const json = (await res.json()) as { message?: string; code?: number };
    detail = json.message ? `: ${json.message}${json.code ? ` (code ${json.code})` : ''}` : '';
  } catch {
    // Not JSON: the status alone says enough.
  }
  return new SmsSendError(`Twilio answered ${res.status}${detail}`, res.status === 429 || res.status >= 500);
}

/**
 * Sends through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json) and looks
 * up what it accepted (GET of the same list, filtered by To and From, newest first).
 */
export function twilioSender(opts: TwilioOptions): SmsSender {
  const base = opts.apiUrl.replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const auth = 'Basic ' + Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64');
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function call(address: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(address, {
        ...init,
        headers: { authorization: auth, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError(`Twilio unreachable: ${(err as Error).message}`, true);
    }
  }

  return {
    async send(to, body) {
      const res = await call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: e164(to), From: opts.from, Body: body }),
      });
      if (!res.ok) throw await twilioError(res);
      const sid = ((await res.json().catch(() => ({}))) as TwilioMessage).sid;
      return sid ? { providerId: sid } : undefined;
    },

    async acceptedSince(to, body, since) {
      // Twilio's times have whole seconds; the list is newest first. DateSent is not used as a
      // filter: a message still queued at Twilio has no date_sent yet.
      const from = Math.floor(since.getTime() / 1000) * 1000;
      const found: string[] = [];
      let next: string | undefined =
        `${url}?${new URLSearchParams({ To: e164(to), From: opts.from, PageSize: '100' }).toString()}`;
      for (let page = 0; next && page < MAX_PAGES; page++) {
        const res = await call(next);
        if (!res.ok) throw await twilioError(res);
        const json = (await res.json()) as { messages?: TwilioMessage[]; next_page_uri?: string | null };
        let older = false;
        for (const m of json.messages ?? []) {
          const created = Date.parse(m.date_created ?? '');
          if (!(created >= from)) {
            older = true;
            continue;
          }
          if (m.sid && m.body === body && !NOT_SENT.has(m.status ?? '') && m.direction !== 'inbound')
            found.push(m.sid);
        }
        next = !older && json.next_page_uri ? `${base}${json.next_page_uri}` : undefined;
      }
      return found.reverse();
    },
  };
}
