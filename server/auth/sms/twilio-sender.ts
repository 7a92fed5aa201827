import { SmsSendError, type SmsSender } from './sms-sender';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Base address of the API; a local stand-in in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

/** Sends through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json). */
export function twilioSender(opts: TwilioOptions): SmsSender {
  const url = `${opts.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const auth = 'Basic ' + Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64');
  return {
    async send(to, body) {
      // Phones are stored as 10 US digits; Twilio wants E.164.
      const e164 = to.startsWith('+') ? to : `+1${to}`;
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: e164, From: opts.from, Body: body }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsSendError(`Twilio unreachable: ${(err as Error).message}`, true);
      }
      if (res.ok) return;
      let detail = '';
      try {
        const json = (await res.json()) as { message?: string; code?: number };
        detail = json.message ? `: ${json.message}${json.code ? ` (code ${json.code})` : ''}` : '';
      } catch {
        // Not JSON: the status alone says enough.
      }
      throw new SmsSendError(
        `Twilio answered ${res.status}${detail}`,
        res.status === 429 || res.status >= 500,
      );
    },
  };
}
