/** Every text message the product sends goes through one of these. */
export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    /** True when trying again later may succeed (network fault, 429, 5xx). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Sends through every sender in order (e.g. console or Twilio, plus the outbox file). */
export function fanOut(senders: SmsSender[]): SmsSender {
  return {
    async send(to, body) {
      for (const s of senders) await s.send(to, body);
    },
  };
}
