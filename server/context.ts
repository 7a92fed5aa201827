import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { SmsSender } from './auth/sms/sms-sender';
import type { TokenService } from './auth/tokens';
import type { Clock } from './jobs/clock';

/** What services need from the running app; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  /** Key for hashing login codes. */
  secret: Uint8Array;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** The time deadlines and scheduled jobs go by (tests move a TestClock). */
  clock: Clock;
}
