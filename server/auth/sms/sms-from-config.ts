import type { Config } from '../../config';
import { consoleSender } from './console-sender';
import { outboxSender } from './outbox-sender';
import { fanOut, type SmsSender } from './sms-sender';
import { twilioSender } from './twilio-sender';

/** The SMS sender the configuration asks for: console or Twilio, plus the outbox file when set. */
export function smsSenderFromConfig(config: Config): SmsSender {
  const main =
    config.SMS_TRANSPORT === 'twilio'
      ? twilioSender({
          accountSid: config.TWILIO_ACCOUNT_SID ?? '',
          authToken: config.TWILIO_AUTH_TOKEN ?? '',
          from: config.TWILIO_FROM ?? '',
          apiUrl: config.TWILIO_API_URL,
        })
      : consoleSender();
  return config.SMS_OUTBOX ? fanOut([main, outboxSender(config.SMS_OUTBOX)]) : main;
}
