import type { SmsSender } from './sms-sender';

/** Development sender: prints each message so a local user can read their code. */
export function consoleSender(
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): SmsSender {
  return {
    send(to, body) {
      write(`\n[SMS to ${to}] ${body}\n`);
      return Promise.resolve();
    },
  };
}
