import fs from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './sms-sender';

/** Appends each message as one JSON line {to, body, at}; tests read codes from it. */
export function outboxSender(file: string): SmsSender {
  let ready: Promise<unknown> | undefined;
  return {
    async send(to, body) {
      ready ??= fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await ready;
      await fs.appendFile(file, JSON.stringify({ to, body, at: new Date().toISOString() }) + '\n');
    },
  };
}
