/** What a provider answered for an accepted message: its id there (Twilio's Message SID). */
export interface SmsReceipt {
  providerId: string;
}

/** Every text message the product sends goes through one of these. */
export interface SmsSender {
  /** Resolves once the provider accepted the message (with its id there, when it has one). */
  send(to: string, body: string): Promise<SmsReceipt | void>;
  /**
   * Ids of the messages to `to` with exactly `body` that the provider accepted at or after
   * `since`, oldest first. Only senders whose send can time out after the provider accepted it
   * (Twilio) have it: before sending again, the delivery worker asks whether an earlier try
   * reached the provider after all (server/jobs/sms-delivery.ts).
   */
  acceptedSince?(to: string, body: string, since: Date): Promise<string[]>;
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

/**
 * Sends through every sender in order (e.g. console or Twilio, plus the outbox file). The first
 * sender is the provider: its receipt is the answer, and its look-up of accepted messages is
 * the fan-out's.
 */
export function fanOut(senders: SmsSender[]): SmsSender {
  const provider = senders[0];
  const fanned: SmsSender = {
    async send(to, body) {
      let receipt: SmsReceipt | void = undefined;
      for (const [i, s] of senders.entries()) {
        const r = await s.send(to, body);
        if (i === 0) receipt = r;
      }
      return receipt;
    },
  };
  if (provider?.acceptedSince) fanned.acceptedSince = provider.acceptedSince.bind(provider);
  return fanned;
}
